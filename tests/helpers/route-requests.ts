import { readFileSync } from 'node:fs';
import type { RevisionEntity } from '@vongbi/functions/contract/revisions';
import { putTemplate } from '@vongbi/functions/publish/site-bucket';
import { ensureBucket } from '@vongbi/local/bootstrap';
import { builtTemplate } from '@vongbi/local/frontend-build';
import { importJobsSettled } from '@vongbi/functions/core/services/import-dispatch';
import { routeKey, routes, type Route, type RouteDef } from '@vongbi/functions/routes';
import type { TestApi } from './api-client';
import { createImage } from './catalogue';
import { formWith, sampleImages, samplePdf } from './images';
import { uploadImportFile } from './import-upload';

// The route table as a list of requests the adversarial suite can send: every route with its `{id}` filled and,
// for every write route, a body the route accepts. The body table is keyed by route, so a write route added to
// the table does not compile until it has one here, and every test that iterates the table then covers it.

export type WriteRoute = Exclude<Route, { method: 'GET' }>;
/** `METHOD /path` of each route of a union of routes. */
export type KeyOf<R> = R extends { method: infer M extends string; path: infer P extends string } ? `${M} ${P}` : never;
/** `METHOD /path` of each write route (per route, not every method with every path). */
type WriteRouteKey = KeyOf<WriteRoute>;

export const adminRoutes: readonly RouteDef[] = routes.filter((route) => route.access === 'admin');
/** The routes behind a buyer's session (/my-quotes): public for staff's middleware, refused without that session. */
export const buyerRoutes: readonly RouteDef[] = routes.filter((route) => route.path.startsWith('/api/my/quotes'));
export const writeRoutes: readonly WriteRoute[] = routes.filter((route): route is WriteRoute => route.method !== 'GET');
/** Write routes whose body is JSON (not multipart, not bodiless). */
export const jsonWriteRoutes: readonly WriteRoute[] = writeRoutes.filter(
  (route) => route.method !== 'DELETE' && !('body' in route),
);

/**
 * Path parameters that are not record ids: the revision routes' `{entity}`, an entity that keeps revisions; a báo
 * giá's `{number}`.
 */
const PARAMETER_DEFAULTS: Readonly<Record<string, string>> = { entity: 'InnerProduct', number: 'BG-2026-0001' };

/**
 * The route's path with its parameters filled: each one named in `params`, else its default, else `id` (one
 * value for `{id}` and `{revision}` alike).
 */
export const concretePath = (
  route: Pick<RouteDef, 'path'>,
  id: number | string = 1,
  params: Readonly<Record<string, number | string>> = {},
): string =>
  route.path.replace(/\{([^}]+)\}/g, (_, name: string) => String(params[name] ?? PARAMETER_DEFAULTS[name] ?? id));

export const routeName = (route: Pick<RouteDef, 'method' | 'path'>): string => routeKey(route);

/** What a valid request of a write route carries, built from records that exist in this file's table. */
export interface Fixtures {
  imageId: number;
  otherImageId: number;
  outerProductId: number;
  /** A product a quote request's line links to. */
  innerProductId: number;
  /** A revision of that product (its save changed the short description), and the product's version after it. */
  revision: { entity: RevisionEntity; id: number | string; revision: number; updatedAt: string };
  /** A one-row CSV uploaded for an import (each import of it is a job of its own). */
  importUpload: string;
  /** A báo giá sent, for the routes of one (createQuoteReply); absent, they answer 404. */
  quoteReply?: { requestId: number; number: string };
}

/** A request's body, and for routes with parameters besides `{id}` the values that name what exists. */
type Body = ({ json: unknown } | { form: () => FormData } | { none: true }) & {
  params?: Record<string, number | string>;
};

let pathCounter = 0;
/** A path no other request of this file has used. */
export const freshPath = (prefix = 'duong-dan'): string => `${prefix}-${Date.now().toString(36)}-${++pathCounter}`;

const articleBody = (f: Fixtures) => ({
  headerText: 'Bài viết kiểm thử',
  summaryText: 'Tóm tắt',
  articlePath: freshPath('bai-viet'),
  articleType: 0,
  contentData: '<p>Nội dung <strong>đậm</strong></p>',
  videos: '',
  outerImageId: f.imageId,
  imageIds: [f.otherImageId],
});

/** A báo giá of two lines, valid for the rest of the year. */
export const quoteReplyBody = () => ({
  lines: [
    { text: 'Vòng bi kiểm thử 6205', quantity: 10, unitPriceVnd: 1_250_000, leadTime: 'Có sẵn', note: 'Hàng FAG' },
    { text: '6310 C3', quantity: 4, unitPriceVnd: 845_000, leadTime: '2–3 tuần' },
  ],
  vatPercent: 8,
  validUntil: `${new Date().getUTCFullYear() + 1}-01-31`,
  terms: 'Thanh toán chuyển khoản trước khi giao hàng.',
});

const certificateBody = (f: Fixtures) => ({
  title: 'Giấy chứng nhận nhà phân phối ủy quyền',
  issuer: 'Schaeffler Vietnam',
  validFrom: '2026-01-01',
  validTo: '2027-12-31',
  imageId: f.imageId,
});

const outerProductBody = (f: Fixtures) => ({
  name: 'Danh mục kiểm thử',
  namePath: freshPath('danh-muc'),
  summaryDetail: 'Mô tả danh mục',
  productType: 0,
  imageId: f.imageId,
});

const innerProductBody = (f: Fixtures) => ({
  name: 'Vòng bi kiểm thử 6205',
  namePath: freshPath('vong-bi'),
  description: '<p>Thông số</p>',
  shortDescription: 'Mô tả ngắn',
  videos: '',
  imageId: f.imageId,
  imageIds: [f.otherImageId],
  outerProductId: f.outerProductId,
  brand: 'FAG',
  madeIn: 'Đức',
  productSeries: '6205',
  // Technical data as staff type it (decimal comma, spaces, units) and as numbers, and availability.
  dynamicLoadKn: '14,8',
  staticLoadKn: 7.8,
  referenceSpeedRpm: '28 000 r/min',
  limitingSpeedRpm: 18_000,
  massKg: '0,128',
  availability: { status: 'in_stock', checkedAt: '2026-11-20' },
  crossReferences: [{ brand: 'SKF', code: '6205' }],
});

/** The password of the staff accounts tests create (signInStaff), which POST /api/auth/password's request keeps. */
export const STAFF_PASSWORD = 'mat-khau-nhan-vien';

export const validBodies: Record<WriteRouteKey, (f: Fixtures) => Body> = {
  // A new number each time: a second save changes the value, so it keeps a revision.
  'POST /api/Configuration': () => ({
    json: [
      { configKey: 'PHONE', label: 'Hotline', value: `0901 234 ${String(++pathCounter % 1000).padStart(3, '0')}` },
    ],
  }),
  'POST /api/auth/login': () => ({ json: { username: 'admin', password: 'khong-dung' } }),
  'POST /api/auth/logout': () => ({ none: true }),
  'POST /api/auth/password': () => ({ json: { currentPassword: STAFF_PASSWORD, newPassword: STAFF_PASSWORD } }),
  'POST /api/staff': () => ({
    json: { username: freshPath('nv'), displayName: 'Nguyễn Thị Bình', role: 'editor', password: STAFF_PASSWORD },
  }),
  'PUT /api/staff/{id}': () => ({ json: { displayName: 'Trần Văn Cường', role: 'sales', disabled: false } }),
  'POST /api/Article': (f) => ({ json: articleBody(f) }),
  'PUT /api/Article/{id}': (f) => ({ json: articleBody(f) }),
  'DELETE /api/Article/{id}': () => ({ none: true }),
  'POST /api/OuterProduct': (f) => ({ json: outerProductBody(f) }),
  'PUT /api/OuterProduct/{id}': (f) => ({ json: outerProductBody(f) }),
  'DELETE /api/OuterProduct/{id}': () => ({ none: true }),
  'POST /api/InnerProduct': (f) => ({ json: innerProductBody(f) }),
  'PUT /api/InnerProduct/{id}': (f) => ({ json: innerProductBody(f) }),
  'POST /api/InnerProduct/Availability': (f) => ({
    json: { ids: [f.innerProductId], availability: { status: 'short_lead', checkedAt: '2026-11-25' } },
  }),
  'DELETE /api/InnerProduct/{id}': () => ({ none: true }),
  'POST /api/subscriptions': () => ({ json: { emailValue: `${freshPath('khach')}@example.vn` } }),
  // The name of the product innerProductBody creates: a search that finds something.
  'POST /api/SearchLog': () => ({ json: { query: 'Vòng bi kiểm thử 6205' } }),
  'POST /api/QuoteRequest': (f) => ({
    json: {
      customerName: 'Nguyễn Văn An',
      phone: '0912 345 678',
      email: 'an.nguyen@nhamay.vn',
      company: 'Nhà máy Xi măng Hà Tiên',
      note: 'Cần giao trong tuần',
      items: [
        { innerProductId: f.innerProductId, text: 'Vòng bi kiểm thử 6205', quantity: 10 },
        { text: '6310 C3', quantity: 4 },
      ],
    },
  }),
  'PUT /api/QuoteRequest/{id}': () => ({ json: { status: 'processing', staffNote: 'Đã gọi lại, chờ báo giá FAG' } }),
  'POST /api/my/link': () => ({ json: { email: `${freshPath('nguoi-mua')}@example.vn` } }),
  // A token of the shape the site makes; whether it opens a session is for tests/api/my-quotes.test.ts.
  'POST /api/my/session': () => ({ json: { token: 'Qm9uZ2JpLXZpZXQtbGllbi1rZXQtbW90LWxhbi14eXo' } }),
  'POST /api/my/quotes/{id}/resend': () => ({ json: { note: 'Giao như lần trước' } }),
  'POST /api/QuoteRequest/{id}/replies': () => ({ json: quoteReplyBody() }),
  'POST /api/QuoteRequest/{id}/replies/preview': () => ({ json: quoteReplyBody() }),
  'POST /api/QuoteRequest/{id}/replies/{number}/resend': (f) => ({
    none: true,
    ...(f.quoteReply && { params: { id: f.quoteReply.requestId, number: f.quoteReply.number } }),
  }),
  'POST /api/preview/Article': (f) => ({ json: articleBody(f) }),
  'POST /api/preview/OuterProduct': (f) => ({ json: outerProductBody(f) }),
  'POST /api/preview/InnerProduct': (f) => ({ json: { ...innerProductBody(f), id: f.innerProductId } }),
  'POST /api/preview/AboutUs': () => ({
    json: { value: '<p>Nhà phân phối ủy quyền <strong>Schaeffler</strong>.</p>' },
  }),
  'POST /api/revisions/{entity}/{id}/{revision}/restore': (f) => ({
    json: { updatedAt: f.revision.updatedAt },
    params: { entity: f.revision.entity, id: f.revision.id, revision: f.revision.revision },
  }),
  'DELETE /api/QuoteRequest/{id}': () => ({ none: true }),
  'POST /api/bannerImages': (f) => ({ json: { imageId: f.imageId } }),
  'DELETE /api/bannerImages/{id}': () => ({ none: true }),
  'POST /api/videos': (f) => ({ json: { imageId: f.imageId, headerText: 'Video', uniqueYoutubeId: 'M7lc1UVf-VE' } }),
  'DELETE /api/videos/{id}': () => ({ none: true }),
  'POST /api/certificates': (f) => ({ json: certificateBody(f) }),
  'PUT /api/certificates/{id}': (f) => ({ json: certificateBody(f) }),
  'DELETE /api/certificates/{id}': () => ({ none: true }),
  'POST /api/File': () => ({
    form: () => formWith([{ bytes: sampleImages.png, name: 'anh.png', type: 'image/png' }]),
  }),
  'POST /api/File/Document': () => ({
    form: () => formWith([{ bytes: samplePdf, name: 'chung-nhan.pdf', type: 'application/pdf' }]),
  }),
  'POST /api/catalogue/import/upload': () => ({ json: { fileName: 'nhap-thu.csv', size: 2048 } }),
  // A dry run of one row: the job it starts writes only its own items.
  'POST /api/catalogue/import': (f) => ({ json: { upload: f.importUpload, fileName: 'nhap-thu.csv', dryRun: true } }),
};

/** A valid JSON body of a JSON write route. */
export const validJson = (route: WriteRoute, fixtures: Fixtures): Record<string, unknown> | unknown[] => {
  const body = validBodies[routeKey(route) as WriteRouteKey](fixtures);
  if (!('json' in body)) throw new Error(`${routeKey(route)} takes no JSON body`);
  return body.json as Record<string, unknown> | unknown[];
};

/**
 * The site bucket with the built page template, as a deployment leaves it: the preview routes render with it.
 * The bucket of this file's own, unless a test chose one.
 */
const ensureSiteTemplate = async (): Promise<void> => {
  process.env.SITE_BUCKET ??= `${process.env.FILES_BUCKET}-site`;
  await ensureBucket(process.env.SITE_BUCKET);
  await putTemplate(readFileSync(builtTemplate, 'utf8'), {});
};

/** Two images, an outer product and an inner product to refer to, and the site's template. */
export const createFixtures = async (api: TestApi, cookie: string): Promise<Fixtures> => {
  await ensureSiteTemplate();
  const [image, otherImage] = [await createImage(), await createImage('anh-2.png')];
  const fixtures: Fixtures = {
    imageId: image.id,
    otherImageId: otherImage.id,
    outerProductId: 0,
    innerProductId: 0,
    revision: { entity: 'InnerProduct', id: 0, revision: 1, updatedAt: '' },
    importUpload: await uploadImportFile(
      api,
      cookie,
      'Tên sản phẩm,Mã sản phẩm,Thương hiệu\r\nVòng bi nhập thử,6206-2RSR,FAG\r\n',
      'nhap-thu.csv',
    ),
  };
  const create = async (path: string, json: unknown): Promise<number> => {
    const response = await api.request(path, { method: 'POST', cookie, json });
    if (response.status !== 201) throw new Error(`fixture ${path}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { id: number }).id;
  };
  fixtures.outerProductId = await create('/api/OuterProduct', outerProductBody(fixtures));
  const product = innerProductBody(fixtures);
  fixtures.innerProductId = await create('/api/InnerProduct', product);
  // A save, so the product has a revision to restore.
  const saved = await api.request(`/api/InnerProduct/${fixtures.innerProductId}`, {
    method: 'PUT',
    cookie,
    json: { ...product, shortDescription: 'Mô tả ngắn đã sửa' },
  });
  if (saved.status !== 200) throw new Error(`fixture revision: ${saved.status} ${await saved.text()}`);
  const { updatedAt } = (await saved.json()) as { updatedAt: string };
  fixtures.revision = { entity: 'InnerProduct', id: fixtures.innerProductId, revision: 1, updatedAt };
  return fixtures;
};

/** A visitor's quote request answered with a báo giá by `cookie`'s account, for the routes of a reply. */
export const createQuoteReply = async (
  api: TestApi,
  cookie: string,
  fixtures: Fixtures,
  request: { email?: string } = {},
): Promise<NonNullable<Fixtures['quoteReply']>> => {
  const created = await api.request('/api/QuoteRequest', {
    method: 'POST',
    json: {
      ...(validBodies['POST /api/QuoteRequest'](fixtures) as { json: object }).json,
      note: 'Yêu cầu để báo giá',
      ...request,
    },
  });
  if (created.status !== 201) throw new Error(`fixture quote request: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: number };
  const reply = await api.request(`/api/QuoteRequest/${id}/replies`, {
    method: 'POST',
    cookie,
    json: quoteReplyBody(),
  });
  if (reply.status !== 201) throw new Error(`fixture quote reply: ${reply.status} ${await reply.text()}`);
  return { requestId: id, number: ((await reply.json()) as { number: string }).number };
};

/** Sends a write route's valid request, with extra headers and the given cookie. */
export const sendValid = (
  api: TestApi,
  route: WriteRoute,
  fixtures: Fixtures,
  options: {
    cookie?: string;
    headers?: Record<string, string>;
    id?: number | string;
    /** Parameters besides `{id}` (they replace the body table's). */
    params?: Record<string, number | string>;
  } = {},
): Promise<Response> => {
  const body = validBodies[routeKey(route) as WriteRouteKey](fixtures);
  const init = { method: route.method, cookie: options.cookie, headers: options.headers };
  const params = { ...(options.params ?? body.params), ...(options.id === undefined ? {} : { id: options.id }) };
  const path = concretePath(route, options.id, params);
  // A write may start an import job (run in this process): its writes land before the caller looks.
  if ('json' in body) return settled(api.request(path, { ...init, json: body.json }));
  if ('form' in body) return settled(api.request(path, { ...init, body: body.form() }));
  return api.request(path, init);
};

/**
 * A request's answer once the import job it may have started in this process (the local stand-in for the worker
 * function) has finished, so that the job's writes land before the caller's next look at the table.
 */
export const settled = async (answer: Promise<Response>): Promise<Response> => {
  const response = await answer;
  await importJobsSettled();
  return response;
};
