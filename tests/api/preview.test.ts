import { randomUUID } from 'node:crypto';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PagePreview } from '@vongbi/functions/contract/preview';
import { s3 } from '@vongbi/functions/core/clients';
import { renderContext, renderUrl } from '@vongbi/functions/publish/render';
import { useTestApi } from '../helpers/api-client';
import { createImage, expectError, send, tableSnapshot } from '../helpers/catalogue';
import { createFixtures, type Fixtures } from '../helpers/route-requests';
import { signInStaff, type SignedInStaff } from '../helpers/staff';

// "Xem trước": an edit screen's unsaved values rendered as the page would be published, by the publisher's own
// renderer, for staff only; nothing written, cached or published, and marked noindex.

const api = useTestApi();
let owner: string;
let editor: SignedInStaff;
let sales: SignedInStaff;
let fixtures: Fixtures;
let imageId: number;

const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

const productInput = (fields: Record<string, unknown> = {}) => ({
  name: 'Vòng bi FAG 6205-2RSR',
  namePath: unique('vong-bi-fag-6205-2rsr'),
  description: '<p>Vòng bi cầu một dãy, <strong>phớt cao su hai bên</strong>.</p>',
  shortDescription: 'Vòng bi cầu',
  videos: '',
  imageId,
  imageIds: [],
  outerProductId: fixtures.outerProductId,
  brand: 'FAG',
  madeIn: 'Đức',
  productSeries: '6205-2RSR',
  ...fields,
});

/** The site bucket's keys: a preview must write none. */
const siteKeys = async (): Promise<string[]> =>
  ((await s3().send(new ListObjectsV2Command({ Bucket: process.env.SITE_BUCKET! }))).Contents ?? []).map(
    (object) => object.Key!,
  );

/** A page's `<main>`: what the page shows between the site's header and footer. */
const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';

beforeAll(async () => {
  owner = await api.login();
  fixtures = await createFixtures(api, owner);
  editor = await signInStaff(api, owner, 'editor');
  sales = await signInStaff(api, owner, 'sales');
  imageId = (await createImage('vong-bi.png')).id;
});

describe('POST /api/preview/InnerProduct', () => {
  it('renders the unsaved values as the publisher would, marked as a preview and noindex, writing nothing', async () => {
    const created = await send<{ id: number; updatedAt: string }>(api, 'POST', '/api/InnerProduct', {
      cookie: owner,
      json: productInput(),
    });
    const unsaved = { ...productInput({ name: 'Vòng bi FAG 6205-2RSR-C3 (chưa lưu)' }), id: created.body.id };
    const [table, keys] = [await tableSnapshot(), await siteKeys()];

    const result = await send<PagePreview>(api, 'POST', '/api/preview/InnerProduct', {
      cookie: editor.cookie,
      json: unsaved,
    });

    expect(result.status).toBe(200);
    expect(result.headers.get('cache-control')).toBe('no-store');
    const { url, html } = result.body;
    expect(url).toMatch(new RegExp(`^/products/[a-z0-9-]+/${unsaved.namePath}$`));
    expect(html).toContain('<h1>Vòng bi FAG 6205-2RSR-C3 (chưa lưu)</h1>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html.match(/name="robots"/g)).toHaveLength(1);
    expect(html).toContain('Bản xem trước: chưa lưu, chưa xuất bản');
    expect(html).not.toMatch(/<script(?![^>]*application\/json)/);
    expect(await tableSnapshot()).toEqual(table);
    expect(await siteKeys()).toEqual(keys);

    // Saved as previewed, the page the publisher renders shows the same.
    await send(api, 'PUT', `/api/InnerProduct/${created.body.id}`, {
      cookie: owner,
      json: { ...unsaved, updatedAt: created.body.updatedAt },
    });
    const published = await renderUrl(url, await renderContext('http://localhost'));
    expect(mainOf(html)).not.toBe('');
    expect(mainOf(html)).toBe(mainOf(published.html));
  });

  it('answers 400 for what a save refuses: a missing name, a category that does not exist', async () => {
    const missing = await send(api, 'POST', '/api/preview/InnerProduct', {
      cookie: owner,
      json: productInput({ name: '' }),
    });
    const orphan = await send(api, 'POST', '/api/preview/InnerProduct', {
      cookie: owner,
      json: productInput({ outerProductId: 987_654 }),
    });

    expect(expectError(missing, 400, 'VALIDATION').fields).toEqual({ name: 'Bắt buộc' });
    expect(expectError(orphan, 400, 'VALIDATION').fields).toEqual({
      outerProductId: 'Danh mục sản phẩm không tồn tại',
    });
  });
});

describe('POST /api/preview/Article', () => {
  it('renders an article not created yet at the address it would have, its content sanitised', async () => {
    const articlePath = unique('bao-duong-dinh-ky');

    const result = await send<PagePreview>(api, 'POST', '/api/preview/Article', {
      cookie: owner,
      json: {
        headerText: 'Bảo dưỡng vòng bi định kỳ',
        summaryText: 'Những việc cần làm mỗi quý',
        articlePath,
        articleType: 2,
        contentData: '<p>Kiểm tra độ rơ<script>alert(1)</script>, tra mỡ.</p>',
        videos: '',
        outerImageId: imageId,
        imageIds: [],
      },
    });

    expect(result.status).toBe(200);
    expect(result.body.url).toBe(`/blogs/${articlePath}`);
    expect(result.body.html).toContain('Bảo dưỡng vòng bi định kỳ');
    expect(result.body.html).toContain('Kiểm tra độ rơ, tra mỡ.');
    expect(result.body.html).not.toContain('alert(1)');
  });
});

describe('POST /api/preview/OuterProduct', () => {
  it('renders a category with its products and the unsaved summary', async () => {
    const result = await send<PagePreview>(api, 'POST', '/api/preview/OuterProduct', {
      cookie: owner,
      json: {
        id: fixtures.outerProductId,
        name: 'Danh mục xem trước',
        namePath: unique('danh-muc-xem-truoc'),
        summaryDetail: 'Tóm tắt chưa lưu của danh mục',
        productType: 0,
        imageId,
      },
    });

    expect(result.status).toBe(200);
    expect(result.body.html).toContain('Tóm tắt chưa lưu của danh mục');
    // The fixtures' product of this category shows on its page.
    expect(result.body.html).toContain('Vòng bi kiểm thử 6205');
  });
});

describe('previews of records not created yet', () => {
  it('renders a new category at the address it would have, with no products yet, writing nothing', async () => {
    const namePath = unique('danh-muc-moi');
    const [table, keys] = [await tableSnapshot(), await siteKeys()];

    const result = await send<PagePreview>(api, 'POST', '/api/preview/OuterProduct', {
      cookie: editor.cookie,
      json: { name: 'Gối đỡ mới', namePath, summaryDetail: 'Gối đỡ UCP chưa tạo', productType: 0, imageId },
    });

    expect(result.status).toBe(200);
    expect(result.body.url).toBe(`/products/${namePath}`);
    expect(result.body.html).toContain('Gối đỡ UCP chưa tạo');
    expect(result.body.html).not.toContain('Vòng bi kiểm thử 6205');
    expect(await tableSnapshot()).toEqual(table);
    expect(await siteKeys()).toEqual(keys);
  });

  it('renders a new product in its category, writing nothing', async () => {
    const input = productInput({ name: 'Vòng bi NSK 6310 (chưa tạo)' });
    const [table, keys] = [await tableSnapshot(), await siteKeys()];

    const result = await send<PagePreview>(api, 'POST', '/api/preview/InnerProduct', {
      cookie: editor.cookie,
      json: input,
    });

    expect(result.status).toBe(200);
    expect(result.body.url).toMatch(new RegExp(`^/products/[a-z0-9-]+/${input.namePath}$`));
    expect(result.body.html).toContain('<h1>Vòng bi NSK 6310 (chưa tạo)</h1>');
    expect(await tableSnapshot()).toEqual(table);
    expect(await siteKeys()).toEqual(keys);
  });
});

describe('POST /api/preview/AboutUs', () => {
  it('renders the about-us page with the unsaved text, sanitised as its save would be, noindex, writing nothing', async () => {
    const [table, keys] = [await tableSnapshot(), await siteKeys()];

    const result = await send<PagePreview>(api, 'POST', '/api/preview/AboutUs', {
      cookie: editor.cookie,
      json: { value: '<p>Thành lập năm 2011<img src=x onerror=alert(1)>, <strong>chưa lưu</strong>.</p>' },
    });

    expect(result.status).toBe(200);
    expect(result.headers.get('cache-control')).toBe('no-store');
    expect(result.body.url).toBe('/about-us');
    expect(mainOf(result.body.html)).toContain('Thành lập năm 2011');
    expect(mainOf(result.body.html)).toContain('<strong>chưa lưu</strong>');
    expect(result.body.html).not.toContain('onerror');
    expect(result.body.html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(result.body.html).toContain('Bản xem trước: chưa lưu, chưa xuất bản');
    expect(await tableSnapshot()).toEqual(table);
    expect(await siteKeys()).toEqual(keys);
  });

  it('shows on the page what the saved text then shows', async () => {
    const value = `<p>Giới thiệu ${unique('ban')}: <em>vòng bi</em> và mỡ bôi trơn.</p>`;
    const previewed = await send<PagePreview>(api, 'POST', '/api/preview/AboutUs', {
      cookie: owner,
      json: { value },
    });
    const saved = await send(api, 'POST', '/api/Configuration', {
      cookie: owner,
      json: [{ configKey: 'ABOUT_US', label: 'Giới thiệu', value }],
    });
    expect(saved.status).toBe(200);

    const published = await renderUrl('/about-us', await renderContext('http://localhost'));
    expect(mainOf(previewed.body.html)).toContain(value);
    expect(mainOf(previewed.body.html)).toBe(mainOf(published.html));
  });

  it('answers 400 for a text that is not one, 401 without a session and 403 to sales', async () => {
    expect(
      expectError(
        await send(api, 'POST', '/api/preview/AboutUs', { cookie: owner, json: { value: 12 } }),
        400,
        'VALIDATION',
      ).fields,
    ).toHaveProperty('value');
    expectError(
      await send(api, 'POST', '/api/preview/AboutUs', { json: { value: '<p>a</p>' } }),
      401,
      'UNAUTHENTICATED',
    );
    expectError(
      await send(api, 'POST', '/api/preview/AboutUs', { cookie: sales.cookie, json: { value: '<p>a</p>' } }),
      403,
      'FORBIDDEN',
    );
  });
});

describe('who may preview', () => {
  it('answers 401 without a session and 403 to sales', async () => {
    const body = { json: productInput() };

    expectError(await send(api, 'POST', '/api/preview/InnerProduct', body), 401, 'UNAUTHENTICATED');
    expectError(
      await send(api, 'POST', '/api/preview/InnerProduct', { ...body, cookie: sales.cookie }),
      403,
      'FORBIDDEN',
    );
  });
});
