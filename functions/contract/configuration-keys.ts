import { siteAddress } from './site-addresses';

// The names of the configuration keys the site reads, so a read is `value(CONFIG_KEY.PHONE)` and a misspelt key
// does not compile. Names only: what each key is, who edits it and where it shows are its entry in the registry
// (configuration-registry.ts), which the back office, the seed and the server read and the site's first view
// leaves out.

export const CONFIG_KEY = {
  PHONE: 'PHONE',
  ZALO: 'Zalo',
  ZALO_CONTACT_NAME: 'ZALO_CONTACT_NAME',
  NAV_SP_1: 'NAV_SP_1',
  NAV_SP_2: 'NAV_SP_2',
  NAV_SP_3: 'NAV_SP_3',
  NAV_SP_4: 'NAV_SP_4',
  NAV_SP_5: 'NAV_SP_5',
  NAV_SP_6: 'NAV_SP_6',
  NAV_SP_7: 'NAV_SP_7',
  NAV_DV_1: 'NAV_DV_1',
  NAV_DV_2: 'NAV_DV_2',
  NAV_DV_3: 'NAV_DV_3',
  NAV_DV_4: 'NAV_DV_4',
  NAV_CCBD_1: 'NAV_CCBD_1',
  NAV_CCBD_2: 'NAV_CCBD_2',
  NAV_CCBD_3: 'NAV_CCBD_3',
  SPDV_SP_1: 'SPDV_SP_1',
  SPDV_SP_2: 'SPDV_SP_2',
  SPDV_SP_3: 'SPDV_SP_3',
  SPDV_SP_4: 'SPDV_SP_4',
  SPDV_DV_1: 'SPDV_DV_1',
  SPDV_DV_2: 'SPDV_DV_2',
  BLOG_BIG: 'BLOG_BIG',
  BLOG_1: 'BLOG_1',
  BLOG_2: 'BLOG_2',
  BLOG_RIGHT_1: 'BLOG_RIGHT_1',
  BLOG_RIGHT_2: 'BLOG_RIGHT_2',
  BLOG_RIGHT_3: 'BLOG_RIGHT_3',
  BLOG_RIGHT_4: 'BLOG_RIGHT_4',
  VIDEO_1: 'VIDEO_1',
  VIDEO_2: 'VIDEO_2',
  VIDEO_3: 'VIDEO_3',
  VIDEO_4: 'VIDEO_4',
  FOOTER_COL1_ADDRESS: 'FOOTER_COL1_ADDRESS',
  FOOTER_COL1_PHONE1: 'FOOTER_COL1_PHONE1',
  FOOTER_COL1_PHONE2: 'FOOTER_COL1_PHONE2',
  FOOTER_COL1_EMAIL: 'FOOTER_COL1_EMAIL',
  FOOTER_COL3_PAYMENT: 'FOOTER_COL3_PAYMENT',
  FOOTER_COL3_REFUND: 'FOOTER_COL3_REFUND',
  FOOTER_COL3_SHIP: 'FOOTER_COL3_SHIP',
  FOOTER_COL3_PAYMENTRULE: 'FOOTER_COL3_PAYMENTRULE',
  FOOTER_COL4_FANPAGE: 'FOOTER_COL4_FANPAGE',
  FOOTER_COL4_YOUTUBE: 'FOOTER_COL4_YOUTUBE',
  CONTACT_ADDRESS: 'CONTACT_ADDRESS',
  CONTACT_GGMAP_LINK: 'CONTACT_GGMAP_LINK',
  CONTACT_FULL_TEXT: 'CONTACT_FULL_TEXT',
  QUOTE_EMAIL: 'QUOTE_EMAIL',
  QUOTE_THANK_YOU: 'QUOTE_THANK_YOU',
  QUOTE_COMPANY_NAME: 'QUOTE_COMPANY_NAME',
  QUOTE_COMPANY_ADDRESS: 'QUOTE_COMPANY_ADDRESS',
  QUOTE_COMPANY_TAX_CODE: 'QUOTE_COMPANY_TAX_CODE',
  QUOTE_COMPANY_PHONE: 'QUOTE_COMPANY_PHONE',
  QUOTE_COMPANY_EMAIL: 'QUOTE_COMPANY_EMAIL',
  QUOTE_TERMS: 'QUOTE_TERMS',
  OWNER_EMAIL: 'OWNER_EMAIL',
  ABOUT_US: 'ABOUT_US',
} as const;

export type ConfigKey = (typeof CONFIG_KEY)[keyof typeof CONFIG_KEY];

const { NAV_SP_1, NAV_SP_2, NAV_SP_3, NAV_SP_4, NAV_SP_5, NAV_SP_6, NAV_SP_7 } = CONFIG_KEY;
const { NAV_DV_1, NAV_DV_2, NAV_DV_3, NAV_DV_4, NAV_CCBD_1, NAV_CCBD_2, NAV_CCBD_3 } = CONFIG_KEY;
const { SPDV_SP_1, SPDV_SP_2, SPDV_SP_3, SPDV_SP_4, SPDV_DV_1, SPDV_DV_2 } = CONFIG_KEY;
const { BLOG_RIGHT_1, BLOG_RIGHT_2, BLOG_RIGHT_3, BLOG_RIGHT_4 } = CONFIG_KEY;

/** The numbered slots, in order: the n-th key fills the n-th place. */
export const SLOT_KEYS = {
  productMenu: [NAV_SP_1, NAV_SP_2, NAV_SP_3, NAV_SP_4, NAV_SP_5, NAV_SP_6, NAV_SP_7],
  serviceMenu: [NAV_DV_1, NAV_DV_2, NAV_DV_3, NAV_DV_4],
  toolMenu: [NAV_CCBD_1, NAV_CCBD_2, NAV_CCBD_3],
  homeProductTiles: [SPDV_SP_1, SPDV_SP_2, SPDV_SP_3, SPDV_SP_4],
  homeServiceTiles: [SPDV_DV_1, SPDV_DV_2],
  /** The big news card first, then two. */
  homeNews: [CONFIG_KEY.BLOG_BIG, CONFIG_KEY.BLOG_1, CONFIG_KEY.BLOG_2],
  homeSupport: [BLOG_RIGHT_1, BLOG_RIGHT_2, BLOG_RIGHT_3, BLOG_RIGHT_4],
  homeVideos: [CONFIG_KEY.VIDEO_1, CONFIG_KEY.VIDEO_2, CONFIG_KEY.VIDEO_3, CONFIG_KEY.VIDEO_4],
} as const satisfies Record<string, readonly ConfigKey[]>;

/** The titles of the home page's tiles, by the key that names the page each leads to. */
export const HOME_TILE_TITLES = {
  [SPDV_SP_1]: 'Vòng bi FAG',
  [SPDV_SP_2]: 'Gối đỡ vòng bi',
  [SPDV_SP_3]: 'Vòng bi INA',
  [SPDV_SP_4]: 'Vòng bi NMB',
  [SPDV_DV_1]: 'Đo phân tích rung động',
  [SPDV_DV_2]: 'Gia nhiệt, lắp đặt vòng bi',
} as const satisfies Partial<Record<ConfigKey, string>>;

/**
 * Rich texts that only their own page shows, and that page: every other page leaves them out of the
 * configuration it carries, so a published page stays within a new connection's first round trip.
 */
export const PAGE_TEXT_PAGES = {
  [CONFIG_KEY.ABOUT_US]: siteAddress.aboutUs,
  [CONFIG_KEY.CONTACT_FULL_TEXT]: siteAddress.contact,
} as const satisfies Partial<Record<ConfigKey, string>>;

export type PageTextKey = keyof typeof PAGE_TEXT_PAGES;

export const isPageTextKey = (configKey: string): configKey is PageTextKey => configKey in PAGE_TEXT_PAGES;
