import { describe, expect, it } from 'vitest';
import {
  affectedUrls,
  isShownOnPages,
  outerProductsDeletedIn,
  outerProductsToExpand,
  productsDepartedIn,
  type CatalogueSnapshot,
  type TableChange,
} from '@vongbi/functions/publish/affected-urls';

// Items as the table stores them (the stream's old and new images, unmarshalled).

const outer = (fields: Record<string, unknown> = {}) => ({
  pk: 'OUTER#5',
  sk: '#',
  id: 5,
  name: 'Vòng bi FAG',
  namePath: 'vong-bi-fag',
  summaryDetail: 'Vòng bi công nghiệp',
  productType: 0,
  imageId: 1,
  innerCount: 3,
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...fields,
});

const inner = (fields: Record<string, unknown> = {}) => ({
  pk: 'INNER#7',
  sk: '#',
  id: 7,
  name: 'Vòng bi 6205',
  namePath: 'vong-bi-6205',
  description: '<p>Mô tả</p>',
  shortDescription: 'Vòng bi cầu',
  imageId: 2,
  imageIds: [],
  outerProductId: 5,
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...fields,
});

const article = (fields: Record<string, unknown> = {}) => ({
  pk: 'ARTICLE#3',
  sk: '#',
  id: 3,
  headerText: 'Tin mới',
  articlePath: 'tin-moi',
  articleType: 0,
  contentData: '<p>Nội dung</p>',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...fields,
});

const catalogue: CatalogueSnapshot = {
  outerProducts: new Map([
    [5, { namePath: 'vong-bi-fag', productType: 0 }],
    [6, { namePath: 'dung-cu-bao-tri', productType: 1 }],
  ]),
  innerProducts: new Map([
    [
      5,
      [
        { name: 'Vòng bi 6205', namePath: 'vong-bi-6205' },
        { name: 'Vòng bi 6206', namePath: 'vong-bi-6206' },
      ],
    ],
    [6, []],
  ]),
  articles: [
    { articlePath: 'tin-moi', articleType: 0 },
    { articlePath: 'tin-cu', articleType: 0 },
    { articlePath: 'ho-tro-lap-dat', articleType: 2 },
    { articlePath: 'ho-tro-boi-tron', articleType: 2 },
    { articlePath: 'sua-chua', articleType: 1 },
  ],
};

const sorted = (change: TableChange) => {
  const result = affectedUrls(change, catalogue);
  return { all: result.all, render: [...result.render].sort(), remove: [...result.remove].sort() };
};

describe('affectedUrls: inner products', () => {
  it('renders its page, its category, the list, home and the related pages of its category on an edit', () => {
    const result = sorted({ oldItem: inner(), newItem: inner({ name: 'Vòng bi 6205-2RS' }) });

    expect(result).toEqual({
      all: false,
      render: [
        '/',
        '/products',
        '/products/vong-bi-fag',
        '/products/vong-bi-fag/vong-bi-6205',
        '/products/vong-bi-fag/vong-bi-6206',
      ],
      remove: [],
    });
  });

  it('leaves the other products of its category alone when only its description changed', () => {
    const result = sorted({ oldItem: inner(), newItem: inner({ description: '<p>Mô tả mới</p>' }) });

    expect(result.render).not.toContain('/products/vong-bi-fag/vong-bi-6206');
    expect(result.render).toContain('/products/vong-bi-fag/vong-bi-6205');
  });

  it('removes the old URL after a rename of its path', () => {
    const result = sorted({ oldItem: inner({ namePath: 'cu' }), newItem: inner() });

    expect(result.remove).toEqual(['/products/vong-bi-fag/cu']);
    expect(result.render).toContain('/products/vong-bi-fag/vong-bi-6205');
  });

  it('moves between categories: the old page goes, both categories and both lists are rendered', () => {
    const result = sorted({ oldItem: inner(), newItem: inner({ outerProductId: 6 }) });

    expect(result.remove).toEqual(['/products/vong-bi-fag/vong-bi-6205']);
    expect(result.render).toEqual(
      expect.arrayContaining([
        '/products/dung-cu-bao-tri/vong-bi-6205',
        '/products/dung-cu-bao-tri',
        '/products/vong-bi-fag',
        '/products',
        '/products-maintain',
        '/',
      ]),
    );
  });

  it('removes the page of a deleted product and renders what listed it', () => {
    const result = sorted({ oldItem: inner() });

    expect(result.remove).toEqual(['/products/vong-bi-fag/vong-bi-6205']);
    expect(result.render).toEqual(
      expect.arrayContaining(['/products/vong-bi-fag', '/products', '/', '/products/vong-bi-fag/vong-bi-6206']),
    );
  });

  it('removes the page of a product deleted together with its category, which the snapshot no longer has', () => {
    const batch: TableChange[] = [
      { oldItem: inner({ outerProductId: 9 }) },
      { oldItem: outer({ pk: 'OUTER#9', id: 9, namePath: 'vong-bi-cu' }) },
    ];
    const withDeleted: CatalogueSnapshot = {
      ...catalogue,
      outerProducts: new Map([...outerProductsDeletedIn(batch), ...catalogue.outerProducts]),
    };

    expect(outerProductsDeletedIn(batch)).toEqual([[9, { namePath: 'vong-bi-cu', productType: 0 }]]);
    expect(affectedUrls(batch[0]!, catalogue).remove).toEqual([]);
    expect(affectedUrls(batch[0]!, withDeleted).remove).toEqual(['/products/vong-bi-cu/vong-bi-6205']);
    expect(
      outerProductsDeletedIn([{ oldItem: outer(), newItem: outer({ name: 'Đổi tên' }) }, { oldItem: inner() }]),
    ).toEqual([]);
  });

  it('names the outer products whose inner products the snapshot must hold', () => {
    expect(outerProductsToExpand({ oldItem: inner(), newItem: inner({ outerProductId: 6 }) })).toEqual([5, 6]);
    expect(outerProductsToExpand({ newItem: outer() })).toEqual([5]);
    expect(outerProductsToExpand({ newItem: article() })).toEqual([]);
  });
});

/** The snapshot with category 5 holding `count` products (a list of 24 a page above 20). */
const withCategoryOf = (count: number, departed?: Map<number, number>): CatalogueSnapshot => ({
  ...catalogue,
  innerProducts: new Map([
    [5, Array.from({ length: count }, (_, n) => ({ name: `Vòng bi ${6000 + n}`, namePath: `vong-bi-${6000 + n}` }))],
    [6, []],
  ]),
  departed,
});

const listPages = (urls: readonly string[]) =>
  urls.filter((url) => /^\/products\/vong-bi-fag(\/page\/\d+)?$/.test(url));

describe('affectedUrls: the pages of a category’s list', () => {
  it('renders every page of a long list when one of its products changes', () => {
    const result = affectedUrls({ oldItem: inner(), newItem: inner({ name: 'Vòng bi 6205-2RS' }) }, withCategoryOf(50));

    expect(listPages(result.render).sort()).toEqual([
      '/products/vong-bi-fag',
      '/products/vong-bi-fag/page/2',
      '/products/vong-bi-fag/page/3',
    ]);
    expect(result.remove).toEqual([]);
  });

  it('removes the pages past the last that the products a batch deleted or moved away filled', () => {
    const batch: TableChange[] = [
      { oldItem: inner() },
      { oldItem: inner({ pk: 'INNER#8', id: 8 }), newItem: inner({ pk: 'INNER#8', id: 8, outerProductId: 6 }) },
      { oldItem: inner({ pk: 'INNER#9', id: 9 }), newItem: inner({ pk: 'INNER#9', id: 9, name: 'Đổi tên' }) },
    ];
    const departed = productsDepartedIn(batch);
    // 49 products before the batch (3 pages), 47 after (2 pages).
    const result = affectedUrls(batch[0]!, withCategoryOf(47, departed));

    expect(departed).toEqual(new Map([[5, 2]]));
    expect(listPages(result.render).sort()).toEqual(['/products/vong-bi-fag', '/products/vong-bi-fag/page/2']);
    expect(result.remove).toContain('/products/vong-bi-fag/page/3');
  });

  it('lists nothing past page 1 while the category fits its carousel', () => {
    const result = affectedUrls({ newItem: inner() }, withCategoryOf(20));

    expect(listPages(result.render)).toEqual(['/products/vong-bi-fag']);
  });

  it('moves every page of the list with its category’s path', () => {
    const result = affectedUrls({ oldItem: outer({ namePath: 'fag' }), newItem: outer() }, withCategoryOf(30));

    expect(listPages(result.render).sort()).toEqual(['/products/vong-bi-fag', '/products/vong-bi-fag/page/2']);
    expect(result.remove).toEqual(expect.arrayContaining(['/products/fag', '/products/fag/page/2']));
  });
});

describe('affectedUrls: outer products', () => {
  it('renders its page, its list and home when its text changed, not its inner products', () => {
    const result = sorted({ oldItem: outer(), newItem: outer({ summaryDetail: 'Mới' }) });

    expect(result).toEqual({ all: false, render: ['/', '/products', '/products/vong-bi-fag'], remove: [] });
  });

  it('re-renders its inner products under the new path and removes the old ones after a path change', () => {
    const result = sorted({ oldItem: outer({ namePath: 'fag' }), newItem: outer() });

    expect(result.remove).toEqual(['/products/fag', '/products/fag/vong-bi-6205', '/products/fag/vong-bi-6206']);
    expect(result.render).toEqual([
      '/',
      '/products',
      '/products/vong-bi-fag',
      '/products/vong-bi-fag/vong-bi-6205',
      '/products/vong-bi-fag/vong-bi-6206',
    ]);
  });

  it('re-renders its inner products when its name changed (their breadcrumb shows it)', () => {
    const result = sorted({ oldItem: outer(), newItem: outer({ name: 'Vòng bi Schaeffler' }) });

    expect(result.render).toContain('/products/vong-bi-fag/vong-bi-6205');
    expect(result.remove).toEqual([]);
  });

  it('renders both lists when its type changed, and its inner products (their breadcrumb names the list)', () => {
    const result = sorted({ oldItem: outer(), newItem: outer({ productType: 1 }) });

    expect(result.render).toEqual(
      expect.arrayContaining([
        '/products',
        '/products-maintain',
        '/products/vong-bi-fag/vong-bi-6205',
        '/products/vong-bi-fag/vong-bi-6206',
      ]),
    );
    expect(result.remove).toEqual([]);
  });

  it('touches nothing when only its inner-product count changed', () => {
    expect(sorted({ oldItem: outer(), newItem: outer({ innerCount: 4 }) })).toEqual({
      all: false,
      render: [],
      remove: [],
    });
  });

  it('removes the page of a deleted outer product', () => {
    const result = sorted({ oldItem: outer({ id: 6, pk: 'OUTER#6', namePath: 'dung-cu-bao-tri', productType: 1 }) });

    expect(result).toEqual({ all: false, render: ['/', '/products-maintain'], remove: ['/products/dung-cu-bao-tri'] });
  });
});

describe('affectedUrls: articles', () => {
  it('renders a news article, the blog lists, the other news pages (never a support page) and home', () => {
    const result = sorted({ oldItem: article(), newItem: article({ headerText: 'Tin sửa' }) });

    expect(result).toEqual({
      all: false,
      render: ['/', '/blogs', '/blogs/tin-cu', '/blogs/tin-moi', '/blogs?type=news'],
      remove: [],
    });
  });

  it('renders a service, the services list, the other services and home', () => {
    const result = sorted({ newItem: article({ articlePath: 'sua-chua', articleType: 1 }) });

    expect(result).toEqual({ all: false, render: ['/', '/services', '/services/sua-chua'], remove: [] });
  });

  it('renders a support article, its list and the other support pages (which list it), never a news page', () => {
    const result = sorted({ newItem: article({ articlePath: 'ho-tro-lap-dat', articleType: 2 }) });

    expect(result).toEqual({
      all: false,
      render: ['/', '/blogs', '/blogs/ho-tro-boi-tron', '/blogs/ho-tro-lap-dat', '/blogs?type=support'],
      remove: [],
    });
  });

  it('moves a news article that became a service from /blogs to /services', () => {
    // The snapshot is read after the write: the article is a service there.
    const afterMove = {
      ...catalogue,
      articles: catalogue.articles.map((other) =>
        other.articlePath === 'tin-moi' ? { ...other, articleType: 1 } : other,
      ),
    };

    const result = affectedUrls({ oldItem: article(), newItem: article({ articleType: 1 }) }, afterMove);

    expect(result.remove).toEqual(['/blogs/tin-moi']);
    expect(result.render).toEqual(
      expect.arrayContaining(['/services/tin-moi', '/services', '/services/sua-chua', '/blogs?type=news', '/']),
    );
  });

  it('removes the page of a deleted article', () => {
    const result = affectedUrls({ oldItem: article({ articlePath: 'da-xoa' }) }, catalogue);

    expect(result.remove).toEqual(['/blogs/da-xoa']);
  });
});

describe('affectedUrls: home content and configuration', () => {
  it('renders home for a banner', () => {
    expect(sorted({ newItem: { pk: 'BANNER#1', sk: '#', id: 1, imageId: 2 } })).toEqual({
      all: false,
      render: ['/'],
      remove: [],
    });
  });

  it('renders /genuine for a certificate and for the daily round marking one ran out, not for the notice sent', () => {
    const certificate = {
      pk: 'CERT#1',
      sk: '#',
      id: 1,
      title: 'Nhà phân phối ủy quyền',
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
      shownPublicly: true,
    };

    expect(sorted({ newItem: certificate })).toEqual({ all: false, render: ['/genuine'], remove: [] });
    expect(sorted({ oldItem: certificate })).toEqual({ all: false, render: ['/genuine'], remove: [] });
    expect(sorted({ oldItem: certificate, newItem: { ...certificate, shownPublicly: false } })).toEqual({
      all: false,
      render: ['/genuine'],
      remove: [],
    });
    expect(sorted({ oldItem: certificate, newItem: { ...certificate, noticeSentFor: '2026-12-31' } })).toEqual({
      all: false,
      render: [],
      remove: [],
    });
  });

  it('renders a video page and home, and removes a deleted video page', () => {
    const video = { pk: 'VIDEO#1', sk: '#', id: 1, uniqueYoutubeId: 'dQw4w9WgXcQ', headerText: 'Lắp vòng bi' };

    expect(sorted({ newItem: video })).toEqual({ all: false, render: ['/', '/video/dQw4w9WgXcQ'], remove: [] });
    expect(sorted({ oldItem: video })).toEqual({ all: false, render: ['/'], remove: ['/video/dQw4w9WgXcQ'] });
  });

  it('renders every page for a configuration item the header, footer or structured data carry', () => {
    const item = { pk: 'CONFIG#PHONE', sk: '#', configKey: 'PHONE', value: '0912 345 678' };

    expect(affectedUrls({ oldItem: item, newItem: { ...item, value: '0912 000 000' } }, catalogue).all).toBe(true);
    // A key the site does not name yet is in every page's data too.
    const other = { pk: 'CONFIG#NEW_KEY', sk: '#', configKey: 'NEW_KEY', value: 'x' };
    expect(affectedUrls({ newItem: other }, catalogue).all).toBe(true);
  });

  it('renders only its own page for a page text, and nothing for a staff-only key', () => {
    const aboutUs = { pk: 'CONFIG#ABOUT_US', sk: '#', configKey: 'ABOUT_US', value: '<p>Giới thiệu</p>' };
    const contact = { pk: 'CONFIG#CONTACT_FULL_TEXT', sk: '#', configKey: 'CONTACT_FULL_TEXT', value: '<p>A</p>' };
    const quoteEmail = { pk: 'CONFIG#QUOTE_EMAIL', sk: '#', configKey: 'QUOTE_EMAIL', value: 'a@b.vn' };

    expect(sorted({ oldItem: aboutUs, newItem: { ...aboutUs, value: '<p>Mới</p>' } })).toEqual({
      all: false,
      render: ['/about-us'],
      remove: [],
    });
    expect(sorted({ newItem: contact })).toEqual({ all: false, render: ['/contact'], remove: [] });
    expect(sorted({ oldItem: quoteEmail, newItem: { ...quoteEmail, value: 'c@d.vn' } })).toEqual({
      all: false,
      render: [],
      remove: [],
    });
  });
});

describe('affectedUrls: items on no page', () => {
  it('tells entities on pages from the rest', () => {
    expect(isShownOnPages({ newItem: inner() })).toBe(true);
    expect(isShownOnPages({ oldItem: outer() })).toBe(true);
    expect(isShownOnPages({ newItem: article() })).toBe(true);
  });

  it.each([
    ['a path claim', { pk: 'PATH#INNER#vong-bi-6205', sk: '#', id: 7 }],
    ['a counter', { pk: 'COUNTER#INNER', sk: '#', n: 8 }],
    ['a session', { pk: 'SESSION#abc', sk: '#', ttl: 1 }],
    ['a subscriber', { pk: 'SUB#a@b.vn', sk: '#', gsi1pk: 'SUB' }],
    ['a search-index shard', { pk: 'SEARCH#INNER', sk: 'SHARD#1', entries: [] }],
    ['a search-index version', { pk: 'SEARCH#INNER', sk: 'VERSION#1', version: 2 }],
    ['a file record', { pk: 'FILE#9', sk: '#', urlPath: '/static/files/a.png' }],
    ['a login limit', { pk: 'LOGINLIMIT#x', sk: '#', n: 1 }],
  ])('touches nothing for %s', (_, item) => {
    expect(isShownOnPages({ newItem: item })).toBe(false);
    expect(affectedUrls({ newItem: item }, catalogue)).toEqual({ all: false, render: [], remove: [], moves: [] });
    expect(affectedUrls({ oldItem: item }, catalogue)).toEqual({ all: false, render: [], remove: [], moves: [] });
  });
});

describe('where a removed page moved', () => {
  const movesOf = (change: TableChange) => affectedUrls(change, catalogue).moves;

  it('sends a renamed product’s old URL to its new one', () => {
    expect(movesOf({ oldItem: inner(), newItem: inner({ namePath: 'vong-bi-6205-2rs' }) })).toEqual([
      { from: '/products/vong-bi-fag/vong-bi-6205', to: '/products/vong-bi-fag/vong-bi-6205-2rs' },
    ]);
  });

  it('sends a product moved to another category to its page there', () => {
    expect(movesOf({ oldItem: inner(), newItem: inner({ outerProductId: 6 }) })).toEqual([
      { from: '/products/vong-bi-fag/vong-bi-6205', to: '/products/dung-cu-bao-tri/vong-bi-6205' },
    ]);
  });

  it('sends a deleted product to its category', () => {
    expect(movesOf({ oldItem: inner() })).toEqual([
      { from: '/products/vong-bi-fag/vong-bi-6205', to: '/products/vong-bi-fag' },
    ]);
  });

  it('sends a renamed category and every product page under it to their new URLs', () => {
    expect(movesOf({ oldItem: outer(), newItem: outer({ namePath: 'vong-bi-fag-duc' }) })).toEqual([
      { from: '/products/vong-bi-fag', to: '/products/vong-bi-fag-duc' },
      { from: '/products/vong-bi-fag/vong-bi-6205', to: '/products/vong-bi-fag-duc/vong-bi-6205' },
      { from: '/products/vong-bi-fag/vong-bi-6206', to: '/products/vong-bi-fag-duc/vong-bi-6206' },
    ]);
  });

  it('sends a deleted category to the list of its type', () => {
    expect(movesOf({ oldItem: outer({ id: 6, pk: 'OUTER#6', namePath: 'dung-cu-bao-tri', productType: 1 }) })).toEqual([
      { from: '/products/dung-cu-bao-tri', to: '/products-maintain' },
    ]);
    expect(movesOf({ oldItem: outer({ innerCount: 0 }) })).toEqual([
      { from: '/products/vong-bi-fag', to: '/products' },
    ]);
  });

  it('sends a deleted article to its list, and one that became a service to /services', () => {
    expect(movesOf({ oldItem: article() })).toEqual([{ from: '/blogs/tin-moi', to: '/blogs?type=news' }]);
    expect(movesOf({ oldItem: article({ articleType: 2 }) })).toEqual([
      { from: '/blogs/tin-moi', to: '/blogs?type=support' },
    ]);
    expect(movesOf({ oldItem: article(), newItem: article({ articleType: 1 }) })).toEqual([
      { from: '/blogs/tin-moi', to: '/services/tin-moi' },
    ]);
  });

  it('moves nothing on an edit that keeps the path, or a creation', () => {
    expect(movesOf({ oldItem: inner(), newItem: inner({ name: 'Vòng bi 6205 C3' }) })).toEqual([]);
    expect(movesOf({ newItem: article() })).toEqual([]);
  });

  it('moves a deleted video to the home page, which lists the videos', () => {
    expect(
      movesOf({ oldItem: { pk: 'VIDEO#1', sk: '#', id: 1, uniqueYoutubeId: 'M7lc1UVf-VE', headerText: 'Video' } }),
    ).toEqual([{ from: '/video/M7lc1UVf-VE', to: '/' }]);
  });
});
