import { randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '@vongbi/functions/core/clients';
import { nextIds } from '@vongbi/functions/core/db';
import type { StoredFile } from '@vongbi/functions/core/models/file';
import { putFileRecord } from '@vongbi/functions/core/repositories/file-repository';
import { INDEX_SETTLE_MS } from '@vongbi/functions/core/services/list-cache';
import { expect } from 'vitest';
import type { TestApi } from './api-client';
import { tableItems, type TableItem } from './storage';

export type { TableItem };

// Helpers of the catalogue tests (articles, outer and inner products): images to refer to, a white-box view
// of the table to prove that a rejected write wrote nothing, and typed JSON requests.

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** An uploaded image as POST /api/File leaves it: a file record and its object in the files bucket. */
export const createImage = async (fileName = 'anh.png'): Promise<StoredFile> => {
  const [id] = await nextIds('FILE');
  const key = `files/test/${randomUUID()}.png`;
  await s3().send(
    new PutObjectCommand({ Bucket: process.env.FILES_BUCKET!, Key: key, Body: PNG_1x1, ContentType: 'image/png' }),
  );
  const file: StoredFile = {
    id: id!,
    fileName,
    urlPath: `/static/${key}`,
    outputPath: `/static/${key}`,
    contentType: 'image/png',
    size: PNG_1x1.length,
    createdAt: new Date().toISOString(),
  };
  await putFileRecord(file);
  return file;
};

/**
 * Every item of this test file's table except sessions and login counters (which signing in writes), in key
 * order.
 */
export const tableSnapshot = async (): Promise<TableItem[]> =>
  (await tableItems()).filter((item) => !item.pk.startsWith('SESSION#') && !item.pk.startsWith('LOGINLIMIT#'));

/** Items whose partition key starts with a prefix, e.g. `PATH#ARTICLE#`. */
export const itemsWithPrefix = async (prefix: string): Promise<TableItem[]> =>
  (await tableSnapshot()).filter((item) => item.pk.startsWith(prefix));

export interface ErrorBody {
  message: string;
  code: string;
  fields?: Record<string, string>;
}

/** Sends JSON and answers status and parsed body. */
export const send = async <T = unknown>(
  api: TestApi,
  method: string,
  path: string,
  options: { cookie?: string; json?: unknown } = {},
): Promise<{ status: number; body: T; headers: Headers }> => {
  const response = await api.request(path, { method, ...options });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
};

/** Asserts the contract's error shape and answers the body. */
export const expectError = (result: { status: number; body: unknown }, status: number, code: string): ErrorBody => {
  expect(result.status).toBe(status);
  const body = result.body as ErrorBody;
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe('string');
  return body;
};

/** An embedded image object whose URL the site actually serves. */
export const expectServedImage = async (api: TestApi, image: unknown, file: StoredFile): Promise<void> => {
  expect(image).toEqual(expect.objectContaining({ id: file.id, fileName: file.fileName, urlPath: file.urlPath }));
  const response = await fetch(`${api.url}${file.urlPath}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  await response.arrayBuffer();
};

/** Waits until the next answer built after the last write will be kept (list-cache.ts keeps none built sooner). */
export const settleListCache = () => new Promise((resolve) => setTimeout(resolve, INDEX_SETTLE_MS + 200));

/** An inner product as the staff form sends it, on a path of its own; `fields` are what a test looks at. */
export const innerProductInput = (imageId: number, outerProductId: number, fields: Record<string, unknown> = {}) => ({
  name: 'Vòng bi thử',
  namePath: `vong-bi-${randomUUID().slice(0, 8)}`,
  description: '<p>Mô tả</p>',
  shortDescription: 'Ngắn',
  videos: '',
  imageId,
  imageIds: [],
  outerProductId,
  brand: 'FAG',
  madeIn: 'Đức',
  productSeries: '',
  ...fields,
});

/** A news article as the staff form sends it, on a path of its own; `fields` are what a test looks at. */
export const newsArticleInput = (outerImageId: number, fields: Record<string, unknown> = {}) => ({
  headerText: 'Tin thử',
  summaryText: 'Tóm tắt',
  articlePath: `tin-${randomUUID().slice(0, 8)}`,
  articleType: 0,
  contentData: '<p>Nội dung</p>',
  videos: '',
  outerImageId,
  imageIds: [],
  ...fields,
});
