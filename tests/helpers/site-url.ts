import { inject } from 'vitest';

/** This worker's own site (site.global-setup.ts). */
export const siteUrl = (() => {
  const siteUrls = inject('siteUrls');
  return siteUrls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % siteUrls.length]!;
})();
