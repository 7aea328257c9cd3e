import { ADMIN_LOGIN_ADDRESS, siteAddress } from '@vongbi/functions/contract/site-addresses';

// The public site's URLs are the contract's (contract/site-addresses.ts), which the publisher and the edge read
// too; the back office's are its screens' (config/admin-screens.ts, adminPaths), kept out of the site's code.

export const paths = {
  ...siteAddress,
  adminLogin: ADMIN_LOGIN_ADDRESS,
} as const;
