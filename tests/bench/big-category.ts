import { STANDARD_DIMENSIONS } from '@vongbi/functions/contract/bearing-dimensions';
import type { OuterProduct } from '@vongbi/functions/contract/outer-product';
import { importInnerProducts } from '@vongbi/functions/core/services/inner-products';
import { createOuterProduct } from '@vongbi/functions/core/services/outer-products';
import { storeImage } from '@vongbi/functions/core/services/store-image';
import { renderPlaceholder, type PlaceholderBrand } from '@vongbi/local/seed/placeholder-images';

// One category of 500 bearings, as a distributor's FAG category looks once its price list is imported: every
// deep groove ball and spherical roller size the standard dimension table knows, each in several executions
// (2Z, 2RS, C3…), three brands, the server filling d, D and B from the designation. Its pictures are drawn like
// the demo's and stored through the upload path, so they have their WebP variants as real uploads do.

export const BIG_CATEGORY_PATH = 'vong-bi-tong-hop';
export const BIG_CATEGORY_SIZE = 500;

const BRANDS: readonly PlaceholderBrand[] = ['FAG', 'INA', 'NMB'];
const BALL_EXECUTIONS = ['', '-2Z', '-2RS', '-2Z-C3', '-2RS-C3'];
const ROLLER_EXECUTIONS = ['-E1-XL-K', '-E1-XL', '-E1-XL-K-C3', '-E1-XL-C3', '-E1'];
/** Distinct pictures, one a card of the first page, then repeated. */
const PICTURES = 24;

/** The category's products' codes: every size in every execution, sizes interleaved, the first `size`. */
export const bigCategoryCodes = (size = BIG_CATEGORY_SIZE): string[] =>
  [0, 1, 2, 3, 4]
    .flatMap((execution) =>
      STANDARD_DIMENSIONS.map(([basic]) =>
        basic.startsWith('22') ? `${basic}${ROLLER_EXECUTIONS[execution]}` : `${basic}${BALL_EXECUTIONS[execution]}`,
      ),
    )
    .slice(0, size);

const kindOf = (code: string) => (code.startsWith('22') ? 'Vòng bi tang trống' : 'Vòng bi cầu');

/** The category and the ids of its products. */
export const seedBigCategory = async (
  size = BIG_CATEGORY_SIZE,
): Promise<{ outer: OuterProduct; productIds: number[] }> => {
  const codes = bigCategoryCodes(size);
  const pictures: number[] = [];
  for (let index = 0; index < PICTURES; index++) {
    const code = codes[index]!;
    const image = renderPlaceholder({
      kind: 'product',
      title: `${kindOf(code)} ${BRANDS[index % 3]} ${code}`,
      subtitle: code,
      brand: BRANDS[index % 3],
    });
    pictures.push((await storeImage({ bytes: image.bytes, fileName: image.fileName })).id);
  }
  const outer = await createOuterProduct({
    name: 'Vòng bi tổng hợp',
    namePath: BIG_CATEGORY_PATH,
    summaryDetail:
      'Vòng bi cầu rãnh sâu dòng 60, 62, 63 và vòng bi tang trống dòng 222, 223 của FAG, INA và NMB: che bụi 2Z, phớt cao su 2RS, khe hở C3, lỗ côn K.',
    productType: 0,
    imageId: pictures[0]!,
  });
  const productIds = await importInnerProducts(
    codes.map((code, index) => {
      const brand = BRANDS[index % 3]!;
      return {
        name: `${kindOf(code)} ${brand} ${code}`,
        namePath: `${BIG_CATEGORY_PATH}-${code.toLowerCase()}-${brand.toLowerCase()}`,
        description: `<p>${kindOf(code)} ${brand} ${code}, hàng chính hãng có CO/CQ.</p>`,
        shortDescription: `${kindOf(code)} ${code} chính hãng ${brand}, cho động cơ điện, bơm, quạt và hộp số.`,
        videos: '',
        imageId: pictures[index % PICTURES]!,
        imageIds: [],
        outerProductId: outer.id,
        brand,
        madeIn: 'Đức',
        productSeries: code,
      };
    }),
  );
  return { outer, productIds };
};
