import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  RouterContextProvider,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import type { ConfigItem } from '@vongbi/functions/contract';
import { siteRoutes } from './app/site-routes';
import { apiContext } from './lib/api-client';
import { escapeHtml, scriptJson } from './lib/html-escape';
import { HYDRATION_DATA_ID } from './lib/page-takeover';
import { pageHead } from './lib/page-head';
import { documentTitle, NOT_FOUND_META, resolvePageMeta, DEFAULT_DESCRIPTION, type PageMeta } from './lib/page-meta';
import { stylesUsedBy } from './lib/used-styles';

export { robotsTxt } from './lib/robots';

// Renders one public URL to HTML in Node (the publisher writes it as a static page; a test renders every
// route). The loaders run here exactly as in the browser, through features/*/api, against the API base
// given by the caller. The browser entry hydrates the result with the same route list.

export interface RenderOptions {
  /** Absolute base of the API, e.g. `https://example.com/api` or `http://127.0.0.1:3101/api`. */
  apiBaseUrl: string;
  /** A fetch to reach it with (e.g. one that calls the handlers in-process); the global fetch otherwise. */
  fetch?: typeof fetch;
  /** The built `index.html`; the rendered page, its head and its data go into it. */
  template: string;
  /** Absolute origin of the public site, without a trailing slash, for canonical and shared-link URLs. */
  siteUrl: string;
}

export interface RenderResult {
  /** 200, or 404 for an unknown path, id or type; 500 when the API failed. */
  status: number;
  meta: PageMeta;
  /** The whole document (the template filled in). */
  html: string;
  /** Set when a loader redirected; `html` is then empty. */
  redirect?: string;
}

/** The router's hydration format for thrown errors (what its own inline script would write). */
const serializeErrors = (errors: StaticHandlerContext['errors']) => {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, error]) => [
      routeId,
      isRouteErrorResponse(error)
        ? { ...error, __type: 'RouteErrorResponse' }
        : { message: error instanceof Error ? error.message : String(error), __type: 'Error' },
    ]),
  );
};

const pageMeta = (context: StaticHandlerContext): PageMeta => {
  const error = context.errors ? Object.values(context.errors)[0] : undefined;
  if (error !== undefined) {
    return isRouteErrorResponse(error) && error.status === 404 ? NOT_FOUND_META : { title: 'Đã có lỗi xảy ra' };
  }
  return resolvePageMeta(
    context.matches.map((match) => ({ handle: match.route.handle, data: context.loaderData[match.route.id] })),
  );
};

// The public pages only: the back office is rendered in the browser, so its screens and the rich-text editor
// stay out of the server bundle (and of the publisher's).
const handler = createStaticHandler(siteRoutes);

export const render = async (url: string, options: RenderOptions): Promise<RenderResult> => {
  const request = new Request(new URL(url, 'http://localhost'));
  const api = { baseUrl: options.apiBaseUrl, fetch: options.fetch };
  const context = await handler.query(request, {
    requestContext: new RouterContextProvider(new Map([[apiContext, api]])),
  });
  if (context instanceof Response) {
    const location = context.headers.get('Location') ?? '/';
    return { status: context.status, meta: { title: '' }, html: '', redirect: location };
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  // The hydration data goes into the document outside #root, so the markup React hydrates is exactly
  // what it renders in the browser, and as a JSON data block, which is never run, so the CSP has no say.
  const appHtml = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  const hydrationData = {
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: serializeErrors(context.errors),
  };
  const meta = pageMeta(context);
  const head = pageHead(meta, {
    siteUrl: options.siteUrl,
    configuration: (context.loaderData.root as ConfigItem[] | undefined) ?? [],
  });
  // The shell's own noindex (it stands for pages rendered in the browser only) gives way to the page's head.
  const html = options.template
    .replace(/\s*<meta\s+name="robots"\s+content="[^"]*"\s*\/?>/, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(documentTitle(meta))}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(meta.description ?? DEFAULT_DESCRIPTION)}" />\n    ${head}`,
    )
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${appHtml}</div><script type="application/json" id="${HYDRATION_DATA_ID}">${scriptJson(hydrationData)}</script>`,
    );
  return { status: context.statusCode, meta, html: withUsedStyles(html) };
};

/** The site's stylesheet as vite.config.ts inlines it into index.html, with the address of its whole file. */
const SITE_STYLESHEET = /<style data-site-stylesheet="([^"]+)">([\s\S]*?)<\/style>/;

/**
 * The page with only the rules of the site's stylesheet that its HTML can use (lib/used-styles.ts); the
 * attribute names the whole file, which src/boot.ts loads before the app starts.
 */
const withUsedStyles = (html: string): string => {
  const [stylesheet, href, css] = SITE_STYLESHEET.exec(html) ?? [];
  if (stylesheet === undefined) return html;
  const used = stylesUsedBy(css!, html.replace(stylesheet, ''));
  return html.replace(stylesheet, () => `<style data-pruned-from="${href}">${used}</style>`);
};
