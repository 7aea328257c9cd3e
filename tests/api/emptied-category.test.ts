import { beforeAll, describe, expect, it } from 'vitest';
import { siteAddress } from '@vongbi/functions/contract/site-addresses';
import { pageKey } from '@vongbi/functions/core/published-pages';
import { findMovedPage } from '@vongbi/functions/core/services/moved-pages';
import { createInnerProduct, deleteInnerProduct } from '@vongbi/functions/core/services/inner-products';
import { createOuterProduct, deleteOuterProduct } from '@vongbi/functions/core/services/outer-products';
import { publishAll, publishChanges } from '@vongbi/functions/publish/publisher';
import { storedObject } from '@vongbi/functions/publish/site-bucket';
import { createImage } from '../helpers/catalogue';
import { tableItem } from '../helpers/storage';
import { prepareSiteBucket } from '../helpers/site-bucket';

// Staff empty a category, then delete it, a second apart. The table's stream may hand the publisher the
// product's delete in a batch of its own, read after the category has left the table too: the product's URL
// names its category's path, which nothing in the table holds any more. The category's delete, in the next batch,
// must still take the product's page down and send its URL to the product list.

const STAFF = { username: 'bien-tap' };

beforeAll(async () => {
  await prepareSiteBucket('https://vongbi.example');
}, 120_000);

describe('a category emptied and deleted', () => {
  it('sends the product to the product list when its delete reaches the publisher after its category left the table', async () => {
    const image = await createImage('vong-bi.png');
    const category = await createOuterProduct({
      name: 'Vòng bi xuất bản',
      namePath: 'vong-bi-xuat-ban',
      summaryDetail: 'Danh mục sắp xoá',
      productType: 0,
      imageId: image.id,
    });
    const product = await createInnerProduct({
      name: 'Vòng bi FAG 6305',
      namePath: 'vong-bi-fag-6305',
      description: '<p>Vòng bi cầu.</p>',
      shortDescription: 'Vòng bi cầu',
      videos: '',
      imageId: image.id,
      imageIds: [],
      outerProductId: category.id,
      brand: 'FAG',
      madeIn: 'Đức',
      productSeries: '6305',
    });
    await publishAll();
    const productUrl = siteAddress.innerProduct(category.namePath, product.namePath);
    const categoryUrl = siteAddress.outerProduct(category.namePath);
    expect(await storedObject(pageKey(productUrl))).toBeDefined();

    const productItem = (await tableItem(`INNER#${product.id}`))!;
    const categoryItem = (await tableItem(`OUTER#${category.id}`))!;
    await deleteInnerProduct(product.id, STAFF);
    await deleteOuterProduct(category.id, STAFF);
    // The stream's two records, in two batches, both read once the table holds neither.
    await publishChanges([{ oldItem: productItem }]);
    await publishChanges([{ oldItem: categoryItem }]);

    for (const url of [productUrl, categoryUrl]) {
      expect(await storedObject(pageKey(url)), url).toBeUndefined();
      expect(await findMovedPage(url), url).toBe(siteAddress.productList(0));
    }
  }, 60_000);
});
