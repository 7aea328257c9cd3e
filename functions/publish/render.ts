import { IN_PROCESS_API_BASE, inProcessApiFetch } from './in-process-api';
import { readTemplate } from './site-bucket';

// Rendering one public URL with the site's own server entry, reading the API in-process: what the publisher
// writes as static pages and what the search-page function answers on request.

/** What the renders of one publish (or one search page) share: the template, the API answers read so far, the origin. */
export interface RenderContext {
  template: string;
  fetch: typeof fetch;
  /** Absolute origin of the site, without a trailing slash, for canonical and Open Graph URLs. */
  siteUrl: string;
}

export const renderContext = async (siteUrl: string, template?: string): Promise<RenderContext> => ({
  template: template ?? (await readTemplate()),
  fetch: inProcessApiFetch(),
  siteUrl,
});

/** One URL rendered into the template. */
export const renderUrl = async (url: string, { template, fetch, siteUrl }: RenderContext) => {
  // Built by `npm run build`; esbuild bundles it into the Lambda like any other import.
  const { render } = await import('../../frontend/dist-server/entry-server.js');
  return render(url, { apiBaseUrl: IN_PROCESS_API_BASE, fetch, template, siteUrl });
};
