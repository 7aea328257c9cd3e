import {
  CONFIG_KEY,
  HOME_TILE_TITLES,
  isPageTextKey,
  PAGE_TEXT_PAGES,
  SLOT_KEYS,
  type ConfigKey,
} from './configuration-keys';
import { ROLE_GROUP, type StaffRole } from './roles';

// Every configuration key the site reads, told once: the part of the page it belongs to and its place on the
// configuration screen, a Vietnamese name, where a visitor sees it, who may edit it, whether pages show it, and
// the demo value the local seed stores. The configuration screen, the dashboard's check of the page slots, the
// seed, the server's editor check and the publisher (which pages a change re-publishes) read it. A key the
// registry lacks, or an entry for a key the site does not name, does not compile.

export type ConfigGroupId = 'header' | 'menus' | 'home' | 'footer' | 'contact' | 'quote' | 'genuine' | 'about';

export const CONFIG_GROUPS: readonly { id: ConfigGroupId; title: string }[] = [
  { id: 'header', title: 'Đầu trang và liên hệ nhanh' },
  { id: 'menus', title: 'Menu điều hướng' },
  { id: 'home', title: 'Ô trang chủ' },
  { id: 'footer', title: 'Chân trang' },
  { id: 'contact', title: 'Trang Liên hệ' },
  { id: 'quote', title: 'Yêu cầu báo giá' },
  { id: 'genuine', title: 'Hàng chính hãng' },
  { id: 'about', title: 'Về chúng tôi' },
];

/** The records a page slot is chosen from; the stored value stays what the public pages read. */
export type SlotKind = 'productCategory' | 'toolCategory' | 'service' | 'news' | 'support' | 'video';

export interface ConfigKeyInfo {
  group: ConfigGroupId;
  label: string;
  /** Where a visitor sees it. */
  place: string;
  /** Who may save it; owners may save every key. */
  editors: readonly StaffRole[];
  /** For staff only: the public answer, and so every published page, leaves it out. */
  staffOnly?: true;
  /** Other keys that hold the same fact: changing this one leaves them as they are. */
  alsoIn?: readonly ConfigKey[];
  slot?: SlotKind;
  /** Rich HTML, edited with the rich-text editor and sanitised like article content. */
  rich?: true;
  /** Plain text of several lines (a báo giá's terms), edited in a text area. */
  multiline?: true;
  /** Edited on its own screen, which the configuration screen links to. */
  ownScreen?: true;
  /** What the local seed stores; a slot's demo value names a demo record and comes from the seed's catalogue. */
  demo?: string;
}

export interface ConfigKeyEntry extends ConfigKeyInfo {
  key: ConfigKey;
}

const { owner: OWNER, content: CONTENT } = ROLE_GROUP;

const aboutUsDemo = `<h2>Về chúng tôi</h2>
<p><strong>Công ty TNHH Kỹ thuật Vòng bi Việt</strong> là nhà phân phối ủy quyền của Schaeffler (FAG, INA, LUK), NMB và dầu mỡ bôi trơn Bechem tại Việt Nam, thành lập tháng 8 năm 2011.</p>
<p>Hơn mười năm qua, chúng tôi cung cấp vòng bi chính hãng, dụng cụ bảo trì và dịch vụ kỹ thuật cho các nhà máy xi măng, thép, giấy, thực phẩm và năng lượng trên cả nước.</p>
<h3>Cam kết của chúng tôi</h3>
<ul>
<li>Sản phẩm chính hãng, có chứng nhận xuất xứ (CO) và chất lượng (CQ).</li>
<li>Đội ngũ kỹ sư được Schaeffler đào tạo, hỗ trợ tại hiện trường 24/7.</li>
<li>Kho hàng tại Hà Nội và Bình Dương, giao nhanh trong ngày.</li>
</ul>`;

const contactDemo = `<h2>Liên hệ với chúng tôi</h2>
<p>Đội ngũ kỹ thuật và kinh doanh luôn sẵn sàng tư vấn chọn vòng bi, dầu mỡ bôi trơn và giải pháp bảo trì phù hợp với thiết bị của quý khách.</p>
<p><strong>Trụ sở Hà Nội:</strong> Số 18 Phạm Văn Đồng, phường Mai Dịch, quận Cầu Giấy, Hà Nội<br>
<strong>Chi nhánh Bình Dương:</strong> Lô C5, KCN Sóng Thần 2, TP. Dĩ An, Bình Dương</p>
<p><strong>Hotline:</strong> <a href="tel:0912345678">0912 345 678</a> — <strong>E-mail:</strong> <a href="mailto:kinhdoanh@vongbiviet.vn">kinhdoanh@vongbiviet.vn</a></p>
<p>Giờ làm việc: thứ Hai đến thứ Bảy, 8:00 – 17:30.</p>`;

/** The keys of a slot list, each described from its number. */
const numbered = <Key extends ConfigKey>(
  keys: readonly Key[],
  info: (n: number, key: Key) => ConfigKeyInfo,
): Record<Key, ConfigKeyInfo> =>
  Object.fromEntries(keys.map((key, index) => [key, info(index + 1, key)])) as Record<Key, ConfigKeyInfo>;

const navMenu = <Key extends ConfigKey>(keys: readonly Key[], menu: string, slot: SlotKind) =>
  numbered(keys, (n) => ({
    group: 'menus',
    label: `Menu “${menu}”: mục ${n}`,
    place: `Mục thứ ${n} trong menu thả xuống “${menu}” ở đầu trang (để trống: mục không dẫn đi đâu)`,
    editors: OWNER,
    slot,
  }));

const tileTitle = (key: ConfigKey) => HOME_TILE_TITLES[key as keyof typeof HOME_TILE_TITLES];

/** Every key in the configuration screen's order. */
export const CONFIG_REGISTRY = {
  [CONFIG_KEY.PHONE]: {
    group: 'header',
    label: 'Hotline đầu trang',
    place: 'Số điện thoại ở góc phải đầu trang, trên mọi trang',
    editors: OWNER,
    alsoIn: [CONFIG_KEY.FOOTER_COL1_PHONE2, CONFIG_KEY.ZALO, CONFIG_KEY.CONTACT_FULL_TEXT],
    demo: '0912 345 678',
  },
  [CONFIG_KEY.ZALO]: {
    group: 'header',
    label: 'Số Zalo',
    place: 'Nút Zalo nổi ở góc dưới mọi trang (chỉ chữ số, mở zalo.me/<số>)',
    editors: OWNER,
    alsoIn: [CONFIG_KEY.PHONE, CONFIG_KEY.FOOTER_COL1_PHONE2],
    demo: '0912345678',
  },
  [CONFIG_KEY.ZALO_CONTACT_NAME]: {
    group: 'header',
    label: 'Người liên hệ trên nút Zalo',
    place: 'Sau số Zalo trên nút nổi, ví dụ “0912345678 (Mr. Tuấn – Kinh doanh)”; để trống thì chỉ hiện số',
    editors: OWNER,
    demo: 'Mr. Tuấn – Kinh doanh',
  },
  ...navMenu(SLOT_KEYS.productMenu, 'Sản phẩm', 'productCategory'),
  ...navMenu(SLOT_KEYS.serviceMenu, 'Dịch vụ', 'service'),
  ...navMenu(SLOT_KEYS.toolMenu, 'Công cụ bảo dưỡng', 'toolCategory'),
  ...numbered(SLOT_KEYS.homeProductTiles, (n, key) => ({
    group: 'home',
    label: `Ô sản phẩm ${n} (“${tileTitle(key)}”)`,
    place: `Ô thứ ${n} trong hàng ô sản phẩm của trang chủ: ô dẫn tới danh mục này và lấy ảnh của nó`,
    editors: OWNER,
    slot: 'productCategory',
  })),
  ...numbered(SLOT_KEYS.homeServiceTiles, (n, key) => ({
    group: 'home',
    label: `Ô dịch vụ ${n} (“${tileTitle(key)}”)`,
    place: `Ô dịch vụ thứ ${n} của trang chủ: ô dẫn tới dịch vụ này và lấy ảnh của nó`,
    editors: OWNER,
    slot: 'service',
  })),
  [CONFIG_KEY.BLOG_BIG]: {
    group: 'home',
    label: 'Tin lớn',
    place: 'Bài tin tức lớn đầu mục “Tin tức” của trang chủ (để trống: tin mới nhất)',
    editors: OWNER,
    slot: 'news',
  },
  ...numbered([CONFIG_KEY.BLOG_1, CONFIG_KEY.BLOG_2], (n) => ({
    group: 'home',
    label: `Tin nhỏ ${n}`,
    place: `Bài tin tức nhỏ thứ ${n} cạnh tin lớn ở trang chủ (để trống: tin mới nhất chưa hiện)`,
    editors: OWNER,
    slot: 'news',
  })),
  ...numbered(SLOT_KEYS.homeSupport, (n) => ({
    group: 'home',
    label: `Hỗ trợ kỹ thuật ${n}`,
    place: `Bài thứ ${n} trong cột “Hỗ trợ kỹ thuật” của trang chủ (để trống: bài mới nhất chưa hiện)`,
    editors: OWNER,
    slot: 'support',
  })),
  ...numbered(SLOT_KEYS.homeVideos, (n) => ({
    group: 'home',
    label: `Video ${n}`,
    place: `Video thứ ${n} trong mục video của trang chủ (để trống: video mới nhất chưa hiện)`,
    editors: OWNER,
    slot: 'video',
  })),
  [CONFIG_KEY.FOOTER_COL1_ADDRESS]: {
    group: 'footer',
    label: 'Địa chỉ ở chân trang',
    place: 'Cột thứ nhất của chân trang, trên mọi trang',
    editors: OWNER,
    alsoIn: [CONFIG_KEY.CONTACT_ADDRESS, CONFIG_KEY.CONTACT_FULL_TEXT],
    demo: 'Số 18 Phạm Văn Đồng, Cầu Giấy, Hà Nội',
  },
  [CONFIG_KEY.FOOTER_COL1_PHONE1]: {
    group: 'footer',
    label: 'Số thứ nhất ở chân trang',
    place: 'Dòng “Điện thoại” ở cột thứ nhất của chân trang, số đầu tiên',
    editors: OWNER,
    demo: '024 3765 8899',
  },
  [CONFIG_KEY.FOOTER_COL1_PHONE2]: {
    group: 'footer',
    label: 'Số thứ hai ở chân trang',
    place: 'Dòng “Điện thoại” ở cột thứ nhất của chân trang, sau dấu “·”',
    editors: OWNER,
    alsoIn: [CONFIG_KEY.PHONE, CONFIG_KEY.ZALO, CONFIG_KEY.CONTACT_FULL_TEXT],
    demo: '0912 345 678',
  },
  [CONFIG_KEY.FOOTER_COL1_EMAIL]: {
    group: 'footer',
    label: 'E-mail ở chân trang',
    place: 'Dòng “E-mail” ở cột thứ nhất của chân trang',
    editors: OWNER,
    alsoIn: [CONFIG_KEY.CONTACT_FULL_TEXT, CONFIG_KEY.QUOTE_EMAIL],
    demo: 'kinhdoanh@vongbiviet.vn',
  },
  [CONFIG_KEY.FOOTER_COL3_PAYMENT]: {
    group: 'footer',
    label: 'Liên kết “Hướng dẫn thanh toán”',
    place: 'Cột chính sách của chân trang; một đường dẫn trên trang, ví dụ /blogs/huong-dan-thanh-toan',
    editors: OWNER,
    demo: '/blogs/huong-dan-thanh-toan',
  },
  [CONFIG_KEY.FOOTER_COL3_REFUND]: {
    group: 'footer',
    label: 'Liên kết “Chính sách đổi trả”',
    place: 'Cột chính sách của chân trang; một đường dẫn trên trang',
    editors: OWNER,
    demo: '/blogs/chinh-sach-doi-tra',
  },
  [CONFIG_KEY.FOOTER_COL3_SHIP]: {
    group: 'footer',
    label: 'Liên kết “Chính sách vận chuyển”',
    place: 'Cột chính sách của chân trang; một đường dẫn trên trang',
    editors: OWNER,
    demo: '/blogs/chinh-sach-van-chuyen',
  },
  [CONFIG_KEY.FOOTER_COL3_PAYMENTRULE]: {
    group: 'footer',
    label: 'Liên kết “Quy định thanh toán”',
    place: 'Cột chính sách của chân trang; một đường dẫn trên trang',
    editors: OWNER,
    demo: '/blogs/quy-dinh-thanh-toan',
  },
  [CONFIG_KEY.FOOTER_COL4_FANPAGE]: {
    group: 'footer',
    label: 'Fanpage Facebook',
    place: 'Liên kết “Facebook” ở cột cuối của chân trang (địa chỉ đầy đủ https://…)',
    editors: OWNER,
    demo: 'https://www.facebook.com/vongbiviet',
  },
  [CONFIG_KEY.FOOTER_COL4_YOUTUBE]: {
    group: 'footer',
    label: 'Kênh YouTube',
    place: 'Liên kết “YouTube” ở cột cuối của chân trang (địa chỉ đầy đủ https://…)',
    editors: OWNER,
    demo: 'https://www.youtube.com/@vongbiviet',
  },
  [CONFIG_KEY.CONTACT_ADDRESS]: {
    group: 'contact',
    label: 'Địa chỉ trên trang Liên hệ',
    place: 'Dòng địa chỉ cạnh bản đồ trên trang Liên hệ',
    editors: OWNER,
    alsoIn: [CONFIG_KEY.FOOTER_COL1_ADDRESS, CONFIG_KEY.CONTACT_FULL_TEXT],
    demo: 'Số 18 Phạm Văn Đồng, phường Mai Dịch, quận Cầu Giấy, Hà Nội',
  },
  [CONFIG_KEY.CONTACT_GGMAP_LINK]: {
    group: 'contact',
    label: 'Bản đồ Google Maps',
    place: 'Bản đồ trên trang Liên hệ: đường dẫn nhúng của Google Maps (…&output=embed)',
    editors: OWNER,
    demo: 'https://www.google.com/maps?q=18+Ph%E1%BA%A1m+V%C4%83n+%C4%90%E1%BB%93ng+C%E1%BA%A7u+Gi%E1%BA%A5y+H%C3%A0+N%E1%BB%99i&output=embed',
  },
  [CONFIG_KEY.CONTACT_FULL_TEXT]: {
    group: 'contact',
    label: 'Nội dung trang Liên hệ',
    place: 'Đoạn văn chính của trang Liên hệ; số điện thoại, e-mail và địa chỉ viết trong đó không theo các mục khác',
    editors: CONTENT,
    alsoIn: [CONFIG_KEY.PHONE, CONFIG_KEY.FOOTER_COL1_EMAIL, CONFIG_KEY.CONTACT_ADDRESS],
    rich: true,
    demo: contactDemo,
  },
  [CONFIG_KEY.QUOTE_EMAIL]: {
    group: 'quote',
    label: 'E-mail nhận yêu cầu báo giá',
    place:
      'Không hiện cho khách: nơi nhân viên được báo khi có yêu cầu báo giá mới (nhiều địa chỉ cách nhau bởi dấu phẩy)',
    editors: OWNER,
    staffOnly: true,
    alsoIn: [CONFIG_KEY.FOOTER_COL1_EMAIL],
    demo: 'kinhdoanh@vongbiviet.vn',
  },
  [CONFIG_KEY.QUOTE_THANK_YOU]: {
    group: 'quote',
    label: 'Lời nhắn sau khi gửi yêu cầu báo giá',
    place: 'Khách đọc câu này trên trang Yêu cầu báo giá ngay sau khi gửi',
    editors: OWNER,
    demo: 'Nhân viên kinh doanh sẽ gọi lại cho bạn trong giờ làm việc để báo giá.',
  },
  [CONFIG_KEY.QUOTE_COMPANY_NAME]: {
    group: 'quote',
    label: 'Báo giá: tên công ty',
    place: 'Không hiện trên trang: đầu mỗi báo giá (PDF) gửi khách và dòng ký tên cuối báo giá',
    editors: OWNER,
    staffOnly: true,
    demo: 'CÔNG TY TNHH KỸ THUẬT VÒNG BI VIỆT',
  },
  [CONFIG_KEY.QUOTE_COMPANY_ADDRESS]: {
    group: 'quote',
    label: 'Báo giá: địa chỉ công ty',
    place: 'Không hiện trên trang: dưới tên công ty trong mỗi báo giá (PDF)',
    editors: OWNER,
    staffOnly: true,
    alsoIn: [CONFIG_KEY.FOOTER_COL1_ADDRESS, CONFIG_KEY.CONTACT_ADDRESS],
    demo: 'Số 18 Phạm Văn Đồng, phường Mai Dịch, quận Cầu Giấy, Hà Nội',
  },
  [CONFIG_KEY.QUOTE_COMPANY_TAX_CODE]: {
    group: 'quote',
    label: 'Báo giá: mã số thuế',
    place: 'Không hiện trên trang: dưới địa chỉ trong mỗi báo giá (PDF)',
    editors: OWNER,
    staffOnly: true,
    demo: '0105123456',
  },
  [CONFIG_KEY.QUOTE_COMPANY_PHONE]: {
    group: 'quote',
    label: 'Báo giá: điện thoại',
    place: 'Không hiện trên trang: số điện thoại trong mỗi báo giá (PDF) và trong e-mail gửi báo giá',
    editors: OWNER,
    staffOnly: true,
    alsoIn: [CONFIG_KEY.PHONE],
    demo: '024 3765 4321',
  },
  [CONFIG_KEY.QUOTE_COMPANY_EMAIL]: {
    group: 'quote',
    label: 'Báo giá: e-mail',
    place: 'Không hiện trên trang: địa chỉ e-mail trong mỗi báo giá (PDF) và trong e-mail gửi báo giá',
    editors: OWNER,
    staffOnly: true,
    alsoIn: [CONFIG_KEY.FOOTER_COL1_EMAIL],
    demo: 'kinhdoanh@vongbiviet.vn',
  },
  [CONFIG_KEY.QUOTE_TERMS]: {
    group: 'quote',
    label: 'Báo giá: điều kiện thương mại mặc định',
    place: 'Không hiện trên trang: điều kiện điền sẵn trong mỗi báo giá mới; nhân viên sửa được từng báo giá',
    editors: OWNER,
    staffOnly: true,
    multiline: true,
    demo: [
      'Giá trên đã gồm chi phí giao hàng trong nội thành Hà Nội và TP. Hồ Chí Minh.',
      'Thanh toán: chuyển khoản 100% trước khi giao hàng.',
      'Bảo hành: 12 tháng theo tiêu chuẩn của nhà sản xuất; hàng chính hãng, có CO/CQ.',
    ].join('\n'),
  },
  [CONFIG_KEY.OWNER_EMAIL]: {
    group: 'genuine',
    label: 'E-mail nhận nhắc hạn chứng nhận',
    place:
      'Không hiện cho khách: chủ doanh nghiệp được nhắc ở đây 30 ngày trước khi một chứng nhận hết hạn ' +
      '(nhiều địa chỉ cách nhau bởi dấu phẩy)',
    editors: OWNER,
    staffOnly: true,
    demo: 'giamdoc@vongbiviet.vn',
  },
  [CONFIG_KEY.ABOUT_US]: {
    group: 'about',
    label: 'Nội dung trang Về chúng tôi',
    place: 'Toàn bộ trang Về chúng tôi; sửa ở màn hình Giới thiệu',
    editors: CONTENT,
    rich: true,
    ownScreen: true,
    demo: aboutUsDemo,
  },
} satisfies Record<ConfigKey, ConfigKeyInfo>;

/** Every key with its entry, in the screen's order. */
export const CONFIG_KEYS: readonly ConfigKeyEntry[] = Object.entries(CONFIG_REGISTRY).map(([key, info]) => ({
  key: key as ConfigKey,
  ...info,
}));

/** A stored key's entry; undefined for a key the site does not name (the screen lists those under "Khác"). */
export const configKeyInfo = (key: string): ConfigKeyInfo | undefined =>
  Object.hasOwn(CONFIG_REGISTRY, key)
    ? (CONFIG_REGISTRY as Record<ConfigKey, ConfigKeyInfo>)[key as ConfigKey]
    : undefined;

/** Whether the value holds rich HTML, sanitised like article content before it is saved. */
export const isRichConfigKey = (key: string): boolean => configKeyInfo(key)?.rich === true;

/** Visitors get every key but the staff-only ones, keys the site does not name included. */
export const isPublicConfigKey = (key: string): boolean => configKeyInfo(key)?.staffOnly !== true;

/** Owners save every key; another role only the keys that name it (an editor: the page texts). */
export const mayEditConfigKey = (role: StaffRole, key: string): boolean =>
  role === 'owner' || (configKeyInfo(key)?.editors.includes(role) ?? false);

/**
 * The public pages a change of the key shows on: a page text's own page, nothing for a staff-only key, and
 * every page for the rest, whose header, footer or structured data carry it.
 */
export const configKeyPages = (key: string): 'every' | readonly string[] => {
  if (!isPublicConfigKey(key)) return [];
  return isPageTextKey(key) ? [PAGE_TEXT_PAGES[key]] : 'every';
};
