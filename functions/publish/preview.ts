import { IN_PROCESS_API_BASE } from './in-process-api';
import { renderContext, renderUrl } from './render';
import { readTemplate } from './site-bucket';

// A preview: one page rendered exactly as the publisher renders it (the same template, server entry and
// in-process API), except that the API's answer for the record being edited is its unsaved version. The page
// is answered to the staff member who asked, never written, cached or listed: it is marked as a preview and
// `noindex`, and carries none of the app's scripts (it is shown in a tab of its own, where the app's router
// would not find its address).

/** An API answer the render reads in place of the stored one: `GET /api/<path>?path=<value>`. */
export interface ReplacedAnswer {
  /** The route's path under /api, e.g. `/InnerProduct/GetByPath`. */
  route: string;
  /** Its `?path=` value; none for a route read without one (`/Configuration`). */
  path?: string;
  body: unknown;
}

const answering =
  (fetch: typeof globalThis.fetch, replaced: ReplacedAnswer): typeof globalThis.fetch =>
  async (input, init) => {
    const url = new URL(new Request(input, init).url);
    if (
      url.pathname === new URL(`${IN_PROCESS_API_BASE}${replaced.route}`).pathname &&
      url.searchParams.get('path') === (replaced.path ?? null)
    ) {
      return new Response(JSON.stringify(replaced.body), {
        status: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      });
    }
    return fetch(input, init);
  };

export const PREVIEW_BANNER_TEXT = 'Bản xem trước: chưa lưu, chưa xuất bản';

/** The published page made a preview: scripts out (JSON data blocks stay), `noindex`, and a banner saying so. */
export const markPreview = (html: string): string =>
  html
    .replace(/<script\b(?![^>]*type="application\/json")[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
    .replace(/<meta\s+name="robots"[^>]*>/gi, '')
    .replace(/<head>/i, '<head><meta name="robots" content="noindex, nofollow">')
    .replace(/<title>/i, '<title>[Xem trước] ')
    .replace(
      /<body([^>]*)>/i,
      `<body$1><div role="status" style="position:sticky;top:0;z-index:1000;padding:8px 16px;background:#f5a524;color:#07233f;font:700 15px/1.4 system-ui,sans-serif;text-align:center">${PREVIEW_BANNER_TEXT}</div>`,
    );

/** Renders `url` with `replaced` in place of the stored answer, for the origin `siteUrl`; the preview's HTML. */
export const renderPreview = async (url: string, replaced: ReplacedAnswer, siteUrl: string): Promise<string> => {
  const context = await renderContext(siteUrl, await readTemplate());
  const result = await renderUrl(url, { ...context, fetch: answering(context.fetch, replaced) });
  if (result.status !== 200 || result.redirect) {
    throw new Error(`preview of ${url} rendered with status ${result.status}`);
  }
  return markPreview(result.html);
};
