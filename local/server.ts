import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { ViteDevServer } from 'vite';
import { messages } from '@vongbi/functions/contract/messages';
import {
  API_PREFIX,
  isBrowserRenderedPath,
  isSearchPagePath,
  ROBOTS_KEY,
  SITEMAP_KEY,
} from '@vongbi/functions/contract/site-addresses';
import { MOVED_CACHE_CONTROL, NOT_FOUND_PAGE_KEY, pageKey, publishedUrl } from '@vongbi/functions/core/published-pages';
import { findMovedPage } from '@vongbi/functions/core/services/moved-pages';
import { isSiteBuildFile } from '@vongbi/functions/core/site-headers';
import { findRoute } from '@vongbi/functions/route-match';
import { ensureFrontendBuild, frontendRoot } from './frontend-build';
import { invokeRoute, PayloadTooLargeError, writeResult } from './lambda-adapter';
import { localSecurityHeaders, servePublishedObject, serveSiteBuild, serveUpload } from './static-files';

// One origin, as CloudFront gives in AWS: /api/* to the handlers, /static/* from the files bucket, and the
// site from Vite (development, hot reload) or, in production mode, as the edge serves it: build files from
// the build, the sitemap and published pages from the site bucket (a moved page's old URL answers 301 to where
// it is now, any other unpublished URL gets the not-found page with 404), search pages from the search-page function, admin paths the app shell. Before anything is
// published, every other route gets the app shell.

export type FrontendMode = 'dev' | 'prod' | 'none';

export interface SiteServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export class PortBusyError extends Error {}

const sendJson = (
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void => {
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
  response.end(JSON.stringify(body));
};

const listen = (server: Server, port: number, host: string): Promise<number> =>
  new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new PortBusyError(`Port ${port} on ${host} is already in use.`) : error),
    );
    server.listen(port, host, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });

/** Fails fast, before any emulator starts, when the site's port is taken. */
export const assertPortFree = async (port: number, host = '127.0.0.1'): Promise<void> => {
  const probe = createServer();
  await listen(probe, port, host);
  await new Promise<void>((resolve) => probe.close(() => resolve()));
};

export const startSiteServer = async (options: {
  port: number;
  host?: string;
  frontend: FrontendMode;
}): Promise<SiteServer> => {
  const host = options.host ?? '127.0.0.1';
  const bucket = process.env.FILES_BUCKET!;
  const siteBucket = process.env.SITE_BUCKET!;
  let vite: ViteDevServer | undefined;
  const distRoot = join(frontendRoot, 'dist');
  if (options.frontend === 'prod') await ensureFrontendBuild();

  /** A moved page's 301, as the edge answers it: to where its content is now, the query string kept. */
  const serveMoved = async (response: ServerResponse, publishedAs: string, url: URL): Promise<boolean> => {
    const to = await findMovedPage(publishedAs);
    if (to === undefined) return false;
    response.writeHead(301, {
      Location: to.includes('?') ? to : `${to}${url.search}`,
      'Cache-Control': MOVED_CACHE_CONTROL,
      ...localSecurityHeaders(),
    });
    response.end();
    return true;
  };

  /**
   * The edge's viewer-request decision, with "is it in the site bucket" for the KeyValueStore's published URLs
   * and the publisher's moved pages in the table for its moved ones.
   */
  const servePublished = async (request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> => {
    const path = url.pathname;
    if (path === `/${SITEMAP_KEY}`) return servePublishedObject(siteBucket, SITEMAP_KEY, request, response);
    // The published robots.txt names the sitemap; before the first publish, the build's own copy answers.
    if (path === `/${ROBOTS_KEY}`) return servePublishedObject(siteBucket, ROBOTS_KEY, request, response);
    if (isSiteBuildFile(path) || isBrowserRenderedPath(path)) return false;
    const publishedAs = publishedUrl(path, url.searchParams);
    return (
      (publishedAs !== null && (await servePublishedObject(siteBucket, pageKey(publishedAs), request, response))) ||
      (publishedAs !== null && (await serveMoved(response, publishedAs, url))) ||
      servePublishedObject(siteBucket, NOT_FOUND_PAGE_KEY, request, response)
    );
  };

  /** As CloudFront's `/search*` behaviours: the search-page function, the site's headers added. */
  const serveSearchPage = async (request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> => {
    const { handler } = await import('@vongbi/functions/search-page/handler');
    const result = await handler({
      rawPath: url.pathname,
      headers: { 'x-forwarded-host': request.headers.host ?? url.host, 'x-forwarded-proto': 'http' },
    });
    writeResult(request, response, { ...result, headers: { ...result.headers, ...localSecurityHeaders() } });
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://local');
    const path = url.pathname;
    if (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`)) {
      const match = findRoute(request.method ?? 'GET', path);
      if (!match) return sendJson(response, 404, { message: messages.notFound, code: 'NOT_FOUND' });
      return invokeRoute(request, response, url, match);
    }
    if (path.startsWith('/static/')) return serveUpload(bucket, path, response);
    if (vite) {
      vite.middlewares(request, response);
      return;
    }
    if (options.frontend === 'prod') {
      if (isSearchPagePath(path)) return serveSearchPage(request, response, url);
      if (await servePublished(request, response, url)) return;
      return serveSiteBuild(distRoot, request, response, path);
    }
    response.writeHead(404).end();
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (error instanceof PayloadTooLargeError) {
        // The rest of the body is not worth reading: this connection ends with the answer.
        return sendJson(response, 413, { message: messages.tooLarge, code: 'TOO_LARGE' }, { Connection: 'close' });
      }
      console.error(error);
      if (!response.headersSent) sendJson(response, 500, { message: messages.internal, code: 'INTERNAL' });
      else response.end();
    });
  });
  // Node closes an idle connection after 5 s, and a client that reuses it at that moment gets ECONNRESET: a
  // minute, as load balancers keep them, leaves that race to clients idle for exactly a minute.
  server.keepAliveTimeout = 60_000;
  const port = await listen(server, options.port, host);

  if (options.frontend === 'dev') {
    const { createServer: createViteServer } = await import('vite');
    vite = await createViteServer({
      root: frontendRoot,
      configFile: join(frontendRoot, 'vite.config.ts'),
      server: { middlewareMode: true, hmr: { server } },
      appType: 'spa',
      logLevel: 'warn',
    });
  }

  return {
    url: `http://${host}:${port}`,
    port,
    close: async () => {
      await vite?.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
