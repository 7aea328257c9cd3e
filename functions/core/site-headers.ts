// Response headers for the site's pages: the CDK response-headers policy and the local server both use
// these, so local runs show the same CSP breakage (or none) that production would.

/**
 * The hash of the one inline script, frontend/src/boot.ts as the build bundles it into every page's head.
 * The frontend build fails, naming the new value, when it no longer matches.
 */
export const BOOT_SCRIPT_HASH = 'sha256-yUCuxzk4b3Tusxc1gooUisDSPVTl7PI/YOgnxWWCMvg=';

/**
 * The CSP. `uploadOrigin` is the files bucket's, the one origin besides the site's that the browser connects to: the
 * import screen PUTs a spreadsheet there with a URL the API signed (a Lambda request could not carry it).
 */
export const contentSecurityPolicyFor = (uploadOrigin?: string): string =>
  [
    "default-src 'self'",
    `script-src 'self' '${BOOT_SCRIPT_HASH}'`,
    // React and the rich-text editor set inline styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://i.ytimg.com",
    "font-src 'self'",
    uploadOrigin ? `connect-src 'self' ${uploadOrigin}` : "connect-src 'self'",
    // The image compressor's worker starts from a blob: URL and loads its library from our own build.
    "worker-src 'self' blob:",
    // YouTube embeds and the contact page's map are the only frames.
    'frame-src https://www.youtube.com https://www.youtube-nocookie.com https://www.google.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/**
 * Cache headers of the site's own files, set on upload by the deployment and sent by the local server alike:
 * Vite fingerprints everything under assets/, so those are kept for good; everything else is revalidated.
 */
export const siteCacheControl = {
  assets: 'public, max-age=31536000, immutable',
  pages: 'public, max-age=0, must-revalidate',
} as const;

/**
 * Which paths of the site are the build's own files rather than routes of the app: anything under /assets/
 * and files at the root with one of these extensions. A dot elsewhere is part of a route (`/search/6205.2RS`).
 * CloudFront's fallback function and the local server both decide by this.
 */
export const SITE_ROOT_FILE_EXTENSIONS = [
  'html',
  'ico',
  'svg',
  'png',
  'webp',
  'jpg',
  'txt',
  'xml',
  'json',
  'webmanifest',
  'js',
  'css',
] as const;

const ROOT_FILE = new RegExp(`^/[^/]+\\.(${SITE_ROOT_FILE_EXTENSIONS.join('|')})$`, 'i');

export const isSiteBuildFile = (path: string): boolean => path.startsWith('/assets/') || ROOT_FILE.test(path);

/** The headers of every page and file of the site; `uploadOrigin` as contentSecurityPolicyFor takes it. */
export const siteSecurityHeadersFor = (uploadOrigin?: string): Record<string, string> => ({
  'Content-Security-Policy': contentSecurityPolicyFor(uploadOrigin),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
});
