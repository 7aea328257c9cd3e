// Configuration keys the public pages read by name, apart from configuration.ts and its schemas, so the site's
// first view does not carry the schema library.

/** The sales contact the floating Zalo button names after the number: "0912345678 (Mr. Tuấn – Kinh doanh)". */
export const ZALO_CONTACT_NAME_KEY = 'ZALO_CONTACT_NAME';
