import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { LISTED_ARTICLES_PER_PAGE, listedArticlesMessages } from '@vongbi/functions/contract';
import type { StoredFile } from '@vongbi/functions/core/models/file';
import { useTestApi } from '../helpers/api-client';
import {
  createImage,
  expectError,
  expectServedImage,
  itemsWithPrefix,
  send,
  tableSnapshot,
} from '../helpers/catalogue';

const api = useTestApi();

interface Article {
  id: number;
  headerText: string;
  summaryText: string;
  articlePath: string;
  articleType: number;
  contentData: string;
  videos: string;
  outerImageId: number;
  outerImage: { id: number; fileName: string; urlPath: string } | null;
  outerImagePath: string;
  imageIds: number[];
  articleimages: { imageId: number; image: { id: number; fileName: string; urlPath: string } }[];
  createdAt: string;
  updatedAt: string;
}

const ARTICLE_FIELDS = [
  'articlePath',
  'articleType',
  'articleimages',
  'contentData',
  'createdAt',
  'headerText',
  'id',
  'imageIds',
  'outerImage',
  'outerImageId',
  'outerImagePath',
  'summaryText',
  'updatedAt',
  'videos',
];

let cookie: string;
let cover: StoredFile;
let gallery: StoredFile[];

beforeAll(async () => {
  cookie = await api.login();
  cover = await createImage('bia.png');
  gallery = [await createImage('anh-1.png'), await createImage('anh-2.png')];
});

const uniquePath = (stem = 'bai-viet') => `${stem}-${randomUUID().slice(0, 8)}`;

const articleInput = (overrides: Record<string, unknown> = {}) => ({
  headerText: 'Hội thảo bảo trì dự đoán',
  summaryText: 'Tóm tắt <ngắn> & "đủ ý"',
  articlePath: uniquePath(),
  articleType: '0',
  contentData: '<p>Nội dung</p>',
  videos: '',
  outerImageId: cover.id,
  imageIds: [],
  ...overrides,
});

const createArticle = async (overrides: Record<string, unknown> = {}): Promise<Article> => {
  const result = await send<Article>(api, 'POST', '/api/Article', { cookie, json: articleInput(overrides) });
  expect(result.status).toBe(201);
  return result.body;
};

const list = async (path: string): Promise<Article[]> => {
  const result = await send<Article[]>(api, 'GET', path, path === '/api/Article' ? { cookie } : {});
  expect(result.status).toBe(200);
  return result.body;
};

describe('POST /api/Article', () => {
  it('creates an article with the contract fields, numbers for the type and embedded images', async () => {
    const input = articleInput({
      articleType: '1',
      imageIds: [gallery[0]!.id, gallery[1]!.id],
      videos: 'kJQP7kiw5Fk,tgbNymZ7vqY',
    });

    const result = await send<Article>(api, 'POST', '/api/Article', { cookie, json: input });

    expect(result.status).toBe(201);
    const article = result.body;
    expect(Object.keys(article).sort()).toEqual(ARTICLE_FIELDS);
    expect(article).toMatchObject({
      id: expect.any(Number),
      headerText: input.headerText,
      summaryText: 'Tóm tắt <ngắn> & "đủ ý"',
      articlePath: input.articlePath,
      articleType: 1,
      contentData: '<p>Nội dung</p>',
      videos: 'kJQP7kiw5Fk,tgbNymZ7vqY',
      outerImageId: cover.id,
      outerImagePath: cover.urlPath,
      imageIds: [gallery[0]!.id, gallery[1]!.id],
    });
    expect(article.createdAt).toBe(article.updatedAt);
    expect(Number.isNaN(Date.parse(article.updatedAt))).toBe(false);
    await expectServedImage(api, article.outerImage, cover);
    expect(article.articleimages.map((entry) => entry.imageId)).toEqual([gallery[0]!.id, gallery[1]!.id]);
    await expectServedImage(api, article.articleimages[1]!.image, gallery[1]!);
    const fetched = await send<Article>(api, 'GET', `/api/Article/${article.id}`);
    expect(fetched.body).toEqual(article);
  });

  it('accepts numeric types and sanitises contentData while storing plain text exactly as sent', async () => {
    const article = await createArticle({
      articleType: 2,
      headerText: '<b>Tiêu đề</b> & "trích dẫn"',
      contentData:
        '<p onclick="steal()">An toàn <a href="javascript:alert(1)">liên kết</a></p><script>alert(1)</script>' +
        '<iframe src="https://evil.example/embed/x"></iframe>',
    });

    expect(article.articleType).toBe(2);
    expect(article.headerText).toBe('<b>Tiêu đề</b> & "trích dẫn"');
    expect(article.contentData).toBe('<p>An toàn <a>liên kết</a></p>');
  });

  it('answers 400 with "Bắt buộc" for each missing required field and writes nothing', async () => {
    const before = await tableSnapshot();

    const result = await send(api, 'POST', '/api/Article', { cookie, json: { contentData: '<p>x</p>' } });

    const body = expectError(result, 400, 'VALIDATION');
    expect(body.message).toBe('Dữ liệu không hợp lệ');
    expect(body.fields).toEqual({
      headerText: 'Bắt buộc',
      summaryText: 'Bắt buộc',
      articlePath: 'Bắt buộc',
      outerImageId: 'Bắt buộc',
    });
    expect(await tableSnapshot()).toEqual(before);
  });

  it.each([
    ['an upper-case path', { articlePath: 'Bai-Viet' }, 'articlePath'],
    ['a path with a space', { articlePath: 'bai viet' }, 'articlePath'],
    ['a path with diacritics', { articlePath: 'bài-viết' }, 'articlePath'],
    ['a path of 201 characters', { articlePath: 'a'.repeat(201) }, 'articlePath'],
    ['a blank title', { headerText: '   ' }, 'headerText'],
    ['type 3', { articleType: '3' }, 'articleType'],
    ['a type that is not a number', { articleType: 'news' }, 'articleType'],
    ['a bad YouTube id', { videos: 'kJQP7kiw5Fk,<script>' }, 'videos'],
    ['an image id that is not a number', { outerImageId: 'anh' }, 'outerImageId'],
    ['image ids that are not a list', { imageIds: 5 }, 'imageIds'],
  ])('answers 400 for %s and writes nothing', async (_case, overrides, field) => {
    const before = await tableSnapshot();

    const result = await send(api, 'POST', '/api/Article', { cookie, json: articleInput(overrides) });

    const body = expectError(result, 400, 'VALIDATION');
    expect(Object.keys(body.fields ?? {})).toEqual([field]);
    expect(await tableSnapshot()).toEqual(before);
  });

  it('accepts a path of exactly 200 characters', async () => {
    const path = `${randomUUID().slice(0, 8)}${'a'.repeat(192)}`;
    const article = await createArticle({ articlePath: path });
    expect(article.articlePath).toBe(path);
  });

  it('answers 400 when an image id does not exist and writes nothing', async () => {
    const before = await tableSnapshot();

    const missingCover = await send(api, 'POST', '/api/Article', {
      cookie,
      json: articleInput({ outerImageId: 999_999 }),
    });
    const missingGallery = await send(api, 'POST', '/api/Article', {
      cookie,
      json: articleInput({ imageIds: [gallery[0]!.id, 999_998] }),
    });

    expect(expectError(missingCover, 400, 'VALIDATION').fields).toEqual({ outerImageId: expect.any(String) });
    expect(expectError(missingGallery, 400, 'VALIDATION').fields).toEqual({ imageIds: expect.any(String) });
    expect(await tableSnapshot()).toEqual(before);
  });

  it('answers 400 for content that would not fit one record, before or after sanitising, and writes nothing', async () => {
    const before = await tableSnapshot();

    // 150,000 Vietnamese letters are 300,000+ bytes; 250,000 "&" grow fivefold as "&amp;".
    const long = await send(api, 'POST', '/api/Article', {
      cookie,
      json: articleInput({ contentData: `<p>${'ữ'.repeat(150_000)}</p>` }),
    });
    const growing = await send(api, 'POST', '/api/Article', {
      cookie,
      json: articleInput({ contentData: '&'.repeat(250_000) }),
    });

    expect(expectError(long, 400, 'VALIDATION').fields).toEqual({ contentData: 'Nội dung quá dài' });
    expect(expectError(growing, 400, 'VALIDATION').fields).toEqual({ contentData: 'Nội dung quá dài' });
    expect(await tableSnapshot()).toEqual(before);
  });

  it('answers 409 PATH_TAKEN and writes nothing when the path is taken', async () => {
    const existing = await createArticle();
    const before = await tableSnapshot();

    const result = await send(api, 'POST', '/api/Article', {
      cookie,
      json: articleInput({ articlePath: existing.articlePath, headerText: 'Khác' }),
    });

    const body = expectError(result, 409, 'PATH_TAKEN');
    expect(body.message).toBe('Đường dẫn đã tồn tại');
    expect(body.fields).toEqual({ articlePath: 'Đường dẫn đã tồn tại' });
    expect(await tableSnapshot()).toEqual(before);
  });

  it('answers 401 without a session and writes nothing', async () => {
    const before = await tableSnapshot();

    const result = await send(api, 'POST', '/api/Article', { json: articleInput() });

    expect(result.status).toBe(401);
    expect(result.body).toEqual({ message: 'Xác thực thất bại!', code: 'UNAUTHENTICATED' });
    expect(await tableSnapshot()).toEqual(before);
  });

  it('answers 400 for malformed JSON and writes nothing', async () => {
    const before = await tableSnapshot();

    const response = await api.request('/api/Article', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: '{"headerText":',
    });

    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('VALIDATION');
    expect(await tableSnapshot()).toEqual(before);
  });
});

describe('article lists', () => {
  it('list each type newest first, and an edited article moves to the front', async () => {
    const news = await createArticle({ articleType: 0 });
    const service = await createArticle({ articleType: 1 });
    const support = await createArticle({ articleType: 2 });
    const newer = await createArticle({ articleType: 0 });

    const [articles, posts, services, supports, all] = await Promise.all([
      list('/api/Article/GetArticles'),
      list('/api/Article/GetPosts'),
      list('/api/Article/GetServices'),
      list('/api/Article/GetSupportArticles'),
      list('/api/Article'),
    ]);

    expect(new Set(articles.map((article) => article.articleType))).toEqual(new Set([0, 2]));
    expect(articles.map((article) => article.id)).toEqual(expect.arrayContaining([news.id, support.id, newer.id]));
    expect(posts.every((article) => article.articleType === 0)).toBe(true);
    expect(services.every((article) => article.articleType === 1)).toBe(true);
    expect(services.map((article) => article.id)).toContain(service.id);
    expect(supports.every((article) => article.articleType === 2)).toBe(true);
    expect(supports.map((article) => article.id)).toContain(support.id);
    expect(all.map((article) => article.id).slice(0, 4)).toEqual([newer.id, support.id, service.id, news.id]);
    for (const listed of [articles, posts, services, supports, all]) {
      const times = listed.map((article) => article.updatedAt);
      expect(times).toEqual([...times].sort().reverse());
    }
    expect(posts.find((article) => article.id === news.id)).toEqual(news);
    expect(posts[0]!.outerImagePath).toBe(cover.urlPath);

    await send(api, 'PUT', `/api/Article/${news.id}`, {
      cookie,
      json: articleInput({ articlePath: news.articlePath }),
    });
    expect((await list('/api/Article/GetPosts'))[0]!.id).toBe(news.id);
    expect((await list('/api/Article'))[0]!.id).toBe(news.id);
  });

  it('public lists may sit briefly in the CDN', async () => {
    const response = await api.request('/api/Article/GetPosts');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
  });

  it('GET /api/Article is for admins only', async () => {
    const result = await send(api, 'GET', '/api/Article');
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ message: 'Xác thực thất bại!', code: 'UNAUTHENTICATED' });
  });
});

describe('GET /api/Article/GetListedArticles', () => {
  interface ListedArticles {
    articles: Article[];
    total: number;
  }

  const listed = async (query: string): Promise<ListedArticles> => {
    const result = await send<ListedArticles>(api, 'GET', `/api/Article/GetListedArticles${query}`);
    expect(result.status).toBe(200);
    return result.body;
  };

  /** An article as a list's card: without its content and the pictures and videos inside it. */
  const cardOf = ({
    contentData: _content,
    articleimages: _images,
    imageIds: _ids,
    videos: _videos,
    ...card
  }: Article) => card;

  /** The whole list and pages of it read while no other test wrote an article between them. */
  const readTogether = async (whole: string, pages: string[]) => {
    for (;;) {
      const before = await list(whole);
      const answers = await Promise.all(pages.map(listed));
      const after = await list(whole);
      if (JSON.stringify(before) === JSON.stringify(after)) return { whole: after, answers };
    }
  };

  it('answers the whole list a page at a time, newest first, with how many it holds', async () => {
    for (let index = 0; index <= LISTED_ARTICLES_PER_PAGE; index++) await createArticle({ articleType: 2 });

    const { whole, answers } = await readTogether('/api/Article/GetSupportArticles', [
      '?type=support',
      '?type=support&page=2',
      '?type=support&page=9999',
    ]);
    const [first, second, past] = answers as [ListedArticles, ListedArticles, ListedArticles];

    expect(whole.length).toBeGreaterThan(LISTED_ARTICLES_PER_PAGE);
    expect(first).toEqual({ articles: whole.slice(0, LISTED_ARTICLES_PER_PAGE).map(cardOf), total: whole.length });
    expect(second).toEqual({
      articles: whole.slice(LISTED_ARTICLES_PER_PAGE, 2 * LISTED_ARTICLES_PER_PAGE).map(cardOf),
      total: whole.length,
    });
    expect(Object.keys(first.articles[0]!)).not.toContain('contentData');
    expect(past).toEqual({ articles: [], total: whole.length });
  });

  it('lists news, or news and support together when no type is named, as GetPosts and GetArticles', async () => {
    await createArticle({ articleType: 0 });
    await createArticle({ articleType: 1 });

    const news = await readTogether('/api/Article/GetPosts', ['?type=news']);
    const both = await readTogether('/api/Article/GetArticles', ['', '?page=1']);

    expect(news.answers[0]).toEqual({
      articles: news.whole.slice(0, LISTED_ARTICLES_PER_PAGE).map(cardOf),
      total: news.whole.length,
    });
    expect(both.answers[0]).toEqual({
      articles: both.whole.slice(0, LISTED_ARTICLES_PER_PAGE).map(cardOf),
      total: both.whole.length,
    });
    expect(both.answers[1]).toEqual(both.answers[0]);
  });

  it('answers 400 with a Vietnamese message for an unknown type or a page that is not a number from 1', async () => {
    expect(
      expectError(await send(api, 'GET', '/api/Article/GetListedArticles?type=service'), 400, 'VALIDATION').fields,
    ).toEqual({ type: listedArticlesMessages.type });
    for (const page of ['0', '-1', 'abc', '1.5', '', '10000']) {
      const result = await send(api, 'GET', `/api/Article/GetListedArticles?page=${page}`);
      expect(expectError(result, 400, 'VALIDATION').fields).toEqual({ page: listedArticlesMessages.page });
    }
  });
});

describe('GET /api/Article/{id} and /api/Article/Path', () => {
  it('finds an article by id and by path', async () => {
    const article = await createArticle();

    const byId = await send<Article>(api, 'GET', `/api/Article/${article.id}`);
    const byPath = await send<Article>(api, 'GET', `/api/Article/Path?path=${article.articlePath}`);

    expect(byId.status).toBe(200);
    expect(byId.body).toEqual(article);
    expect(byPath.status).toBe(200);
    expect(byPath.body).toEqual(article);
  });

  it.each(['999999', 'abc', '0', '-1', '1.5', '1e3', '99999999999999999999'])(
    'answers 404 NOT_FOUND for id %s',
    async (id) => {
      const result = await send(api, 'GET', `/api/Article/${id}`);
      expect(result.body).toEqual({ message: 'Không tìm thấy', code: 'NOT_FOUND' });
      expect(result.status).toBe(404);
    },
  );

  it.each(['khong-co-bai-nay', 'Khong%20hop%20le', 'x'.repeat(3000)])('answers 404 for the path %s', async (path) => {
    const result = await send(api, 'GET', `/api/Article/Path?path=${path}`);
    expectError(result, 404, 'NOT_FOUND');
  });

  it('answers 400 when the path is missing', async () => {
    const result = await send(api, 'GET', '/api/Article/Path');
    expect(expectError(result, 400, 'VALIDATION').fields).toEqual({ path: 'Bắt buộc' });
  });
});

describe('PUT /api/Article/{id}', () => {
  it('replaces the article, moves it to its new type and gives it a new updatedAt', async () => {
    const article = await createArticle({ articleType: 0, imageIds: [gallery[0]!.id] });
    const newCover = await createImage('bia-moi.png');

    const result = await send<Article>(api, 'PUT', `/api/Article/${article.id}`, {
      cookie,
      json: {
        ...article,
        headerText: 'Tiêu đề mới',
        articleType: '1',
        outerImageId: newCover.id,
        imageIds: [gallery[1]!.id],
        contentData: '<h2>Mới</h2><img src="javascript:x">',
      },
    });

    expect(result.status).toBe(200);
    const updated = result.body;
    expect(Object.keys(updated).sort()).toEqual(ARTICLE_FIELDS);
    expect(updated).toMatchObject({
      id: article.id,
      headerText: 'Tiêu đề mới',
      articleType: 1,
      contentData: '<h2>Mới</h2>',
      outerImagePath: newCover.urlPath,
      imageIds: [gallery[1]!.id],
      createdAt: article.createdAt,
    });
    expect(updated.updatedAt > article.updatedAt).toBe(true);
    await expectServedImage(api, updated.outerImage, newCover);
    expect((await send(api, 'GET', `/api/Article/${article.id}`)).body).toEqual(updated);
    expect((await list('/api/Article/GetPosts')).map((item) => item.id)).not.toContain(article.id);
    expect((await list('/api/Article/GetServices')).map((item) => item.id)).toContain(article.id);
    const stored = (await itemsWithPrefix(`ARTICLE#${article.id}`))[0]!;
    expect(stored.gsi1pk).toBe('ARTICLE#TYPE#1');
  });

  it('renames the path: the new one is found, the old one is free again', async () => {
    const article = await createArticle();
    const newPath = uniquePath('doi-ten');

    const result = await send<Article>(api, 'PUT', `/api/Article/${article.id}`, {
      cookie,
      json: { ...article, articlePath: newPath },
    });

    expect(result.status).toBe(200);
    expect((await send(api, 'GET', `/api/Article/Path?path=${newPath}`)).status).toBe(200);
    expect((await send(api, 'GET', `/api/Article/Path?path=${article.articlePath}`)).status).toBe(404);
    expect(await itemsWithPrefix(`PATH#ARTICLE#${article.articlePath}`)).toEqual([]);
    const reuse = await createArticle({ articlePath: article.articlePath });
    expect(reuse.articlePath).toBe(article.articlePath);
  });

  it('answers 409 PATH_TAKEN for a rename onto a taken path and writes nothing', async () => {
    const first = await createArticle();
    const second = await createArticle();
    const before = await tableSnapshot();

    const result = await send(api, 'PUT', `/api/Article/${second.id}`, {
      cookie,
      json: { ...second, articlePath: first.articlePath, headerText: 'Đổi' },
    });

    expect(expectError(result, 409, 'PATH_TAKEN').fields).toEqual({ articlePath: 'Đường dẫn đã tồn tại' });
    expect(await tableSnapshot()).toEqual(before);
  });

  it('answers 409 STALE for an updatedAt that is no longer current and writes nothing', async () => {
    const article = await createArticle();
    const edited = await send<Article>(api, 'PUT', `/api/Article/${article.id}`, {
      cookie,
      json: { ...article, headerText: 'Sửa lần 1' },
    });
    expect(edited.status).toBe(200);
    const before = await tableSnapshot();

    const result = await send(api, 'PUT', `/api/Article/${article.id}`, {
      cookie,
      json: { ...article, headerText: 'Sửa từ bản cũ', articlePath: uniquePath() },
    });

    const body = expectError(result, 409, 'STALE');
    expect(body.message).toBe('Dữ liệu đã được người khác cập nhật, vui lòng tải lại');
    expect(await tableSnapshot()).toEqual(before);
    const again = await send<Article>(api, 'PUT', `/api/Article/${article.id}`, {
      cookie,
      json: { ...edited.body, headerText: 'Sửa lần 2' },
    });
    expect(again.status).toBe(200);
    expect(again.body.headerText).toBe('Sửa lần 2');
  });

  it('saving the same HTML twice stores the same HTML', async () => {
    const article = await createArticle({ contentData: '<p style="color:red;position:fixed">Chữ <b>đậm</b></p>' });

    const saved = await send<Article>(api, 'PUT', `/api/Article/${article.id}`, { cookie, json: article });

    expect(saved.body.contentData).toBe(article.contentData);
  });

  it('answers 404 for an unknown or non-numeric id and writes nothing', async () => {
    const before = await tableSnapshot();

    const unknown = await send(api, 'PUT', '/api/Article/987654', { cookie, json: articleInput() });
    const text = await send(api, 'PUT', '/api/Article/abc', { cookie, json: articleInput() });

    expectError(unknown, 404, 'NOT_FOUND');
    expectError(text, 404, 'NOT_FOUND');
    expect(await tableSnapshot()).toEqual(before);
  });

  it('answers 400 for invalid input and 401 without a session, writing nothing', async () => {
    const article = await createArticle();
    const before = await tableSnapshot();

    const invalid = await send(api, 'PUT', `/api/Article/${article.id}`, {
      cookie,
      json: { ...article, summaryText: '', outerImageId: 123_456 },
    });
    const missingImage = await send(api, 'PUT', `/api/Article/${article.id}`, {
      cookie,
      json: { ...article, imageIds: [123_456] },
    });
    const anonymous = await send(api, 'PUT', `/api/Article/${article.id}`, {
      json: { ...article, headerText: 'Không có phiên' },
    });

    expect(expectError(invalid, 400, 'VALIDATION').fields).toEqual({ summaryText: 'Bắt buộc' });
    expect(expectError(missingImage, 400, 'VALIDATION').fields).toEqual({ imageIds: expect.any(String) });
    expectError(anonymous, 401, 'UNAUTHENTICATED');
    expect(await tableSnapshot()).toEqual(before);
  });
});

describe('DELETE /api/Article/{id}', () => {
  it('deletes the article and frees its path', async () => {
    const article = await createArticle();

    const result = await send(api, 'DELETE', `/api/Article/${article.id}`, { cookie });

    expect(result.status).toBe(204);
    expect((await send(api, 'GET', `/api/Article/${article.id}`)).status).toBe(404);
    expect((await send(api, 'GET', `/api/Article/Path?path=${article.articlePath}`)).status).toBe(404);
    expect(await itemsWithPrefix(`ARTICLE#${article.id}`)).toEqual([]);
    expect(await itemsWithPrefix(`PATH#ARTICLE#${article.articlePath}`)).toEqual([]);
    expect((await list('/api/Article')).map((item) => item.id)).not.toContain(article.id);
    expect((await createArticle({ articlePath: article.articlePath })).articlePath).toBe(article.articlePath);
  });

  it('answers 404 for an unknown id and 401 without a session, writing nothing', async () => {
    const article = await createArticle();
    const before = await tableSnapshot();

    const unknown = await send(api, 'DELETE', '/api/Article/987654', { cookie });
    const text = await send(api, 'DELETE', '/api/Article/xyz', { cookie });
    const anonymous = await send(api, 'DELETE', `/api/Article/${article.id}`);

    expectError(unknown, 404, 'NOT_FOUND');
    expectError(text, 404, 'NOT_FOUND');
    expectError(anonymous, 401, 'UNAUTHENTICATED');
    expect(await tableSnapshot()).toEqual(before);
  });
});
