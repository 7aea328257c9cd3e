import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PUBLISHED_PAGE_CACHE_CONTROL } from '@vongbi/functions/core/published-pages';
import { getOnTheWire } from '../helpers/raw-http';
import { siteUrl } from '../helpers/site-url';

// `npm start -- --prod` serves the build as CloudFront does: compressed for a viewer that accepts it, with
// the cache headers of the deployed site (so a local page load transfers what a phone would), and the same
// fallback of routes to the app.

const getRaw = (path: string, acceptEncoding?: string) => getOnTheWire(`${siteUrl}${path}`, acceptEncoding);

describe('the production build as served locally', () => {
  it('sends the page and its scripts brotli-compressed, the scripts cached for good', async () => {
    const page = await getRaw('/', 'br, gzip');
    // A page under 1,000 bytes (the bare shell) goes out as it is, as CloudFront would send it.
    const html = (page.headers['content-encoding'] === 'br' ? brotliDecompressSync(page.bytes) : page.bytes).toString();
    // The app's entry and its static imports (the app's chunk, the bundler's runtime), which the page's inline boot
    // script fetches.
    const appScripts = /<script type="application\/json" id="app-scripts">([^<]+)<\/script>/.exec(html)?.[1];
    const { entry, preloads } = JSON.parse(appScripts ?? '{}') as { entry?: string; preloads?: string[] };

    expect(page.headers['content-encoding']).toBe(html.length >= 1000 ? 'br' : undefined);
    // Home is a published page, short-lived at the edge like every published page.
    expect(page.headers['cache-control']).toBe(PUBLISHED_PAGE_CACHE_CONTROL);
    expect(entry).toBeDefined();
    expect(preloads).not.toEqual([]);
    const assets = await Promise.all([entry!, ...preloads!].map((script) => getRaw(script, 'br, gzip')));
    for (const asset of assets) {
      // The bundler's runtime is under 1,000 bytes: it goes out as it is, as the page would.
      const size =
        asset.headers['content-encoding'] === 'br' ? brotliDecompressSync(asset.bytes).length : asset.bytes.length;
      expect(asset.headers['content-encoding']).toBe(size >= 1000 ? 'br' : undefined);
      expect(asset.headers.vary).toBe(size >= 1000 ? 'Accept-Encoding' : undefined);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(asset.headers['content-length'])).toBe(asset.bytes.length);
    }
    // The app's chunk, the largest, is minified code that brotli makes over three times smaller.
    const app = assets.reduce((largest, asset) => (asset.bytes.length > largest.bytes.length ? asset : largest));
    expect(app.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(app.bytes).length).toBeGreaterThan(app.bytes.length * 3);
  });

  it('answers a route with a dot in it with the app, and a missing build file with 404, as CloudFront does', async () => {
    const route = await fetch(`${siteUrl}/search/6205.2RS`);
    const missing = await fetch(`${siteUrl}/assets/khong-co.js`);

    expect(route.status).toBe(200);
    expect(route.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await route.text()).toContain('<div id="root">');
    expect(missing.status).toBe(404);
    await missing.arrayBuffer();
  });
});
