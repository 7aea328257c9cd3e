import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@vongbi/functions/core/clients';
import { entityKey, tableName } from '@vongbi/functions/core/db';
import type { StoredFile } from '@vongbi/functions/core/models/file';
import { articleListsJson } from '@vongbi/functions/core/services/articles';
import { useTestApi } from '../helpers/api-client';
import { createImage, newsArticleInput, send, settleListCache } from '../helpers/catalogue';
import { getOnTheWire } from '../helpers/raw-http';

// Kept public answers (core/services/list-cache.ts) carry their compressed bodies: a request that accepts
// brotli or gzip gets the bytes compressed once for the kept version, which decode to exactly the JSON a
// request without Accept-Encoding gets, and a write is seen at the next read in every form. Through the
// local server, which compresses the other answers itself and must not compress these twice.

const api = useTestApi();

let cookie: string;
let image: StoredFile;

beforeAll(async () => {
  cookie = await api.login();
  image = await createImage('anh.png');
});

/** The answer as sent on the wire (fetch would decode it). */
const getRaw = (path: string, acceptEncoding?: string) => getOnTheWire(`${api.url}${path}`, acceptEncoding);

/** The same answer asked for plain, in brotli and in gzip, each decoded once. */
const inEveryForm = async (path: string) => {
  const [plain, brotli, gzip] = await Promise.all([
    getRaw(path),
    getRaw(path, 'gzip, deflate, br, zstd'),
    getRaw(path, 'gzip'),
  ]);
  return {
    plain,
    brotli,
    gzip,
    texts: [
      plain.bytes.toString('utf8'),
      brotliDecompressSync(brotli.bytes).toString('utf8'),
      gunzipSync(gzip.bytes).toString('utf8'),
    ],
  };
};

const createArticle = async (headerText: string) => {
  const result = await send<{ id: number; updatedAt: string; articlePath: string }>(api, 'POST', '/api/Article', {
    cookie,
    json: newsArticleInput(image.id, {
      headerText,
      summaryText: 'Tóm tắt bài viết đủ dài để câu trả lời vượt quá một nghìn byte khi được nén.',
      // Codes that do not compress away, so that a compressed answer is itself past the local server's 1,000 bytes.
      contentData: `<p>Mã lô hàng: ${Array.from({ length: 40 }, () => randomUUID()).join(' ')}</p>`,
    }),
  });
  expect(result.status).toBe(201);
  return result.body;
};

describe('GET /api/Article/GetPosts, kept and compressed', () => {
  it('answers brotli when accepted, gzip otherwise, plain without Accept-Encoding, all the same JSON', async () => {
    await createArticle('Tin nén gốc');
    await settleListCache();

    const { plain, brotli, gzip, texts } = await inEveryForm('/api/Article/GetPosts');

    expect([plain.status, brotli.status, gzip.status]).toEqual([200, 200, 200]);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('Accept-Encoding');
    // Decoded once, each is the plain JSON: the local server did not compress them a second time.
    expect(texts[1]).toBe(texts[0]);
    expect(texts[2]).toBe(texts[0]);
    expect(JSON.parse(texts[0]!)).toEqual(
      expect.arrayContaining([expect.objectContaining({ headerText: 'Tin nén gốc' })]),
    );
    expect(brotli.bytes.length).toBeLessThan(plain.bytes.length);
    expect(gzip.bytes.length).toBeLessThan(plain.bytes.length);
    // Large enough that the local server would have compressed them again, had it not passed them through.
    expect(brotli.bytes.length).toBeGreaterThan(1000);
  });

  it('shows a write at the next read in every form, never a stale compressed body', async () => {
    const article = await createArticle('Tin nén trước khi sửa');
    await settleListCache();
    const before = await inEveryForm('/api/Article/GetPosts');
    expect(before.texts.every((text) => text.includes('Tin nén trước khi sửa'))).toBe(true);

    // Behind the API's back, no version bump: every form still answers the kept version.
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: entityKey('ARTICLE', article.id),
        UpdateExpression: 'SET headerText = :value',
        ExpressionAttributeValues: { ':value': 'Tin nén sửa lén' },
      }),
    );
    const kept = await inEveryForm('/api/Article/GetPosts');
    expect(kept.texts).toEqual(before.texts);

    const updated = await send(api, 'PUT', `/api/Article/${article.id}`, {
      cookie,
      json: newsArticleInput(image.id, {
        headerText: 'Tin nén đã sửa',
        articlePath: article.articlePath,
        updatedAt: article.updatedAt,
      }),
    });
    expect(updated.status).toBe(200);
    const after = await inEveryForm('/api/Article/GetPosts');
    expect(after.brotli.headers['content-encoding']).toBe('br');
    expect(after.gzip.headers['content-encoding']).toBe('gzip');
    for (const text of after.texts) {
      expect(text).toContain('Tin nén đã sửa');
      expect(text).not.toContain('Tin nén trước khi sửa');
    }
    expect(after.texts[1]).toBe(after.texts[0]);
    expect(after.texts[2]).toBe(after.texts[0]);
  });

  it('compresses an answer built right after a write too, though it is not kept', async () => {
    await createArticle('Tin nén vừa tạo');

    const { brotli, texts } = await inEveryForm('/api/Article/GetPosts');

    expect(brotli.headers['content-encoding']).toBe('br');
    expect(texts[1]).toBe(texts[0]);
    expect(texts[0]).toContain('Tin nén vừa tạo');
  });

  it('compresses a kept answer once per version and encoding, not per request', async () => {
    await createArticle('Tin nén một lần');
    await settleListCache();

    const first = await articleListsJson.news();
    const second = await articleListsJson.news();

    expect(second).toBe(first);
    expect(second.compressedBase64('br')).toBe(first.compressedBase64('br'));
    expect(second.compressedBase64('gzip')).not.toBe(first.compressedBase64('br'));
    expect(brotliDecompressSync(Buffer.from(await first.compressedBase64('br'), 'base64')).toString()).toBe(first.json);
  });
});

describe('small kept answers', () => {
  it('go plain under 1,000 bytes whatever the request accepts', async () => {
    const path = '/api/InnerProduct/SearchInnerProductByName?name=khong%20co%20san%20pham%20nao';
    await getRaw(path, 'br');
    await settleListCache();

    const small = await getRaw(path, 'br');

    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.bytes.toString('utf8')).toBe('[]');
  });
});
