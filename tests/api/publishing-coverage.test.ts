import { beforeAll, describe, expect, it } from 'vitest';
import type { Article, ArticleInput } from '@vongbi/functions/contract/article';
import type { InnerProduct, InnerProductInput } from '@vongbi/functions/contract/inner-product';
import type { OuterProduct, OuterProductInput } from '@vongbi/functions/contract/outer-product';
import { configKeyPages } from '@vongbi/functions/contract/configuration-registry';
import { ARTICLE_TYPE, PRODUCT_TYPE, siteAddress, UNMATCHED_ADDRESS } from '@vongbi/functions/contract/site-addresses';
import { vietnamToday } from '@vongbi/functions/contract/technical-data';
import { createArticle, deleteArticle, updateArticle } from '@vongbi/functions/core/services/articles';
import { createBannerImage, deleteBannerImage } from '@vongbi/functions/core/services/banner-images';
import { listConfigurationForStaff, saveConfiguration } from '@vongbi/functions/core/services/configuration';
import {
  createInnerProduct,
  deleteInnerProduct,
  updateInnerProduct,
} from '@vongbi/functions/core/services/inner-products';
import {
  createOuterProduct,
  deleteOuterProduct,
  updateOuterProduct,
} from '@vongbi/functions/core/services/outer-products';
import { createVideo, deleteVideo } from '@vongbi/functions/core/services/videos';
import type { TableChange } from '@vongbi/functions/publish/affected-urls';
import { passesPageItemFilter } from '@vongbi/functions/publish/page-items';
import { listPublicUrls, pagesTouchedBy, type TouchedPages } from '@vongbi/functions/publish/publisher';
import { renderContext, renderUrl } from '@vongbi/functions/publish/render';
import { publisherSettings } from '@vongbi/functions/publish/settings';
import { demoConfiguration } from '@vongbi/local/seed/configuration';
import { createImage } from '../helpers/catalogue';
import { tableItems, type TableItem } from '../helpers/storage';
import { prepareSiteBucket } from '../helpers/site-bucket';

// Publishing proved against the pages themselves. A catalogue is rendered page by page; then each write a staff
// member can make (every kind, every field a page shows, every configuration key) is made, the table items it
// changed are turned into the changes the stream would deliver, and every page is rendered again. Each page
// whose HTML changed, appeared or went away must be among the pages `pagesTouchedBy` (affected-urls.ts) names
// for those changes, or the published site would keep a stale page.

type Pages = Map<string, string>;

const renderEveryPage = async (): Promise<Pages> => {
  const context = await renderContext(publisherSettings.siteUrl);
  const urls = [...(await listPublicUrls()), UNMATCHED_ADDRESS];
  const pages: Pages = new Map();
  await Promise.all(
    urls.map(async (url) => {
      const { status, html } = await renderUrl(url, context);
      pages.set(url, `${status}\n${html}`);
    }),
  );
  return pages;
};

/** The pages whose HTML differs, or that exist on one side only (a removed URL renders as not found). */
const changedPages = (before: Pages, after: Pages): string[] =>
  [...new Set([...before.keys(), ...after.keys()])].filter((url) => before.get(url) !== after.get(url));

const itemKey = (item: TableItem) => `${item.pk}\u0000${item.sk}`;

/** The changes the table's stream would hand the publisher for the items a write changed. */
const tableChanges = (before: TableItem[], after: TableItem[]): TableChange[] => {
  const old = new Map(before.map((item) => [itemKey(item), item]));
  const now = new Map(after.map((item) => [itemKey(item), item]));
  return [...new Set([...old.keys(), ...now.keys()])]
    .filter((key) => JSON.stringify(old.get(key)) !== JSON.stringify(now.get(key)))
    .map((key) => ({ oldItem: old.get(key), newItem: now.get(key) }))
    .filter(({ oldItem, newItem }) =>
      passesPageItemFilter({ dynamodb: { Keys: { pk: { S: (newItem ?? oldItem)!.pk } } } }),
    );
};

let pages: Pages | undefined;

/**
 * Makes the write and checks that what the publisher would render for it covers every page that changed. When
 * the publisher renders everything for it (configuration), every changed page is covered by definition.
 */
const expectPublished = async (write: () => Promise<unknown>): Promise<TouchedPages> => {
  const before = pages ?? (await renderEveryPage());
  const itemsBefore = await tableItems();
  await write();
  const touched = await pagesTouchedBy(tableChanges(itemsBefore, await tableItems()));
  pages = await renderEveryPage();
  const changed = changedPages(before, pages);
  if (!touched.all) expect(changed.filter((url) => !touched.urls.includes(url))).toEqual([]);
  return touched;
};

/** Who saves the writes below (their revisions name them). */
const STAFF = { username: 'bien-tap' };
let image: number;
let otherImage: number;
const outers = new Map<string, OuterProduct>();
const inners = new Map<string, InnerProduct>();
const articles = new Map<string, Article>();

const outerInput = (outer: OuterProduct): OuterProductInput => ({
  name: outer.name,
  namePath: outer.namePath,
  summaryDetail: outer.summaryDetail,
  productType: outer.productType,
  imageId: outer.imageId,
});

const innerInput = (inner: InnerProduct): InnerProductInput => ({
  name: inner.name,
  namePath: inner.namePath,
  description: inner.description,
  shortDescription: inner.shortDescription,
  videos: inner.videos,
  imageId: inner.imageId,
  imageIds: inner.imageIds,
  outerProductId: inner.outerProductId,
  brand: inner.brand,
  madeIn: inner.madeIn,
  productSeries: inner.productSeries,
  boreMm: inner.boreMm,
  outerDiameterMm: inner.outerDiameterMm,
  widthMm: inner.widthMm,
  dynamicLoadKn: inner.dynamicLoadKn,
  staticLoadKn: inner.staticLoadKn,
  referenceSpeedRpm: inner.referenceSpeedRpm,
  limitingSpeedRpm: inner.limitingSpeedRpm,
  massKg: inner.massKg,
  availability: inner.availability,
  crossReferences: inner.crossReferences,
});

const articleInput = (article: Article): ArticleInput => ({
  headerText: article.headerText,
  summaryText: article.summaryText,
  articlePath: article.articlePath,
  articleType: article.articleType,
  contentData: article.contentData,
  videos: article.videos,
  outerImageId: article.outerImageId,
  imageIds: article.imageIds,
});

const newInner = (name: string, namePath: string, outerProductId: number): InnerProductInput => ({
  name,
  namePath,
  description: `<p>${name}: vòng bi cầu một dãy.</p>`,
  shortDescription: 'Vòng bi cầu',
  videos: '',
  imageId: image,
  imageIds: [],
  outerProductId,
  brand: 'FAG',
  madeIn: 'Đức',
  productSeries: namePath.toUpperCase(),
  // Stated, so the product page shows its size row (the code 'FAG-62xx' is not one the server fills from).
  boreMm: 30,
  outerDiameterMm: 62,
  widthMm: 16,
  // Test values, not a catalogue's: the page and its category's list then have technical data and availability.
  dynamicLoadKn: 20.7,
  staticLoadKn: 11.3,
  referenceSpeedRpm: 20_000,
  limitingSpeedRpm: 13_000,
  massKg: 0.198,
  availability: { status: 'in_stock', checkedAt: vietnamToday() },
  crossReferences: [],
});

const newArticle = (headerText: string, articlePath: string, articleType: number): ArticleInput => ({
  headerText,
  summaryText: `Tóm tắt: ${headerText}`,
  articlePath,
  articleType: articleType as ArticleInput['articleType'],
  contentData: `<p>${headerText}</p>`,
  videos: '',
  outerImageId: image,
  imageIds: [],
});

// Writes, made when the test runs: a patch may name records the catalogue created (`() => outerId('goi-do')`).
type Patch<T> = Partial<T> | (() => Partial<T>);
const patched = <T>(patch: Patch<T>): Partial<T> => (typeof patch === 'function' ? patch() : patch);

const editInner = (key: string, patch: Patch<InnerProductInput>) => async () => {
  const inner = inners.get(key)!;
  const input = { ...innerInput(inner), ...patched(patch), updatedAt: inner.updatedAt };
  inners.set(key, await updateInnerProduct(inner.id, input, STAFF));
};
const editOuter = (key: string, patch: Patch<OuterProductInput>) => async () => {
  const outer = outers.get(key)!;
  const input = { ...outerInput(outer), ...patched(patch), updatedAt: outer.updatedAt };
  outers.set(key, await updateOuterProduct(outer.id, input, STAFF));
};
const editArticle = (key: string, patch: Patch<ArticleInput>) => async () => {
  const article = articles.get(key)!;
  const input = { ...articleInput(article), ...patched(patch), updatedAt: article.updatedAt };
  articles.set(key, await updateArticle(article.id, input, STAFF));
};
const outerId = (key: string) => outers.get(key)!.id;
let videoId: number;
let bannerId: number;

beforeAll(async () => {
  await prepareSiteBucket('https://vongbi.example');
  [image, otherImage] = [(await createImage('vong-bi.png')).id, (await createImage('goi-do.png')).id];

  for (const [key, name, productType] of [
    ['fag', 'Vòng bi FAG', PRODUCT_TYPE.product],
    ['goi-do', 'Gối đỡ', PRODUCT_TYPE.product],
    ['gia-nhiet', 'Máy gia nhiệt', PRODUCT_TYPE.maintenanceTool],
  ] as const) {
    const input = { name, namePath: key, summaryDetail: `${name} chính hãng`, productType, imageId: image };
    outers.set(key, await createOuterProduct(input));
  }
  // More products in one category than a product page lists as related (8), so some show there and some not.
  for (let n = 1; n <= 11; n += 1) {
    const key = `fag-62${String(n).padStart(2, '0')}`;
    inners.set(
      key,
      await createInnerProduct(newInner(`Vòng bi FAG 62${String(n).padStart(2, '0')}`, key, outers.get('fag')!.id)),
    );
  }
  // More products in one category than its carousel shows (20): a list of 24 a page, on two pages.
  outers.set(
    'ina',
    await createOuterProduct({
      name: 'Vòng bi INA',
      namePath: 'ina',
      summaryDetail: 'Vòng bi INA chính hãng',
      productType: PRODUCT_TYPE.product,
      imageId: image,
    }),
  );
  for (let n = 0; n < 25; n += 1) {
    const key = `ina-60${String(n).padStart(2, '0')}`;
    inners.set(
      key,
      await createInnerProduct(newInner(`Vòng bi INA 60${String(n).padStart(2, '0')}`, key, outerId('ina'))),
    );
  }
  inners.set('ucp-205', await createInnerProduct(newInner('Gối đỡ UCP 205', 'ucp-205', outers.get('goi-do')!.id)));
  inners.set(
    'heater',
    await createInnerProduct(newInner('Máy gia nhiệt HEATER20', 'heater', outers.get('gia-nhiet')!.id)),
  );
  for (const [key, type] of [
    ['tin-1', ARTICLE_TYPE.news],
    ['tin-2', ARTICLE_TYPE.news],
    ['dich-vu-1', ARTICLE_TYPE.service],
    ['dich-vu-2', ARTICLE_TYPE.service],
    ['ho-tro-1', ARTICLE_TYPE.support],
    ['ho-tro-2', ARTICLE_TYPE.support],
  ] as const) {
    articles.set(key, await createArticle(newArticle(`Bài ${key}`, key, type)));
  }
  videoId = (await createVideo({ imageId: image, headerText: 'Lắp vòng bi', uniqueYoutubeId: 'M7lc1UVf-VE' })).id;
  bannerId = (await createBannerImage({ imageId: image })).id;
  // The home page's slots name records of this catalogue.
  await saveConfiguration(
    demoConfiguration.map((item) => {
      const named: Record<string, string> = {
        SPDV_SP_1: '/products/fag',
        SPDV_DV_1: '/services/dich-vu-1',
        BLOG_BIG: 'tin-2',
        BLOG_RIGHT_1: 'ho-tro-2',
        VIDEO_1: 'M7lc1UVf-VE',
      };
      return { ...item, value: named[item.configKey] ?? item.value };
    }),
    STAFF,
  );
}, 120_000);

describe('the pages a write re-publishes', () => {
  it.each<[string, () => Promise<unknown>]>([
    ['the name of a product shown as related', editInner('fag-6202', { name: 'Vòng bi FAG 6202-2RSR' })],
    ['a name that brings a product among the related', editInner('fag-6211', { name: 'Vòng bi FAG 6200' })],
    ['the path of a product', editInner('fag-6203', { namePath: 'fag-6203-2z' })],
    ['the description of a product', editInner('fag-6204', { description: '<p>Mô tả mới.</p>' })],
    ['the short description of a product', editInner('fag-6204', { shortDescription: 'Vòng bi cầu che bụi' })],
    ['the videos of a product', editInner('fag-6204', { videos: 'M7lc1UVf-VE' })],
    ['the image of a product', editInner('fag-6205', () => ({ imageId: otherImage }))],
    ['the gallery of a product', editInner('fag-6205', () => ({ imageIds: [otherImage] }))],
    ['the brand of a product', editInner('fag-6206', { brand: 'INA' })],
    ['the origin of a product', editInner('fag-6206', { madeIn: 'Trung Quốc' })],
    ['the series of a product', editInner('fag-6206', { productSeries: '6206-C3' })],
    ['the bore of a product', editInner('fag-6208', { boreMm: 30.5 })],
    ['the outside diameter of a product', editInner('fag-6208', { outerDiameterMm: 62.25 })],
    ['the width of a product', editInner('fag-6208', { widthMm: 17 })],
    ['the size of a product cleared', editInner('fag-6209', { boreMm: null, outerDiameterMm: null, widthMm: null })],
    ['the dynamic load rating of a product', editInner('fag-6210', { dynamicLoadKn: 21.6 })],
    ['the static load rating of a product', editInner('fag-6210', { staticLoadKn: 12.5 })],
    ['the reference speed of a product', editInner('fag-6210', { referenceSpeedRpm: 19_000 })],
    ['the limiting speed of a product', editInner('fag-6210', { limitingSpeedRpm: 12_000 })],
    ['the mass of a product', editInner('fag-6210', { massKg: 0.2 })],
    [
      'the availability of a product',
      editInner('fag-6210', { availability: { status: 'on_order', checkedAt: vietnamToday() } }),
    ],
    [
      'the cross references of a product',
      editInner('fag-6210', { crossReferences: [{ brand: 'SKF', code: '6210-2RS1' }] }),
    ],
    [
      'the technical data and availability of a product cleared',
      editInner('fag-6209', {
        dynamicLoadKn: null,
        staticLoadKn: null,
        referenceSpeedRpm: null,
        limitingSpeedRpm: null,
        massKg: null,
        availability: null,
      }),
    ],
    ['the category of a product', editInner('fag-6207', () => ({ outerProductId: outerId('goi-do') }))],
    [
      'a new product',
      async () =>
        inners.set('fag-6212', await createInnerProduct(newInner('Vòng bi FAG 6212', 'fag-6212', outerId('fag')))),
    ],
    ['a deleted product', async () => deleteInnerProduct(inners.get('fag-6201')!.id, STAFF)],

    [
      'a new product in a long category',
      async () =>
        inners.set('ina-6099', await createInnerProduct(newInner('Vòng bi INA 6099', 'ina-6099', outerId('ina')))),
    ],
    [
      'the name of a product that moves it to the front of a long list',
      editInner('ina-6024', { name: 'Vòng bi INA 5999' }),
    ],
    ['the brand of a product in a long category', editInner('ina-6003', { brand: 'INA' })],
    ['the width of a product in a long category', editInner('ina-6004', { widthMm: 18 })],
    ['the limiting speed of a product in a long category', editInner('ina-6005', { limitingSpeedRpm: 15_000 })],
    [
      'the availability of a product in a long category',
      editInner('ina-6006', { availability: { status: 'short_lead', checkedAt: vietnamToday() } }),
    ],
    ['a product deleted from a long category', async () => deleteInnerProduct(inners.get('ina-6010')!.id, STAFF)],
    [
      'a product moved out of a long category, which then fits one page',
      editInner('ina-6011', () => ({ outerProductId: outerId('fag') })),
    ],
    ['the path of a long category', editOuter('ina', { namePath: 'vong-bi-ina' })],

    ['the name of a category', editOuter('fag', { name: 'Vòng bi FAG (Schaeffler)' })],
    ['the path of a category', editOuter('goi-do', { namePath: 'goi-do-vong-bi' })],
    ['the summary of a category', editOuter('fag', { summaryDetail: 'Vòng bi cầu, vòng bi côn, vòng bi đũa' })],
    ['the image of a category', editOuter('fag', () => ({ imageId: otherImage }))],
    ['the type of a category', editOuter('gia-nhiet', { productType: PRODUCT_TYPE.product })],
    [
      'a new category',
      async () => {
        const input = {
          name: 'Mỡ Bechem',
          namePath: 'mo-bechem',
          summaryDetail: 'Mỡ bôi trơn',
          productType: 0 as const,
        };
        outers.set('mo-bechem', await createOuterProduct({ ...input, imageId: image }));
      },
    ],
    ['a deleted category', async () => deleteOuterProduct(outerId('mo-bechem'), STAFF)],

    ['the title of a news article', editArticle('tin-1', { headerText: 'Khai trương kho Bắc Ninh' })],
    ['the summary of a news article', editArticle('tin-1', { summaryText: 'Kho mới ở Bắc Ninh' })],
    ['the text of a support article', editArticle('ho-tro-1', { contentData: '<p>Bôi trơn đúng cách.</p>' })],
    ['the videos of a service', editArticle('dich-vu-1', { videos: 'M7lc1UVf-VE' })],
    ['the cover of a service', editArticle('dich-vu-2', () => ({ outerImageId: otherImage }))],
    ['the images of a news article', editArticle('tin-2', () => ({ imageIds: [otherImage] }))],
    ['the path of a news article', editArticle('tin-2', { articlePath: 'tin-2-moi' })],
    ['the path of a service', editArticle('dich-vu-1', { articlePath: 'do-rung' })],
    ['a news article made a support article', editArticle('tin-1', { articleType: ARTICLE_TYPE.support })],
    ['a support article made a service', editArticle('ho-tro-2', { articleType: ARTICLE_TYPE.service })],
    ['a service made a news article', editArticle('dich-vu-2', { articleType: ARTICLE_TYPE.news })],
    [
      'a new news article',
      async () => articles.set('tin-3', await createArticle(newArticle('Tin mới', 'tin-3', ARTICLE_TYPE.news))),
    ],
    ['a deleted support article', async () => deleteArticle(articles.get('ho-tro-1')!.id, STAFF)],
    ['a deleted service', async () => deleteArticle(articles.get('dich-vu-1')!.id, STAFF)],

    ['a new banner', async () => createBannerImage({ imageId: otherImage })],
    ['a deleted banner', async () => deleteBannerImage(bannerId)],
    [
      'a new video',
      async () => createVideo({ imageId: otherImage, headerText: 'Gia nhiệt', uniqueYoutubeId: 'aqz-KE-bpKQ' }),
    ],
    ['a deleted video', async () => deleteVideo(videoId)],
  ])('covers every page whose HTML %s changes', async (_, write) => {
    const touched = await expectPublished(write);
    // Entity writes name their pages; only configuration every page shows re-publishes everything.
    expect(touched.all).toBe(false);
  });

  // The product page shows all six and the category's list C, C0, limiting speed and availability: until the pages
  // render them, the cases above cannot see a missed page, so the rule is held to naming those pages itself.
  it.each<[string, Patch<InnerProductInput>]>([
    ['dynamicLoadKn', { dynamicLoadKn: 30.7 }],
    ['staticLoadKn', { staticLoadKn: 19 }],
    ['referenceSpeedRpm', { referenceSpeedRpm: 17_000 }],
    ['limitingSpeedRpm', { limitingSpeedRpm: 11_000 }],
    ['massKg', { massKg: 0.346 }],
    ['availability', { availability: { status: 'short_lead', checkedAt: vietnamToday() } }],
  ])('names the product page and its category pages when %s changes', async (_, patch) => {
    const touched = await expectPublished(editInner('ina-6020', patch));
    const category = outers.get('ina')!.namePath;
    expect(touched.all).toBe(false);
    expect(touched.all ? [] : touched.urls).toEqual(
      expect.arrayContaining([siteAddress.innerProduct(category, 'ina-6020'), siteAddress.outerProduct(category)]),
    );
  });

  it.each(demoConfiguration.map((item) => item.configKey))(
    'covers every page the configuration key %s changes',
    async (configKey) => {
      const touched = await expectPublished(async () => {
        const item = (await listConfigurationForStaff()).find((stored) => stored.configKey === configKey)!;
        const value = item.value.startsWith('/') ? `${item.value}-moi` : `${item.value} (mới)`;
        await saveConfiguration([{ configKey, label: item.label, value, updatedAt: item.updatedAt }], STAFF);
      });
      // A key every page shows re-publishes everything; a page text only its page, a staff-only key nothing, and
      // then every page that changed must be among those named.
      expect(touched.all).toBe(configKeyPages(configKey) === 'every');
    },
  );
});
