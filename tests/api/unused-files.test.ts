import { randomUUID } from 'node:crypto';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FilesUsage } from '@vongbi/functions/contract';
import { db, s3 } from '@vongbi/functions/core/clients';
import { handler as sweep } from '@vongbi/functions/unused-files/handler';
import { UNUSED_FILES_READ_KEYS, UNUSED_FILES_WRITE_KEYS } from '@vongbi/functions/unused-files/keys';
import { keyPattern } from '../../infra-cdk/lib/grants';
import { useTestApi } from '../helpers/api-client';
import { expectError, send } from '../helpers/catalogue';
import { uploadImage, type UploadedFile } from '../helpers/images';
import { tableItem } from '../helpers/storage';

// The daily sweep of uploads nothing uses (functions/unused-files), run as EventBridge runs it (an event whose
// time is "now") against DynamoDB Local and s3rver, after uploads and saves made through the API: every kind
// of record that can use an image keeps it; what nothing has used for 7 days goes, record and copies; staff
// read the count at GET /api/File/usage.

const api = useTestApi();
const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => ({ time: new Date(Date.now() + days * DAY_MS).toISOString() });

let cookie: string;
/** Each image, by the record that uses it (or `orphan`, which nothing uses). */
const images = {} as Record<
  | 'articleCover'
  | 'articleGallery'
  | 'articleText'
  | 'category'
  | 'product'
  | 'productGallery'
  | 'productText'
  | 'banner'
  | 'video'
  | 'certificate'
  | 'aboutUs'
  | 'orphan',
  UploadedFile
>;
let bannerId: number;

/** An 800 × 600 picture: big enough for WebP copies beside it. */
const picture = (shade: number) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: shade, g: 90, b: 140 } } })
    .png()
    .toBuffer();

/** Every object of the files bucket with its size. */
const bucketObjects = async (): Promise<Map<string, number>> => {
  const objects = new Map<string, number>();
  let ContinuationToken: string | undefined;
  do {
    const page = await s3().send(new ListObjectsV2Command({ Bucket: process.env.FILES_BUCKET!, ContinuationToken }));
    for (const object of page.Contents ?? []) objects.set(object.Key!, object.Size ?? 0);
    ContinuationToken = page.NextContinuationToken;
  } while (ContinuationToken);
  return objects;
};

/** The original's key without its extension: the original and its copies start with it. */
const stemOf = (file: UploadedFile) => file.urlPath.slice('/static/'.length).replace(/\.[a-z]+$/, '');
const objectsOf = async (file: UploadedFile) =>
  [...(await bucketObjects()).keys()].filter((key) => key.startsWith(stemOf(file)));
const recordOf = (file: UploadedFile) => tableItem(`FILE#${file.id}`);

/** Each upload's objects (its original and WebP copies) as the upload left them. */
const uploaded = new Map<number, string[]>();

const expectKept = async (file: UploadedFile, why: string) => {
  expect(await recordOf(file), why).toBeDefined();
  expect(await objectsOf(file), why).toEqual(uploaded.get(file.id));
};
const expectRemoved = async (file: UploadedFile, why: string) => {
  expect(await recordOf(file), why).toBeUndefined();
  expect(await objectsOf(file), why).toEqual([]);
};

const created = async (path: string, json: unknown): Promise<number> => {
  const result = await send<{ id: number }>(api, 'POST', path, { cookie, json });
  expect(result.status, `${path}: ${JSON.stringify(result.body)}`).toBe(201);
  return result.body.id;
};

beforeAll(async () => {
  cookie = await api.login();
  let shade = 0;
  for (const name of Object.keys({
    articleCover: 0,
    articleGallery: 0,
    articleText: 0,
    category: 0,
    product: 0,
    productGallery: 0,
    productText: 0,
    banner: 0,
    video: 0,
    certificate: 0,
    aboutUs: 0,
    orphan: 0,
  }) as (keyof typeof images)[]) {
    images[name] = await uploadImage(api, cookie, {
      bytes: await picture((shade += 20)),
      name: `${name}.png`,
      type: 'image/png',
    });
    uploaded.set(images[name].id, await objectsOf(images[name]));
    expect(uploaded.get(images[name].id)!.length).toBeGreaterThan(1);
  }
  await created('/api/Article', {
    headerText: 'Lắp vòng bi đúng cách',
    summaryText: 'Các bước lắp vòng bi',
    articlePath: `lap-vong-bi-${randomUUID().slice(0, 8)}`,
    articleType: 2,
    contentData: `<p>Hình minh họa:</p><p><img src="${images.articleText.urlPath}" alt="Lắp vòng bi"></p>`,
    videos: '',
    outerImageId: images.articleCover.id,
    imageIds: [images.articleGallery.id],
  });
  const outerProductId = await created('/api/OuterProduct', {
    name: 'Vòng bi FAG',
    namePath: `vong-bi-fag-${randomUUID().slice(0, 8)}`,
    summaryDetail: 'Vòng bi FAG chính hãng',
    productType: 0,
    imageId: images.category.id,
  });
  await created('/api/InnerProduct', {
    name: 'Vòng bi FAG 6205',
    namePath: `vong-bi-fag-6205-${randomUUID().slice(0, 8)}`,
    // A WebP copy's URL, as an editor may paste it: its original stays.
    description: `<p><img src="${images.productText.urlPath.replace(/\.png$/, '-w640.webp')}" alt=""></p>`,
    shortDescription: 'Vòng bi cầu',
    videos: '',
    imageId: images.product.id,
    imageIds: [images.productGallery.id],
    outerProductId,
    brand: 'FAG',
    madeIn: 'Đức',
    productSeries: '6205',
  });
  bannerId = await created('/api/bannerImages', { imageId: images.banner.id });
  await created('/api/videos', { imageId: images.video.id, headerText: 'Gia nhiệt', uniqueYoutubeId: 'M7lc1UVf-VE' });
  await created('/api/certificates', {
    title: 'Nhà phân phối ủy quyền',
    issuer: 'Schaeffler Vietnam',
    validFrom: '2026-01-01',
    validTo: '2027-12-31',
    imageId: images.certificate.id,
  });
  // About us names its picture by an absolute URL of the site.
  const saved = await send(api, 'POST', '/api/Configuration', {
    cookie,
    json: [
      {
        configKey: 'ABOUT_US',
        label: 'Về chúng tôi',
        value: `<p>Kho hàng</p><p><img src="https://www.vongbiviet.vn${images.aboutUs.urlPath}" alt="Kho"></p>`,
      },
    ],
  });
  expect(saved.status).toBe(200);
}, 60_000);

describe('GET /api/File/usage', () => {
  it('answers a count of nothing, measured never, before the first sweep', async () => {
    const result = await send<FilesUsage>(api, 'GET', '/api/File/usage', { cookie });

    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      measuredAt: null,
      files: 0,
      objects: 0,
      bytes: 0,
      unusedFiles: 0,
      unusedBytes: 0,
      deletedFiles: 0,
      deletedBytes: 0,
    });
  });
});

describe('the daily sweep of unused uploads', () => {
  it('removes nothing younger than 7 days, and counts the unused ones', async () => {
    const before = await bucketObjects();

    const usage = await sweep(inDays(6));

    expect(await bucketObjects()).toEqual(before);
    for (const [name, file] of Object.entries(images)) await expectKept(file, name);
    const orphanObjects = await objectsOf(images.orphan);
    expect(usage).toMatchObject({
      files: 12,
      objects: before.size,
      bytes: [...before.values()].reduce((total, size) => total + size, 0),
      unusedFiles: 1,
      unusedBytes: orphanObjects.reduce((total, key) => total + before.get(key)!, 0),
      deletedFiles: 0,
      deletedBytes: 0,
    });
  });

  it('removes an upload nothing has used for 7 days, its record and every copy, and keeps every used one', async () => {
    const before = await bucketObjects();
    const orphanBytes = (await objectsOf(images.orphan)).reduce((total, key) => total + before.get(key)!, 0);

    const usage = await sweep(inDays(8));

    await expectRemoved(images.orphan, 'orphan');
    const { orphan: _orphan, ...used } = images;
    for (const [name, file] of Object.entries(used)) await expectKept(file, name);
    const after = await bucketObjects();
    expect(usage).toMatchObject({
      files: 11,
      objects: after.size,
      bytes: [...after.values()].reduce((total, size) => total + size, 0),
      unusedFiles: 0,
      unusedBytes: 0,
      deletedFiles: 1,
      deletedBytes: orphanBytes,
    });
  });

  it('refuses a save that names a removed image with a 400, writing nothing', async () => {
    const result = await send(api, 'POST', '/api/bannerImages', { cookie, json: { imageId: images.orphan.id } });

    expectError(result, 400, 'VALIDATION');
  });

  it('removes an image once the record that used it is gone', async () => {
    expect((await send(api, 'DELETE', `/api/bannerImages/${bannerId}`, { cookie })).status).toBe(204);

    await sweep(inDays(8));

    await expectRemoved(images.banner, 'banner');
    await expectKept(images.video, 'video');
  });

  it('removes objects under files/ that no record owns once they are as old, and leaves anything else alone', async () => {
    const put = (Key: string) =>
      s3().send(new PutObjectCommand({ Bucket: process.env.FILES_BUCKET!, Key, Body: 'x', ContentType: 'image/png' }));
    const stray = `files/2026/01/${randomUUID()}`;
    await put(`${stray}.png`);
    await put(`${stray}-w320.webp`);
    await put('files/huong-dan.txt');
    await put('imports/bang-gia.csv');

    await sweep(inDays(6));
    expect([...(await bucketObjects()).keys()]).toEqual(expect.arrayContaining([`${stray}.png`, `${stray}-w320.webp`]));

    const usage = await sweep(inDays(8));
    const keys = [...(await bucketObjects()).keys()];
    expect(keys.filter((key) => key.startsWith(stray))).toEqual([]);
    expect(keys).toEqual(expect.arrayContaining(['files/huong-dan.txt', 'imports/bang-gia.csv']));
    expect(usage.deletedFiles).toBe(1);
    expect(usage.deletedBytes).toBe(2);
  });

  it('shows staff the last sweep’s count at GET /api/File/usage', async () => {
    const event = inDays(9);
    const usage = await sweep(event);

    const result = await send<FilesUsage>(api, 'GET', '/api/File/usage', { cookie });

    expect(result.status).toBe(200);
    expect(result.body).toEqual(usage);
    expect(result.body.measuredAt).toBe(event.time);
    expect(result.body.files).toBe(10);
  });

  it('keeps an image only a kept revision names, of a saved or a deleted record, so a restore brings it back', async () => {
    const replaced = await uploadImage(api, cookie, {
      bytes: await picture(230),
      name: 'bia-cu.png',
      type: 'image/png',
    });
    const article = {
      headerText: 'Bảo dưỡng ổ lăn',
      summaryText: 'Lịch bảo dưỡng',
      articlePath: `bao-duong-o-lan-${randomUUID().slice(0, 8)}`,
      articleType: 2,
      contentData: '<p>Lịch bảo dưỡng định kỳ</p>',
      videos: '',
      outerImageId: replaced.id,
      imageIds: [],
    };
    const id = await created('/api/Article', article);
    const saved = await send<{ updatedAt: string }>(api, 'PUT', `/api/Article/${id}`, {
      cookie,
      json: { ...article, outerImageId: images.articleCover.id },
    });
    expect(saved.status).toBe(200);

    await sweep(inDays(8));
    await expectKept(images.articleCover, 'the cover now');
    const objects = await objectsOf(replaced);
    expect(await recordOf(replaced), 'the cover revision 1 keeps').toBeDefined();
    expect(objects.length).toBeGreaterThan(1);

    const restored = await send<{ outerImageId: number }>(api, 'POST', `/api/revisions/Article/${id}/1/restore`, {
      cookie,
      json: { updatedAt: saved.body.updatedAt },
    });
    expect(restored.status).toBe(200);
    expect(restored.body.outerImageId).toBe(replaced.id);

    // Deleted, the article's revisions keep both covers for the 90 days a restore may come.
    expect((await send(api, 'DELETE', `/api/Article/${id}`, { cookie })).status).toBe(204);
    await sweep(inDays(8));
    expect(await objectsOf(replaced)).toEqual(objects);
    await expectKept(images.articleCover, 'the cover of revision 2');
  });

  it('reads and writes only the partition keys its function is granted (unused-files/keys.ts)', async () => {
    const orphan = await uploadImage(api, cookie, { bytes: await picture(250), name: 'bo-do.png', type: 'image/png' });
    // IAM is not enforced by the emulators: the client records the partition key of each request instead (for
    // a Query on an index, the index's, as IAM sees it).
    const seen = { reads: new Set<string>(), writes: new Set<string>() };
    const text = (value: unknown) =>
      String(typeof value === 'object' && value !== null && 'S' in value ? (value as { S: unknown }).S : value);
    const name = 'recordSweepKeys';
    db().middlewareStack.add(
      (next, context) => async (args) => {
        const input = args.input as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
        const command = context.commandName ?? '';
        if (command === 'GetItemCommand') seen.reads.add(text(input.Key.pk));
        if (command === 'BatchGetItemCommand') {
          for (const request of Object.values<{ Keys: { pk: unknown }[] }>(input.RequestItems)) {
            for (const key of request.Keys) seen.reads.add(text(key.pk));
          }
        }
        if (command === 'QueryCommand') {
          const [, placeholder] = /^\s*#?\w+\s*=\s*(:\w+)/.exec(String(input.KeyConditionExpression))!;
          seen.reads.add(text(input.ExpressionAttributeValues[placeholder!]));
        }
        if (command === 'DeleteItemCommand') seen.writes.add(text(input.Key.pk));
        if (command === 'PutItemCommand') seen.writes.add(text(input.Item.pk));
        if (/Update|Transact|Scan/.test(command)) seen.writes.add(`${command} (not granted)`);
        return next(args);
      },
      { step: 'initialize', name },
    );
    try {
      await sweep(inDays(8));
    } finally {
      db().middlewareStack.remove(name);
    }

    const granted = (keys: readonly string[]) => (key: string) =>
      keys
        .map(keyPattern)
        .some((pattern) => (pattern.endsWith('*') ? key.startsWith(pattern.slice(0, -1)) : key === pattern));
    expect([...seen.reads].filter((key) => !granted(UNUSED_FILES_READ_KEYS)(key))).toEqual([]);
    expect([...seen.writes].filter((key) => !granted(UNUSED_FILES_WRITE_KEYS)(key))).toEqual([]);
    // It did read and write: the checks above saw its requests.
    expect(seen.reads).toContain('INNER#ALL');
    expect(seen.reads).toContain('REVFILES');
    expect(seen.writes).toEqual(new Set([`FILE#${orphan.id}`, 'FILEUSAGE']));
  });
});
