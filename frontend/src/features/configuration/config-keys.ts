import type { Article, OuterProduct, Video } from '@vongbi/functions/contract';
import { QUOTE_EMAIL_KEY, QUOTE_THANK_YOU_KEY, ZALO_CONTACT_NAME_KEY } from '@vongbi/functions/contract/configuration';
import { ARTICLE_TYPE, PRODUCT_TYPE, siteAddress } from '@vongbi/functions/contract/site-addresses';

// Every configuration key the site reads, told as staff see the site: the part of the page it belongs to, a
// Vietnamese name, where it shows, and for the keys that point at a page, which records it may be chosen from.
// The configuration screen is laid out from this list and the dashboard checks the page slots with it.

export type ConfigGroupId = 'header' | 'menus' | 'home' | 'footer' | 'contact' | 'quote' | 'about';

export const CONFIG_GROUPS: readonly { id: ConfigGroupId; title: string }[] = [
  { id: 'header', title: 'Đầu trang và liên hệ nhanh' },
  { id: 'menus', title: 'Menu điều hướng' },
  { id: 'home', title: 'Ô trang chủ' },
  { id: 'footer', title: 'Chân trang' },
  { id: 'contact', title: 'Trang Liên hệ' },
  { id: 'quote', title: 'Yêu cầu báo giá' },
  { id: 'about', title: 'Về chúng tôi' },
];

/** The records a page slot is chosen from; the stored value stays what the public pages read. */
export type SlotKind = 'productCategory' | 'toolCategory' | 'service' | 'news' | 'support' | 'video';

export interface ConfigKeyInfo {
  key: string;
  group: ConfigGroupId;
  label: string;
  /** Where a visitor sees it. */
  place: string;
  /** Other keys that hold the same fact: changing this one leaves them as they are. */
  alsoIn?: string[];
  slot?: SlotKind;
  /** Rich HTML, edited with the rich-text editor. */
  rich?: boolean;
  /** Edited on its own screen, which the configuration screen links to. */
  ownScreen?: boolean;
}

const numbered = (prefix: string, count: number, info: (n: number) => Omit<ConfigKeyInfo, 'key'>): ConfigKeyInfo[] =>
  Array.from({ length: count }, (_, index) => ({ key: `${prefix}${index + 1}`, ...info(index + 1) }));

const navMenu = (prefix: string, menu: string, slot: SlotKind, count: number) =>
  numbered(prefix, count, (n) => ({
    group: 'menus',
    label: `Menu “${menu}”: mục ${n}`,
    place: `Mục thứ ${n} trong menu thả xuống “${menu}” ở đầu trang (để trống: mục không dẫn đi đâu)`,
    slot,
  }));

const PRODUCT_TILE_TITLES = ['Vòng bi FAG', 'Gối đỡ vòng bi', 'Vòng bi INA', 'Vòng bi NMB'];
const SERVICE_TILE_TITLES = ['Đo phân tích rung động', 'Gia nhiệt, lắp đặt vòng bi'];

export const CONFIG_KEYS: readonly ConfigKeyInfo[] = [
  {
    key: 'PHONE',
    group: 'header',
    label: 'Hotline đầu trang',
    place: 'Số điện thoại ở góc phải đầu trang, trên mọi trang',
    alsoIn: ['FOOTER_COL1_PHONE2', 'Zalo', 'CONTACT_FULL_TEXT'],
  },
  {
    key: 'Zalo',
    group: 'header',
    label: 'Số Zalo',
    place: 'Nút Zalo nổi ở góc dưới mọi trang (chỉ chữ số, mở zalo.me/<số>)',
    alsoIn: ['PHONE', 'FOOTER_COL1_PHONE2'],
  },
  {
    key: ZALO_CONTACT_NAME_KEY,
    group: 'header',
    label: 'Người liên hệ trên nút Zalo',
    place: 'Sau số Zalo trên nút nổi, ví dụ “0912345678 (Mr. Tuấn – Kinh doanh)”; để trống thì chỉ hiện số',
  },
  ...navMenu('NAV_SP_', 'Sản phẩm', 'productCategory', 7),
  ...navMenu('NAV_DV_', 'Dịch vụ', 'service', 4),
  ...navMenu('NAV_CCBD_', 'Công cụ bảo dưỡng', 'toolCategory', 3),
  ...numbered('SPDV_SP_', PRODUCT_TILE_TITLES.length, (n) => ({
    group: 'home',
    label: `Ô sản phẩm ${n} (“${PRODUCT_TILE_TITLES[n - 1]}”)`,
    place: `Ô thứ ${n} trong hàng ô sản phẩm của trang chủ: ô dẫn tới danh mục này và lấy ảnh của nó`,
    slot: 'productCategory',
  })),
  ...numbered('SPDV_DV_', SERVICE_TILE_TITLES.length, (n) => ({
    group: 'home',
    label: `Ô dịch vụ ${n} (“${SERVICE_TILE_TITLES[n - 1]}”)`,
    place: `Ô dịch vụ thứ ${n} của trang chủ: ô dẫn tới dịch vụ này và lấy ảnh của nó`,
    slot: 'service',
  })),
  {
    key: 'BLOG_BIG',
    group: 'home',
    label: 'Tin lớn',
    place: 'Bài tin tức lớn đầu mục “Tin tức” của trang chủ (để trống: tin mới nhất)',
    slot: 'news',
  },
  ...numbered('BLOG_', 2, (n) => ({
    group: 'home',
    label: `Tin nhỏ ${n}`,
    place: `Bài tin tức nhỏ thứ ${n} cạnh tin lớn ở trang chủ (để trống: tin mới nhất chưa hiện)`,
    slot: 'news',
  })),
  ...numbered('BLOG_RIGHT_', 4, (n) => ({
    group: 'home',
    label: `Hỗ trợ kỹ thuật ${n}`,
    place: `Bài thứ ${n} trong cột “Hỗ trợ kỹ thuật” của trang chủ (để trống: bài mới nhất chưa hiện)`,
    slot: 'support',
  })),
  ...numbered('VIDEO_', 4, (n) => ({
    group: 'home',
    label: `Video ${n}`,
    place: `Video thứ ${n} trong mục video của trang chủ (để trống: video mới nhất chưa hiện)`,
    slot: 'video',
  })),
  {
    key: 'FOOTER_COL1_ADDRESS',
    group: 'footer',
    label: 'Địa chỉ ở chân trang',
    place: 'Cột thứ nhất của chân trang, trên mọi trang',
    alsoIn: ['CONTACT_ADDRESS', 'CONTACT_FULL_TEXT'],
  },
  {
    key: 'FOOTER_COL1_PHONE1',
    group: 'footer',
    label: 'Số thứ nhất ở chân trang',
    place: 'Dòng “Điện thoại” ở cột thứ nhất của chân trang, số đầu tiên',
  },
  {
    key: 'FOOTER_COL1_PHONE2',
    group: 'footer',
    label: 'Số thứ hai ở chân trang',
    place: 'Dòng “Điện thoại” ở cột thứ nhất của chân trang, sau dấu “·”',
    alsoIn: ['PHONE', 'Zalo', 'CONTACT_FULL_TEXT'],
  },
  {
    key: 'FOOTER_COL1_EMAIL',
    group: 'footer',
    label: 'E-mail ở chân trang',
    place: 'Dòng “E-mail” ở cột thứ nhất của chân trang',
    alsoIn: ['CONTACT_FULL_TEXT', QUOTE_EMAIL_KEY],
  },
  {
    key: 'FOOTER_COL3_PAYMENT',
    group: 'footer',
    label: 'Liên kết “Hướng dẫn thanh toán”',
    place: 'Cột chính sách của chân trang; một đường dẫn trên trang, ví dụ /blogs/huong-dan-thanh-toan',
  },
  {
    key: 'FOOTER_COL3_REFUND',
    group: 'footer',
    label: 'Liên kết “Chính sách đổi trả”',
    place: 'Cột chính sách của chân trang; một đường dẫn trên trang',
  },
  {
    key: 'FOOTER_COL3_SHIP',
    group: 'footer',
    label: 'Liên kết “Chính sách vận chuyển”',
    place: 'Cột chính sách của chân trang; một đường dẫn trên trang',
  },
  {
    key: 'FOOTER_COL3_PAYMENTRULE',
    group: 'footer',
    label: 'Liên kết “Quy định thanh toán”',
    place: 'Cột chính sách của chân trang; một đường dẫn trên trang',
  },
  {
    key: 'FOOTER_COL4_FANPAGE',
    group: 'footer',
    label: 'Fanpage Facebook',
    place: 'Liên kết “Facebook” ở cột cuối của chân trang (địa chỉ đầy đủ https://…)',
  },
  {
    key: 'FOOTER_COL4_YOUTUBE',
    group: 'footer',
    label: 'Kênh YouTube',
    place: 'Liên kết “YouTube” ở cột cuối của chân trang (địa chỉ đầy đủ https://…)',
  },
  {
    key: 'CONTACT_ADDRESS',
    group: 'contact',
    label: 'Địa chỉ trên trang Liên hệ',
    place: 'Dòng địa chỉ cạnh bản đồ trên trang Liên hệ',
    alsoIn: ['FOOTER_COL1_ADDRESS', 'CONTACT_FULL_TEXT'],
  },
  {
    key: 'CONTACT_GGMAP_LINK',
    group: 'contact',
    label: 'Bản đồ Google Maps',
    place: 'Bản đồ trên trang Liên hệ: đường dẫn nhúng của Google Maps (…&output=embed)',
  },
  {
    key: 'CONTACT_FULL_TEXT',
    group: 'contact',
    label: 'Nội dung trang Liên hệ',
    place: 'Đoạn văn chính của trang Liên hệ; số điện thoại, e-mail và địa chỉ viết trong đó không theo các mục khác',
    alsoIn: ['PHONE', 'FOOTER_COL1_EMAIL', 'CONTACT_ADDRESS'],
    rich: true,
  },
  {
    key: QUOTE_EMAIL_KEY,
    group: 'quote',
    label: 'E-mail nhận yêu cầu báo giá',
    place:
      'Không hiện cho khách: nơi nhân viên được báo khi có yêu cầu báo giá mới (nhiều địa chỉ cách nhau bởi dấu phẩy)',
    alsoIn: ['FOOTER_COL1_EMAIL'],
  },
  {
    key: QUOTE_THANK_YOU_KEY,
    group: 'quote',
    label: 'Lời nhắn sau khi gửi yêu cầu báo giá',
    place: 'Khách đọc câu này trên trang Yêu cầu báo giá ngay sau khi gửi',
  },
  {
    key: 'ABOUT_US',
    group: 'about',
    label: 'Nội dung trang Về chúng tôi',
    place: 'Toàn bộ trang Về chúng tôi; sửa ở màn hình Giới thiệu',
    rich: true,
    ownScreen: true,
  },
];

const byKey = new Map(CONFIG_KEYS.map((info) => [info.key, info]));

export const configKeyInfo = (key: string): ConfigKeyInfo | undefined => byKey.get(key);

/** The records a page slot may point at, as the admin lists return them. */
export interface SlotSources {
  outerProducts: OuterProduct[];
  articles: Article[];
  videos: Video[];
}

export interface SlotOption {
  /** The stored value, exactly as the public pages read it. */
  value: string;
  title: string;
}

/** What each kind of slot stores, from the record it names (the seed's and the public pages' forms). */
export const slotOptions = (kind: SlotKind, sources: SlotSources): SlotOption[] => {
  const categories = (type: number) =>
    sources.outerProducts
      .filter((category) => category.productType === type)
      .map((category) => ({ value: siteAddress.outerProduct(category.namePath), title: category.name }));
  const articles = (type: number, value: (article: Article) => string) =>
    sources.articles
      .filter((article) => article.articleType === type)
      .map((article) => ({ value: value(article), title: article.headerText }));
  switch (kind) {
    case 'productCategory':
      return categories(PRODUCT_TYPE.product);
    case 'toolCategory':
      return categories(PRODUCT_TYPE.maintenanceTool);
    case 'service':
      return articles(ARTICLE_TYPE.service, siteAddress.article);
    case 'news':
      return articles(ARTICLE_TYPE.news, (article) => article.articlePath);
    case 'support':
      return articles(ARTICLE_TYPE.support, (article) => article.articlePath);
    case 'video':
      return sources.videos.map((video) => ({ value: video.uniqueYoutubeId, title: video.headerText }));
  }
};

/**
 * Whether a slot's value names a page that exists. A category slot accepts a category of either type, as the
 * address /products/<path> serves both; an empty slot is not broken (the page falls back on its own).
 */
export const slotPageExists = (kind: SlotKind, value: string, sources: SlotSources): boolean => {
  if (value.trim() === '') return true;
  const kinds: SlotKind[] =
    kind === 'productCategory' || kind === 'toolCategory' ? ['productCategory', 'toolCategory'] : [kind];
  return kinds.some((each) => slotOptions(each, sources).some((option) => option.value === value));
};

export interface BrokenSlot {
  key: string;
  label: string;
  group: string;
  value: string;
}

/** The page slots of these values that point at a page no longer on the site, in the screen's order. */
export const brokenSlots = (values: ReadonlyMap<string, string>, sources: SlotSources): BrokenSlot[] =>
  CONFIG_KEYS.flatMap((info) => {
    const value = values.get(info.key);
    if (!info.slot || value === undefined || slotPageExists(info.slot, value, sources)) return [];
    const group = CONFIG_GROUPS.find((each) => each.id === info.group)!.title;
    return [{ key: info.key, label: info.label, group, value }];
  });

/** The id of a key's field on the configuration screen, which the dashboard and the hints link to. */
export const configFieldId = (key: string): string => `config-${key}`;
