import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '@vongbi/functions/core/clients';
import { tableName } from '@vongbi/functions/core/db';
import { createArticle, listAllArticles } from '@vongbi/functions/core/services/articles';
import { createBannerImage } from '@vongbi/functions/core/services/banner-images';
import { createCertificate } from '@vongbi/functions/core/services/certificates';
import { listConfiguration, saveConfiguration } from '@vongbi/functions/core/services/configuration';
import { createInnerProduct } from '@vongbi/functions/core/services/inner-products';
import { createOuterProduct, listAllOuterProducts } from '@vongbi/functions/core/services/outer-products';
import { createVideo } from '@vongbi/functions/core/services/videos';
import { addMissingStatusKeys } from '@vongbi/functions/core/repositories/quote-request-repository';
import { articleInput } from '@vongbi/functions/contract/article';
import { certificateInput } from '@vongbi/functions/contract/certificate-input';
import { innerProductInput } from '@vongbi/functions/contract/inner-product';
import { vietnamToday } from '@vongbi/functions/contract/technical-data';
import { outerProductInput } from '@vongbi/functions/contract/outer-product';
import { videoInput } from '@vongbi/functions/contract/video';
import { storeImage } from '@vongbi/functions/core/services/store-image';
import { parseInput } from '@vongbi/functions/core/validation';
import { addMissingImageVariants } from '../image-variants';
import { demoConfiguration } from './configuration';
import {
  demoAvailability,
  demoBanners,
  demoDimensions,
  demoNews,
  demoOuterProducts,
  demoPolicyArticles,
  demoServices,
  demoSupportArticles,
  demoVideos,
  type DemoArticle,
  type DemoInnerProduct,
} from './demo-catalogue';
import { renderPlaceholder, type PlaceholderInput } from './placeholder-images';

// Demo content for a new local site. Configuration keys that are missing are added on every start (adding
// never overwrites); the catalogue is seeded once, into a table without products or articles, and a marker
// item remembers that it was, so records staff delete do not come back.

const SEED_MARKER = { pk: 'SEED#demo', sk: '#' };

export interface SeedResult {
  configurationAdded: number;
  catalogueSeeded: boolean;
  /** Images of an older data folder, stored before uploads had WebP variants, that got them now. */
  imageVariantsAdded: number;
  /** Quote requests of an older data folder, stored before the status index, that joined it now. */
  quoteRequestsIndexed: number;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

/** Generated through the same type check, naming and S3 path as an upload. */
const placeholderImage = async (input: PlaceholderInput): Promise<number> => {
  const image = renderPlaceholder(input);
  return (await storeImage({ bytes: image.bytes, fileName: image.fileName })).id;
};

const productDescription = (product: DemoInnerProduct): string =>
  [
    `<p>${escapeHtml(product.intro)}</p>`,
    '<h3>Thông số kỹ thuật</h3>',
    '<table><tbody>',
    ...product.specs.map(([name, value]) => `<tr><th>${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`),
    '</tbody></table>',
    '<p>Hàng chính hãng, có CO/CQ. Liên hệ hotline để được báo giá và tư vấn lựa chọn.</p>',
  ].join('');

const articleContent = (article: DemoArticle): string =>
  article.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('');

/** Runs `task` over `items` with at most `limit` at a time, keeping the results in order. */
const mapLimited = async <T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> => {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
};

// Images are rendered and stored a few at a time; records are created one by one so "newest first" lists come
// out in the order of the demo data.
const PARALLEL_IMAGES = 4;

const seedProducts = async (): Promise<void> => {
  for (const outer of demoOuterProducts) {
    const outerImageId = await placeholderImage({ kind: 'product', title: outer.name, brand: outer.brand });
    // Demo data passes the same schemas as staff input.
    const created = await createOuterProduct(
      parseInput(outerProductInput, {
        name: outer.name,
        namePath: outer.namePath,
        summaryDetail: outer.summaryDetail,
        productType: outer.productType,
        imageId: outerImageId,
      }),
    );
    for (const inner of outer.innerProducts) {
      const brand = (inner.brand || undefined) as PlaceholderInput['brand'];
      const imageIds = await mapLimited(
        Array.from({ length: inner.imageCount }, (_, index) => index),
        PARALLEL_IMAGES,
        (index) =>
          placeholderImage({
            kind: 'product',
            title: inner.name,
            subtitle: index === 0 ? inner.productSeries : `Ảnh ${index + 1} · ${inner.productSeries}`,
            brand,
          }),
      );
      await createInnerProduct(
        parseInput(innerProductInput, {
          name: inner.name,
          namePath: inner.namePath,
          description: productDescription(inner),
          shortDescription: inner.shortDescription,
          videos: inner.videos,
          imageId: imageIds[0]!,
          imageIds: imageIds.slice(1),
          outerProductId: created.id,
          brand: inner.brand,
          madeIn: inner.madeIn,
          productSeries: inner.productSeries,
          boreMm: demoDimensions[inner.namePath]?.[0],
          outerDiameterMm: demoDimensions[inner.namePath]?.[1],
          widthMm: demoDimensions[inner.namePath]?.[2],
          availability: demoAvailability[inner.namePath] && {
            status: demoAvailability[inner.namePath],
            checkedAt: vietnamToday(),
          },
        }),
      );
    }
  }
};

const seedArticles = async (): Promise<void> => {
  const articles = [...demoPolicyArticles, ...demoSupportArticles, ...demoNews, ...demoServices];
  const coverIds = await mapLimited(articles, PARALLEL_IMAGES, (article) =>
    placeholderImage({ kind: 'article', title: article.headerText }),
  );
  for (const [index, article] of articles.entries()) {
    await createArticle(
      parseInput(articleInput, {
        headerText: article.headerText,
        summaryText: article.summaryText,
        articlePath: article.articlePath,
        articleType: article.articleType,
        contentData: articleContent(article),
        videos: article.videos,
        outerImageId: coverIds[index]!,
        imageIds: [],
      }),
    );
  }
};

const seedMedia = async (): Promise<void> => {
  const bannerIds = await mapLimited(demoBanners, PARALLEL_IMAGES, (banner) =>
    placeholderImage({ kind: 'banner', ...banner }),
  );
  for (const imageId of bannerIds) await createBannerImage({ imageId });
  const thumbnailIds = await mapLimited(demoVideos, PARALLEL_IMAGES, (video) =>
    placeholderImage({ kind: 'video', title: video.headerText, brand: video.brand }),
  );
  for (const [index, video] of demoVideos.entries()) {
    const input = {
      headerText: video.headerText,
      uniqueYoutubeId: video.uniqueYoutubeId,
      imageId: thumbnailIds[index],
    };
    await createVideo(parseInput(videoInput, input));
  }
};

/** `YYYY-MM-DD` `days` after (or before) `day`. */
const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** One certificate valid around the seed day, so /genuine shows one on a new site; its image says it is a sample. */
const seedCertificates = async (): Promise<void> => {
  const today = vietnamToday();
  const title = 'Giấy chứng nhận nhà phân phối ủy quyền vòng bi FAG, INA';
  const issuer = 'Schaeffler Vietnam';
  const imageId = await placeholderImage({ kind: 'certificate', title, subtitle: issuer, brand: 'Schaeffler' });
  await createCertificate(
    parseInput(certificateInput, {
      title,
      issuer,
      validFrom: addDays(today, -180),
      validTo: addDays(today, 540),
      imageId,
    }),
  );
};

const seedCatalogue = async (): Promise<void> => {
  await Promise.all([seedProducts(), seedArticles(), seedMedia(), seedCertificates()]);
};

const wasSeeded = async (): Promise<boolean> =>
  Boolean((await db().send(new GetCommand({ TableName: tableName(), Key: SEED_MARKER }))).Item);

const isCatalogueEmpty = async (): Promise<boolean> =>
  (await listAllOuterProducts()).length === 0 && (await listAllArticles()).length === 0;

export const seedDemoContent = async (): Promise<SeedResult> => {
  const present = new Set((await listConfiguration()).map((item) => item.configKey));
  const missing = demoConfiguration.filter((item) => !present.has(item.configKey));
  // Only keys not set yet: nothing is replaced, so no revision names this author.
  await saveConfiguration(missing, { username: 'seed' });

  let catalogueSeeded = false;
  if (!(await wasSeeded())) {
    if (await isCatalogueEmpty()) {
      await seedCatalogue();
      catalogueSeeded = true;
    }
    await db().send(
      new PutCommand({ TableName: tableName(), Item: { ...SEED_MARKER, seededAt: new Date().toISOString() } }),
    );
  }
  // A data folder from before image variants: its images get them, so pages never name a missing file.
  const { added } = await addMissingImageVariants();
  // A data folder from before the status index: its quote requests join it, so the inbox's filters find them.
  const quoteRequestsIndexed = await addMissingStatusKeys();
  return { configurationAdded: missing.length, catalogueSeeded, imageVariantsAdded: added, quoteRequestsIndexed };
};
