import { SLOT_KEYS, type ConfigKey } from '@vongbi/functions/contract/configuration-keys';
import { paths } from '@/config/paths';

// The six entries of the navigation bar; three open a dropdown whose targets come from configuration
// (NAV_SP_1..7, NAV_DV_1..4, NAV_CCBD_1..3).

export interface NavigationEntry {
  title: string;
  href: string;
  children?: { title: string; configKey: ConfigKey }[];
}

/** The menu's titles, each beside the key of the same place. */
const numbered = (keys: readonly ConfigKey[], titles: string[]) =>
  titles.map((title, index) => ({ title, configKey: keys[index]! }));

export const navigation: NavigationEntry[] = [
  { title: 'Về chúng tôi', href: paths.aboutUs },
  {
    title: 'Sản phẩm',
    href: paths.products,
    children: numbered(SLOT_KEYS.productMenu, [
      'Gối đỡ vòng bi',
      'Vòng bi FAG',
      'Vòng bi INA',
      'Vòng bi NMB',
      'Vòng bi khác',
      'Mỡ bôi trơn Bechem',
      'Sản phẩm công nghệ mới Schaeffler',
    ]),
  },
  {
    title: 'Dịch vụ',
    href: paths.services,
    children: numbered(SLOT_KEYS.serviceMenu, [
      'Đo phân tích rung động',
      'Căn chỉnh đồng tâm trục',
      'Kiểm tra, sửa chữa hộp số',
      'Gia nhiệt, lắp đặt vòng bi',
    ]),
  },
  {
    title: 'Công cụ bảo dưỡng',
    href: paths.productsMaintain,
    children: numbered(SLOT_KEYS.toolMenu, ['Máy gia nhiệt cảm ứng', 'Cảo thủy lực', 'Giải pháp bôi trơn']),
  },
  { title: 'Hỗ trợ kỹ thuật', href: paths.support },
  { title: 'Tin tức', href: paths.news },
];

/** Dropdown timings of the specification (section 9). */
export const MENU_DELAYS = { open: 200, skip: 300, close: 150 } as const;
