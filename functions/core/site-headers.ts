// Response headers for the site's pages: the CDK response-headers policy and the local server both use
// these, so local runs show the same CSP breakage (or none) that production would.

export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  // React and the rich-text editor set inline styles.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://i.ytimg.com",
  "font-src 'self'",
  "connect-src 'self'",
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

export const siteSecurityHeaders: Record<string, string> = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};
