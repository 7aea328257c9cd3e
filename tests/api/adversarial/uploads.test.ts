import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPlaceholder } from '@vongbi/local/seed/placeholder-images';
import { useTestApi } from '../../helpers/api-client';
import { encodeForm, formWith, sampleImages, type FilePart, type UploadedFile } from '../../helpers/images';
import { bucketObject, storageSnapshot } from '../../helpers/storage';

// Uploads as an attacker sends them: what is accepted is stored byte for byte with the type its bytes show;
// everything else is the right 4xx and stores nothing; no client file name ever reaches a storage key.

const api = useTestApi();

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const keyOf = (urlPath: string) => urlPath.replace(/^\/static\//, '');
const KEY_PATTERN = /^files\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.(jpg|png|webp|gif)$/;

let cookie: string;
beforeAll(async () => {
  cookie = await api.login();
});

const upload = (body: FormData | string, headers?: Record<string, string>) =>
  api.request('/api/File', { method: 'POST', cookie, body, headers });

describe('accepted images', () => {
  it.each([
    ['a JPEG', sampleImages.jpeg, 'image/jpeg'],
    [
      'a PNG placeholder of the seed',
      renderPlaceholder({ kind: 'product', title: 'Vòng bi FAG 6205' }).bytes,
      'image/png',
    ],
    ['a WebP', sampleImages.webp, 'image/webp'],
    ['a GIF', sampleImages.gif, 'image/gif'],
  ] as const)('%s is stored with the same SHA-256 and the type its bytes show', async (_case, bytes, contentType) => {
    const response = await upload(formWith([{ bytes, name: 'anh', type: 'application/octet-stream' }]));

    expect(response.status).toBe(201);
    const file = (await response.json()) as UploadedFile;
    const stored = await bucketObject(keyOf(file.urlPath));
    expect(sha256(stored.bytes)).toBe(sha256(bytes));
    expect(stored.contentType).toBe(contentType);
    const served = await fetch(`${api.url}${file.urlPath}`);
    expect(served.headers.get('content-type')).toBe(contentType);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(sha256(new Uint8Array(await served.arrayBuffer()))).toBe(sha256(bytes));
  });
});

const pngThen = (text: string) => Buffer.concat([sampleImages.png, Buffer.from(text)]);

describe('refused files', () => {
  it.each<[string, FilePart, number, string]>([
    [
      'an HTML page',
      { bytes: Buffer.from('<!doctype html><p>x</p>'), name: 'a.html', type: 'text/html' },
      415,
      'UNSUPPORTED_MEDIA',
    ],
    [
      'a script',
      { bytes: Buffer.from('alert(document.cookie)'), name: 'a.js', type: 'text/javascript' },
      415,
      'UNSUPPORTED_MEDIA',
    ],
    [
      'a ZIP',
      { bytes: Buffer.from('504b0304140000000800', 'hex'), name: 'a.zip', type: 'application/zip' },
      415,
      'UNSUPPORTED_MEDIA',
    ],
    [
      'a PDF named .jpg',
      { bytes: Buffer.from('%PDF-1.7\n'), name: 'a.jpg', type: 'image/jpeg' },
      415,
      'UNSUPPORTED_MEDIA',
    ],
    [
      'an SVG with a script',
      {
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        name: 'a.svg',
        type: 'image/svg+xml',
      },
      415,
      'UNSUPPORTED_MEDIA',
    ],
    [
      'HTML renamed .jpg and declared image/jpeg',
      { bytes: Buffer.from('<html><script>alert(1)</script></html>'), name: 'a.jpg', type: 'image/jpeg' },
      415,
      'UNSUPPORTED_MEDIA',
    ],
    [
      'a GIF/JavaScript polyglot',
      {
        bytes: Buffer.from('GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=1;alert(1)//<script>alert(1)</script>'),
        name: 'a.gif',
        type: 'image/gif',
      },
      415,
      'UNSUPPORTED_MEDIA',
    ],
    [
      'a PNG with a web page after it',
      { bytes: pngThen('<html><body onload=alert(1)>'), name: 'a.png', type: 'image/png' },
      415,
      'UNSUPPORTED_MEDIA',
    ],
    ['0 bytes', { bytes: Buffer.alloc(0), name: 'a.png', type: 'image/png' }, 415, 'UNSUPPORTED_MEDIA'],
    [
      '4 MiB + 1 byte',
      {
        bytes: Buffer.concat([sampleImages.jpeg, Buffer.alloc(4 * 1024 * 1024 + 1 - sampleImages.jpeg.length, 0x20)]),
        name: 'a.jpg',
      },
      413,
      'TOO_LARGE',
    ],
    ['a wrong field name', { field: 'upload', bytes: sampleImages.png, name: 'a.png' }, 400, 'VALIDATION'],
  ])('%s answers %s %s and stores nothing', async (_case, file, status, code) => {
    const before = await storageSnapshot();

    const response = await upload(formWith([file]));

    expect(response.status).toBe(status);
    expect(((await response.json()) as { code: string }).code).toBe(code);
    expect(await storageSnapshot()).toEqual(before);
  });

  it('answers 400 for two files or a body that does not match its boundary, 415 without a boundary, storing nothing', async () => {
    const before = await storageSnapshot();
    const { bytes, contentType } = await encodeForm(formWith([{ bytes: sampleImages.png, name: 'a.png' }]));

    const two = await upload(
      formWith([
        { bytes: sampleImages.png, name: 'a.png' },
        { bytes: sampleImages.gif, name: 'b.gif' },
      ]),
    );
    const wrongBoundary = await upload(bytes.toString('latin1'), { 'Content-Type': `${contentType}x` });
    const noBoundary = await upload(bytes.toString('latin1'), { 'Content-Type': 'multipart/form-data' });

    const answers = [two, wrongBoundary, noBoundary].map(async (response) => [
      response.status,
      ((await response.json()) as { code: string }).code,
    ]);
    expect(await Promise.all(answers)).toEqual([
      [400, 'VALIDATION'],
      [400, 'VALIDATION'],
      [415, 'UNSUPPORTED_MEDIA'],
    ]);
    expect(await storageSnapshot()).toEqual(before);
  });
});

describe('hostile file names', () => {
  it.each([
    ['a path out of the folder', '../../index.html'],
    ['a NUL-byte trick', 'a.php%00.jpg'],
    ['a right-to-left override', 'anh\u202Egnp.exe'],
    ['1000 characters', `${'ạ'.repeat(1000)}.png`],
    ['a Windows path', 'C:\\Windows\\system32\\a.png'],
  ])('%s never reaches the storage key', async (_case, name) => {
    const response = await upload(formWith([{ bytes: sampleImages.png, name, type: 'image/png' }]));

    expect(response.status).toBe(201);
    const file = (await response.json()) as UploadedFile;
    expect(keyOf(file.urlPath)).toMatch(KEY_PATTERN);
    expect([...file.fileName].filter((char) => ['/', '\\', '\u202E', '\u0000'].includes(char))).toEqual([]);
    expect(file.fileName.length).toBeLessThanOrEqual(200);
  });
});
