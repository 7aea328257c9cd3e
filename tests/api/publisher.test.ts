import { GetObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OuterProduct } from '@vongbi/functions/contract/outer-product';
import { s3 } from '@vongbi/functions/core/clients';
import { FIXED_PAGE, isBrowserRenderedPath, SITEMAP_KEY } from '@vongbi/functions/contract/site-addresses';
import { createArticle } from '@vongbi/functions/core/services/articles';
import { importInnerProducts } from '@vongbi/functions/core/services/inner-products';
import { createOuterProduct } from '@vongbi/functions/core/services/outer-products';
import { NOT_FOUND_PAGE_KEY, pageKey } from '@vongbi/functions/core/published-pages';
import { listPublicUrls, publishAll } from '@vongbi/functions/publish/publisher';
import { createImage } from '../helpers/catalogue';
import { prepareSiteBucket } from '../helpers/site-bucket';

// Render-all with the built server entry against DynamoDB Local and s3rver. More pages than one bucket
// listing answers (1,000 keys), with list and category pages whose keys sort before the product pages
// beneath them, and products and articles saved at one instant, as an import or the bench seed saves them.

const SITE_URL = 'https://vongbi.example';
const PRODUCTS = 1_000;

let urls: string[];

beforeAll(async () => {
  await prepareSiteBucket(SITE_URL);

  const image = await createImage('vong-bi.png');
  const now = new Date();
  const categories: OuterProduct[] = [];
  for (const [index, productType] of ([0, 0, 1] as const).entries()) {
    categories.push(
      await createOuterProduct(
        {
          name: `Danh mục ${index}`,
          namePath: `danh-muc-${index}`,
          summaryDetail: 'Vòng bi công nghiệp',
          productType,
          imageId: image.id,
        },
        now,
      ),
    );
  }
  await importInnerProducts(
    Array.from({ length: PRODUCTS }, (_, n) => ({
      name: `Vòng bi FAG ${6000 + n}`,
      namePath: `vong-bi-fag-${6000 + n}`,
      description: '<p>Vòng bi cầu một dãy.</p>',
      shortDescription: 'Vòng bi cầu',
      videos: '',
      imageId: image.id,
      imageIds: [],
      outerProductId: categories[n % categories.length]!.id,
      brand: 'FAG',
      madeIn: 'Đức',
      productSeries: String(6000 + n),
    })),
    now,
  );
  await Promise.all(
    Array.from({ length: 12 }, (_, n) =>
      createArticle(
        {
          headerText: `Bài viết ${n}`,
          summaryText: 'Tóm tắt',
          articlePath: `bai-viet-${n}`,
          articleType: (n % 3) as 0 | 1 | 2,
          contentData: '<p>Nội dung.</p>',
          videos: '',
          outerImageId: image.id,
          imageIds: [],
        },
        now,
      ),
    ),
  );
  urls = await listPublicUrls();
}, 300_000);

const sitemapLocations = async (): Promise<string[]> => {
  const object = await s3().send(new GetObjectCommand({ Bucket: process.env.SITE_BUCKET, Key: SITEMAP_KEY }));
  const xml = await object.Body!.transformToString();
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
};

describe('publishAll', () => {
  // Two tests in order, each with its own time: every page rendered twice takes minutes on a busy machine.
  it('writes every page, and its sitemap lists every page but the quote list, kept out of indexes', async () => {
    expect(urls.length).toBeGreaterThan(1_000);

    const first = await publishAll();

    // Every page, the not-found page and robots.txt.
    expect(first).toMatchObject({ rendered: urls.length, written: urls.length + 2, deleted: 0 });
    expect(urls).toContain(FIXED_PAGE.quote);
    expect((await sitemapLocations()).sort()).toEqual(
      urls
        .filter((url) => url !== FIXED_PAGE.quote)
        .map((url) => `${SITE_URL}${url}`)
        .sort(),
    );
  }, 300_000);

  it('writes nothing when it renders unchanged data again', async () => {
    const second = await publishAll();

    expect(second).toMatchObject({ rendered: urls.length, written: 0, deleted: 0 });
  }, 300_000);

  it('publishes every fixed page the site declares, each as its own page and not the not-found page', async () => {
    const declared = Object.values(FIXED_PAGE).filter((address) => !isBrowserRenderedPath(address));
    expect(declared.length).toBeGreaterThanOrEqual(7);
    const read = async (key: string) => {
      const object = await s3().send(new GetObjectCommand({ Bucket: process.env.SITE_BUCKET, Key: key }));
      return object.Body!.transformToString();
    };
    const notFound = await read(NOT_FOUND_PAGE_KEY);
    for (const address of declared) {
      expect(urls, address).toContain(address);
      expect(await read(pageKey(address)), address).not.toBe(notFound);
    }
  }, 60_000);
});
