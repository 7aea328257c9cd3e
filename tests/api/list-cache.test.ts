import { randomUUID } from 'node:crypto';
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@vongbi/functions/core/clients';
import { ENTITY_SK, entityKey, tableName } from '@vongbi/functions/core/db';
import type { StoredFile } from '@vongbi/functions/core/models/file';
import { bumpListVersion } from '@vongbi/functions/core/repositories/list-versions';
import { forgetListAnswers } from '@vongbi/functions/core/services/list-cache';
import { useTestApi } from '../helpers/api-client';
import { createImage, innerProductInput, newsArticleInput, send, settleListCache } from '../helpers/catalogue';

// The per-container cache of public answers (core/services/list-cache.ts), seen from outside: an answer is
// kept only while its list family's version stands, so the writer's next read and the next read of any
// other container see a write. A change made to the table with no version bump (which no code path makes)
// shows that the kept answer is really what is answered.

const api = useTestApi();

let cookie: string;
let image: StoredFile;

beforeAll(async () => {
  cookie = await api.login();
  image = await createImage('anh.png');
});

const unique = (stem: string) => `${stem}-${randomUUID().slice(0, 8)}`;

/** Sets one attribute of an entity's item behind the API's back, with or without another container's bump. */
const setBehindTheApi = async (
  kind: string,
  id: number,
  name: string,
  value: string,
  bump?: 'ARTICLE' | 'CATALOGUE',
): Promise<void> => {
  const update = {
    TableName: tableName(),
    Key: entityKey(kind, id),
    UpdateExpression: 'SET #name = :value',
    ExpressionAttributeNames: { '#name': name },
    ExpressionAttributeValues: { ':value': value },
  };
  if (!bump) {
    await db().send(new UpdateCommand(update));
    return;
  }
  await db().send(new TransactWriteCommand({ TransactItems: [{ Update: update }, bumpListVersion(bump, id)] }));
};

const createArticle = async (headerText: string) => {
  const result = await send<{ id: number; updatedAt: string }>(api, 'POST', '/api/Article', {
    cookie,
    json: newsArticleInput(image.id, { headerText }),
  });
  expect(result.status).toBe(201);
  return result.body;
};

const headers = async (path: string) =>
  (await send<{ id: number; headerText: string }[]>(api, 'GET', path)).body.map((article) => article.headerText);

describe('GET /api/Article/GetPosts from the container cache', () => {
  it('answers the kept list until the articles change, and another container’s write at the next read', async () => {
    const article = await createArticle('Tin gốc');
    await settleListCache();
    expect(await headers('/api/Article/GetPosts')).toContain('Tin gốc');

    await setBehindTheApi('ARTICLE', article.id, 'headerText', 'Tin sửa lén');
    expect(await headers('/api/Article/GetPosts')).toContain('Tin gốc');

    await setBehindTheApi('ARTICLE', article.id, 'headerText', 'Tin sửa ở nơi khác', 'ARTICLE');
    const after = await headers('/api/Article/GetPosts');
    expect(after).toContain('Tin sửa ở nơi khác');
    expect(after).not.toContain('Tin gốc');
  });

  it('shows the writer its own create, update and delete at the next read', async () => {
    await settleListCache();
    await headers('/api/Article/GetPosts');
    const article = await createArticle('Tin mới tạo');
    expect(await headers('/api/Article/GetPosts')).toContain('Tin mới tạo');

    await settleListCache();
    await headers('/api/Article/GetPosts');
    const updated = await send(api, 'PUT', `/api/Article/${article.id}`, {
      cookie,
      json: newsArticleInput(image.id, { headerText: 'Tin đã sửa', updatedAt: article.updatedAt }),
    });
    expect(updated.status).toBe(200);
    expect(await headers('/api/Article/GetPosts')).toContain('Tin đã sửa');
    expect((await send(api, 'GET', `/api/Article/${article.id}`)).body).toMatchObject({ headerText: 'Tin đã sửa' });

    await settleListCache();
    await headers('/api/Article/GetPosts');
    expect((await send(api, 'DELETE', `/api/Article/${article.id}`, { cookie })).status).toBe(204);
    expect(await headers('/api/Article/GetPosts')).not.toContain('Tin đã sửa');
    expect((await send(api, 'GET', `/api/Article/${article.id}`)).status).toBe(404);
  });
});

describe('catalogue answers from the container cache', () => {
  it('follow an inner product renamed through the API: category lists, its page and search', async () => {
    const outer = await send<{ id: number; namePath: string }>(api, 'POST', '/api/OuterProduct', {
      cookie,
      json: {
        name: 'Danh mục lưu tạm',
        namePath: unique('danh-muc'),
        summaryDetail: 'Mô tả',
        productType: 0,
        imageId: image.id,
      },
    });
    const namePath = unique('vong-bi');
    const inner = await send<{ id: number; updatedAt: string }>(api, 'POST', '/api/InnerProduct', {
      cookie,
      json: innerProductInput(image.id, outer.body.id, {
        name: 'Vòng bi Lưu Tạm 6205',
        namePath,
        productSeries: '6205',
      }),
    });
    expect(inner.status).toBe(201);

    const names = async () => {
      const [categories, page, search] = await Promise.all([
        send<{ id: number; innerProducts: { name: string }[] }[]>(api, 'GET', '/api/OuterProduct/GetOuterProducts'),
        send<{ name: string }>(api, 'GET', `/api/InnerProduct/GetByPath?path=${namePath}`),
        send<{ name: string }[]>(api, 'GET', `/api/InnerProduct/SearchInnerProductByName?name=luu%20tam`),
      ]);
      return {
        category: categories.body.find((category) => category.id === outer.body.id)?.innerProducts.map((p) => p.name),
        page: page.body.name,
        search: search.body.map((product) => product.name),
      };
    };
    await settleListCache();
    expect(await names()).toEqual({
      category: ['Vòng bi Lưu Tạm 6205'],
      page: 'Vòng bi Lưu Tạm 6205',
      search: ['Vòng bi Lưu Tạm 6205'],
    });

    await setBehindTheApi('INNER', inner.body.id, 'name', 'Vòng bi Lưu Tạm sửa lén');
    expect((await names()).page).toBe('Vòng bi Lưu Tạm 6205');

    const renamed = await send(api, 'PUT', `/api/InnerProduct/${inner.body.id}`, {
      cookie,
      json: {
        name: 'Vòng bi Lưu Tạm 6206',
        namePath,
        description: '<p>Mô tả</p>',
        shortDescription: 'Ngắn',
        videos: '',
        imageId: image.id,
        imageIds: [],
        outerProductId: outer.body.id,
        brand: 'FAG',
        madeIn: 'Đức',
        productSeries: '6206',
      },
    });
    expect(renamed.status).toBe(200);
    expect(await names()).toEqual({
      category: ['Vòng bi Lưu Tạm 6206'],
      page: 'Vòng bi Lưu Tạm 6206',
      search: ['Vòng bi Lưu Tạm 6206'],
    });
  });
});

describe('search answers built from the summaries kept in the container', () => {
  interface Found {
    id: number;
    name: string;
    shortDescription: string;
    image: { id: number } | null;
    outerProductName: string;
  }
  interface Product {
    id: number;
    name: string;
    updatedAt: string;
    imageId: number;
  }

  const searchFor = async (query: string) =>
    (await send<Found[]>(api, 'GET', `/api/InnerProduct/SearchInnerProductByName?name=${encodeURIComponent(query)}`))
      .body;

  const createOuter = async () => {
    const result = await send<{ id: number; name: string; namePath: string; updatedAt: string }>(
      api,
      'POST',
      '/api/OuterProduct',
      {
        cookie,
        json: {
          name: 'Danh mục tóm tắt',
          namePath: unique('danh-muc'),
          summaryDetail: 'Mô tả',
          productType: 0,
          imageId: image.id,
        },
      },
    );
    expect(result.status).toBe(201);
    return result.body;
  };

  /** A product named after a word of its own, so that each test's searches find it alone. */
  const createProduct = async (word: string, outerProductId: number) => {
    const result = await send<Product>(api, 'POST', '/api/InnerProduct', {
      cookie,
      json: innerProductInput(image.id, outerProductId, { name: `Vòng bi ${word} 6205` }),
    });
    expect(result.status).toBe(201);
    return result.body;
  };

  /** Searches once settled, so that the answer and the winners' summaries are kept. */
  const keepSummaryOf = async (word: string) => {
    await settleListCache();
    expect(await searchFor(word)).toHaveLength(1);
  };

  it('complete an answer not kept from the summary kept, until the catalogue changes in any container', async () => {
    const outer = await createOuter();
    const product = await createProduct('Thiên Lang', outer.id);
    await keepSummaryOf('thien lang');

    await setBehindTheApi('INNER', product.id, 'shortDescription', 'Sửa lén');
    forgetListAnswers();
    expect((await searchFor('vong bi thien lang'))[0]?.shortDescription).toBe('Ngắn');

    await setBehindTheApi('INNER', product.id, 'shortDescription', 'Sửa ở nơi khác', 'CATALOGUE');
    expect((await searchFor('thien lang 6205'))[0]?.shortDescription).toBe('Sửa ở nơi khác');
  });

  it('answer a product renamed, moved to a renamed outer product, given another image, then deleted', async () => {
    const outer = await createOuter();
    const product = await createProduct('Bắc Đẩu', outer.id);
    const newImage = await createImage('anh-moi.png');
    /** The answer kept before the write and one never asked, both built after it. */
    const bothAnswers = async (asked: string, fresh: string) => {
      const answers = [await searchFor(asked), await searchFor(fresh)];
      expect(answers[1]).toEqual(answers[0]);
      return answers[0]!;
    };

    await keepSummaryOf('bac dau');
    const renamed = await send<Product>(api, 'PUT', `/api/InnerProduct/${product.id}`, {
      cookie,
      json: { ...product, name: 'Vòng bi Bắc Đẩu 6206' },
    });
    expect(renamed.status).toBe(200);
    expect((await bothAnswers('bac dau', 'vong bi bac dau')).map((found) => found.name)).toEqual([
      'Vòng bi Bắc Đẩu 6206',
    ]);

    await keepSummaryOf('bac dau');
    const outerPath = unique('danh-muc-moi');
    const outerRenamed = await send(api, 'PUT', `/api/OuterProduct/${outer.id}`, {
      cookie,
      json: { ...outer, namePath: outerPath },
    });
    expect(outerRenamed.status).toBe(200);
    expect((await bothAnswers('bac dau', 'bắc đẩu')).map((found) => found.outerProductName)).toEqual([outerPath]);

    await keepSummaryOf('bac dau');
    const reimaged = await send<Product>(api, 'PUT', `/api/InnerProduct/${product.id}`, {
      cookie,
      json: { ...renamed.body, imageId: newImage.id },
    });
    expect(reimaged.status).toBe(200);
    expect((await bothAnswers('bac dau', 'BAC DAU')).map((found) => found.image?.id)).toEqual([newImage.id]);

    await keepSummaryOf('bac dau');
    expect((await send(api, 'DELETE', `/api/InnerProduct/${product.id}`, { cookie })).status).toBe(204);
    expect(await bothAnswers('bac dau', 'bac dau 6206')).toEqual([]);
  });

  it('do not keep what a search read within 2 s of a write', async () => {
    const outer = await createOuter();
    const product = await createProduct('Thất Tinh', outer.id);
    expect((await searchFor('that tinh'))[0]?.shortDescription).toBe('Ngắn');

    await setBehindTheApi('INNER', product.id, 'shortDescription', 'Sửa lén');
    await settleListCache();

    expect((await searchFor('vong bi that tinh'))[0]?.shortDescription).toBe('Sửa lén');
  });
});

describe('product pages built from the category kept in the container', () => {
  interface Page {
    name: string;
    outerProductActualName: string;
    relatedProducts: { name: string }[];
  }

  const pageOf = async (namePath: string) =>
    (await send<Page>(api, 'GET', `/api/InnerProduct/GetByPath?path=${namePath}`)).body;

  /** A category of two products, settled, so that what a page's build reads may be kept. */
  const categoryOfTwo = async () => {
    const outer = await send<{ id: number }>(api, 'POST', '/api/OuterProduct', {
      cookie,
      json: { name: 'Gối đỡ', namePath: unique('goi-do'), summaryDetail: 'Mô tả', productType: 0, imageId: image.id },
    });
    expect(outer.status).toBe(201);
    const paths = [unique('goi-do-ucp205'), unique('goi-do-ucp206')];
    for (const [index, namePath] of paths.entries()) {
      const product = await send(api, 'POST', '/api/InnerProduct', {
        cookie,
        json: innerProductInput(image.id, outer.body.id, { name: `Gối đỡ UCP20${5 + index}`, namePath }),
      });
      expect(product.status).toBe(201);
    }
    await settleListCache();
    return { outerId: outer.body.id, paths };
  };

  it('read the category and its first products once per version of the catalogue, for every product of it', async () => {
    const { outerId, paths } = await categoryOfTwo();
    expect((await pageOf(paths[0]!)).outerProductActualName).toBe('Gối đỡ');

    // Not a change any code path makes: the next product's page shows whether the category was read again.
    await setBehindTheApi('OUTER', outerId, 'name', 'Sửa lén');
    const second = await pageOf(paths[1]!);
    expect(second.outerProductActualName).toBe('Gối đỡ');
    expect(second.relatedProducts.map((product) => product.name)).toEqual(['Gối đỡ UCP205']);

    await setBehindTheApi('OUTER', outerId, 'name', 'Gối đỡ vòng bi', 'CATALOGUE');
    forgetListAnswers();
    expect((await pageOf(paths[0]!)).outerProductActualName).toBe('Gối đỡ vòng bi');
    expect((await pageOf(paths[1]!)).outerProductActualName).toBe('Gối đỡ vòng bi');
  });

  it('do not keep the category a page read within 2 s of a write', async () => {
    const { outerId, paths } = await categoryOfTwo();
    await setBehindTheApi('OUTER', outerId, 'name', 'Vừa sửa', 'CATALOGUE');
    expect((await pageOf(paths[0]!)).outerProductActualName).toBe('Vừa sửa');

    await setBehindTheApi('OUTER', outerId, 'name', 'Sửa lén');
    await settleListCache();
    expect((await pageOf(paths[1]!)).outerProductActualName).toBe('Sửa lén');
  });
});

describe('GET /api/Configuration from the container cache', () => {
  const configKey = `CACHE_${randomUUID().slice(0, 8).toUpperCase()}`;
  const valueOf = async () =>
    (await send<{ configKey: string; value: string }[]>(api, 'GET', '/api/Configuration')).body.find(
      (item) => item.configKey === configKey,
    )?.value;
  const save = async (value: string) =>
    expect((await send(api, 'POST', '/api/Configuration', { cookie, json: [{ configKey, value }] })).status).toBe(200);
  /** Sets the item's value behind the API's back, with or without another container's bump. */
  const setValueBehindTheApi = async (value: string, bump: boolean) => {
    const update = {
      TableName: tableName(),
      Key: { pk: `CONFIG#${configKey}`, sk: ENTITY_SK },
      UpdateExpression: 'SET #value = :value',
      ExpressionAttributeNames: { '#value': 'value' },
      ExpressionAttributeValues: { ':value': value },
    };
    if (!bump) {
      await db().send(new UpdateCommand(update));
      return;
    }
    await db().send(new TransactWriteCommand({ TransactItems: [{ Update: update }, bumpListVersion('CONFIG', 1)] }));
  };

  it('answers the kept configuration until it changes, and another container’s save at the next read', async () => {
    await save('Giá trị gốc');
    await settleListCache();
    expect(await valueOf()).toBe('Giá trị gốc');

    await setValueBehindTheApi('Giá trị sửa lén', false);
    expect(await valueOf()).toBe('Giá trị gốc');

    await setValueBehindTheApi('Giá trị sửa ở nơi khác', true);
    expect(await valueOf()).toBe('Giá trị sửa ở nơi khác');
  });

  it('shows the writer its own save at the next read', async () => {
    await save('Trước khi lưu');
    await settleListCache();
    expect(await valueOf()).toBe('Trước khi lưu');

    await save('Sau khi lưu');

    expect(await valueOf()).toBe('Sau khi lưu');
  });
});
