import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLISHED_PAGE_CACHE_CONTROL } from '@vongbi/functions/core/published-pages';
import { handler } from '@vongbi/functions/search-page/handler';
import { useTestApi } from '../helpers/api-client';
import { createImage, send } from '../helpers/catalogue';
import { prepareSiteBucket } from '../helpers/site-bucket';

// The search-page function (functions/search-page/handler.ts) as CloudFront's /search* behaviours call it: a
// catalogue created through the API, pages rendered on request from the site bucket's template, the event
// holding only the path and the viewer's host, as the origin request policy sends them.

const api = useTestApi();

const HYDRATION = /<script type="application\/json" id="router-hydration-data">([\s\S]*?)<\/script>/;

const searchPage = async (path: string) => {
  const result = await handler({ rawPath: path, headers: { 'x-forwarded-host': 'vongbi.example' } });
  const html = result.body ?? '';
  const hydration = HYDRATION.exec(html)?.[1];
  return {
    status: result.statusCode,
    headers: result.headers ?? {},
    html,
    /** The search route's loader data the browser hydrates with. */
    results: hydration
      ? (
          Object.values(JSON.parse(hydration).loaderData as Record<string, unknown>).find(
            (data) => (data as { results?: unknown })?.results,
          ) as { results: { name: string }[] } | undefined
        )?.results
      : undefined,
  };
};

const names = (results: { name: string }[] | undefined) => (results ?? []).map((result) => result.name);

beforeAll(async () => {
  await prepareSiteBucket();

  const cookie = await api.login();
  const image = await createImage('vong-bi.png');
  const outer = await send<{ id: number }>(api, 'POST', '/api/OuterProduct', {
    cookie,
    json: { name: 'Vòng bi FAG', namePath: 'vong-bi-fag', summaryDetail: 'Tóm tắt', productType: 0, imageId: image.id },
  });
  expect(outer.status).toBe(201);
  for (const [name, namePath, productSeries] of [
    ['Vòng bi cầu FAG 6205-2RSR', 'vong-bi-cau-fag-6205-2rsr', '6205-2RSR'],
    ['Vòng bi cầu SKF 6310-2Z/C3', 'vong-bi-cau-skf-6310-2z-c3', '6310-2Z/C3'],
  ]) {
    const created = await send(api, 'POST', '/api/InnerProduct', {
      cookie,
      json: {
        name,
        namePath,
        description: '<p>Mô tả</p>',
        shortDescription: 'Vòng bi cầu một dãy',
        videos: '',
        imageId: image.id,
        imageIds: [],
        outerProductId: outer.body.id,
        brand: 'FAG',
        madeIn: 'Đức',
        productSeries,
      },
    });
    expect(created.status).toBe(201);
  }
});

describe('GET /search/{name} (search-page function)', () => {
  it('shows the verdicts beside the results when the query names another maker’s code', async () => {
    // React separates adjacent text with empty comments; the visitor reads the text.
    const shown = async (path: string) => {
      const page = await searchPage(path);
      expect(page.status, path).toBe(200);
      return page.html.replace(/<!-- -->/g, '');
    };

    const skf = await shown('/search/SKF%206205-2RS1');
    expect(skf).toContain('Mã FAG/INA thay thế cho SKF 6205-2RS1');
    expect(skf).toMatch(
      /Vòng bi cầu FAG 6205-2RSR<\/a><span class="equivalents__verdict equivalents__verdict--drop-in">Thay thế trực tiếp/,
    );

    const nsk = await shown('/search/NSK%206310ZZ');
    expect(nsk).toContain('Thay thế có điều kiện');
    expect(nsk).toContain('Khe hở CN → C3: lỏng hơn');

    // Tighter clearance is never offered; FAG's own code needs no verdict.
    expect(await shown('/search/NSK%206205DDUC3')).not.toContain('class="equivalents"');
    expect(await shown('/search/6205-2RSR')).not.toContain('class="equivalents"');
  });
  it('renders the matching cards on the server, noindex, kept at the edge as long as the public answers', async () => {
    const page = await searchPage('/search/62052rs');
    expect(page.status).toBe(200);
    expect(page.headers['Content-Type']).toBe('text/html; charset=utf-8');
    expect(page.headers['Cache-Control']).toBe(PUBLISHED_PAGE_CACHE_CONTROL);
    expect(page.html).toContain('Tìm kiếm theo tên: <!-- -->62052rs</h1>');
    // The card is in the markup itself, not drawn after the app loads.
    expect(page.html).toMatch(/<a[^>]+href="\/products\/vong-bi-fag\/vong-bi-cau-fag-6205-2rsr"/);
    expect(page.html).toContain('<meta name="robots" content="noindex');
    expect(page.html).toContain('https://vongbi.example/search/62052rs');
    expect(names(page.results)).toEqual(['Vòng bi cầu FAG 6205-2RSR']);
  });

  it('reads the path as typed, encoded: a shield code with a space and a slash-free suffix', async () => {
    const page = await searchPage(`/search/${encodeURIComponent('6310 zz')}`);
    expect(page.status).toBe(200);
    expect(names(page.results)).toEqual(['Vòng bi cầu SKF 6310-2Z/C3']);
  });

  it('offers the hotline when nothing is found', async () => {
    const page = await searchPage('/search/khong-co-ma-nay');
    expect(page.status).toBe(200);
    expect(page.results).toEqual([]);
    expect(page.html).toContain('Không tìm thấy sản phẩm nào phù hợp.');
    expect(page.html).toContain('search-help-heading');
  });

  it.each([
    ['only punctuation', `/search/${encodeURIComponent('-/.,;')}`],
    ['emoji', `/search/${encodeURIComponent('🔩🔩')}`],
    ['a lone surrogate, as broken UTF-8', '/search/%ED%A0%80'],
    ['a broken escape', '/search/%E0%A4%A'],
    ['no name at all', '/search'],
  ])('answers %s with an empty list, never an error', async (_, path) => {
    const page = await searchPage(path);
    expect(page.status).toBe(200);
    expect(page.headers['Cache-Control']).toBe(PUBLISHED_PAGE_CACHE_CONTROL);
    expect(page.html).toContain('class="search-heading"');
    expect(page.results ?? []).toEqual([]);
  });

  it('cuts a query longer than the search route accepts instead of failing', async () => {
    const page = await searchPage(`/search/${'6205-2RS '.repeat(1_100).replace(/ /g, '%20')}`);
    expect(page.status).toBe(200);
    expect(names(page.results)).toEqual(['Vòng bi cầu FAG 6205-2RSR']);
  });

  it('answers a path below a search with the not-found page and 404', async () => {
    const page = await searchPage('/search/6205/2rs/x');
    expect(page.status).toBe(404);
    expect(page.html).toContain('Không tìm thấy trang');
  });

  it('renders nothing for a path that is not a search page', async () => {
    const page = await searchPage('/products/vong-bi-fag');
    expect(page.status).toBe(404);
    expect(page.html).toBe('');
  });
});
