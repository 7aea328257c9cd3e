import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { s3 } from '@vongbi/functions/core/clients';
import { IMAGE_VARIANT_WIDTHS, imageVariantUrl } from '@vongbi/functions/contract/image-variants';
import { handler as fileHandler } from '@vongbi/functions/file/handler';
import { storeImage } from '@vongbi/functions/core/services/store-image';
import { renderPlaceholder } from '@vongbi/local/seed/placeholder-images';
import { useTestApi } from '../helpers/api-client';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { encodeForm, formWith, sampleImages, samplePdf, type FilePart, type UploadedFile } from '../helpers/images';
import { signInStaff } from '../helpers/staff';
import { bucketKeys, bucketObject, storageSnapshot, tableItem } from '../helpers/storage';

const api = useTestApi();

const FOUR_MIB = 4 * 1024 * 1024;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const KEY_PATTERN =
  /^files\/\d{4}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp|gif)$/;

const upload = (cookie: string | undefined, body: FormData | string, headers?: Record<string, string>) =>
  api.request('/api/File', { method: 'POST', ...(cookie ? { cookie } : {}), body, headers });

const keyOf = (urlPath: string) => urlPath.replace(/^\/static\//, '');

/** A JPEG signature followed by padding: `size` bytes that the type check takes for a JPEG. */
const jpegOfSize = (size: number): Buffer => {
  const bytes = Buffer.alloc(size, 0x20);
  sampleImages.jpeg.copy(bytes, 0, 0, Math.min(sampleImages.jpeg.length, size));
  return bytes;
};

/** The pixel size a WebP file declares in its own header (simple lossy, lossless or extended format). */
const webpSize = (bytes: Buffer): { width: number; height: number } => {
  expect(bytes.toString('latin1', 0, 4)).toBe('RIFF');
  expect(bytes.toString('latin1', 8, 12)).toBe('WEBP');
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') {
    expect([...bytes.subarray(23, 26)]).toEqual([0x9d, 0x01, 0x2a]);
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  expect(chunk).toBe('VP8X');
  return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
};

/** A photo-like JPEG of the given size: a gradient with some grain. */
const photo = (width: number, height: number): Promise<Buffer> =>
  sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 120, sigma: 12 } },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g">` +
            `<stop offset="0" stop-color="#0b3a66"/><stop offset="1" stop-color="#f5a524"/></linearGradient></defs>` +
            `<rect width="100%" height="100%" fill="url(#g)" opacity="0.7"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();

const errorBody = async (response: Response) => (await response.json()) as { code: string; message: string };

describe('POST /api/File', () => {
  it('stores the image under a generated key with its true type and answers 201 {id, fileName, urlPath, outputPath}', async () => {
    const cookie = await api.login();

    const response = await upload(
      cookie,
      formWith([{ bytes: sampleImages.jpeg, name: 'vong-bi.jpg', type: 'image/jpeg' }]),
    );

    expect(response.status).toBe(201);
    const file = (await response.json()) as UploadedFile;
    expect(file).toEqual({
      id: expect.any(Number),
      fileName: 'vong-bi.jpg',
      urlPath: expect.stringMatching(/^\/static\/files\//),
      outputPath: expect.any(String),
    });
    expect(file.outputPath).toBe(file.urlPath);
    const key = keyOf(file.urlPath);
    expect(key).toMatch(KEY_PATTERN);
    expect(key.endsWith('.jpg')).toBe(true);
    const stored = await bucketObject(key);
    expect(stored.contentType).toBe('image/jpeg');
    expect(stored.cacheControl).toBe(IMMUTABLE);
    expect(stored.bytes.equals(sampleImages.jpeg)).toBe(true);
    expect(await tableItem(`FILE#${file.id}`)).toMatchObject({
      id: file.id,
      fileName: 'vong-bi.jpg',
      urlPath: file.urlPath,
      outputPath: file.urlPath,
      contentType: 'image/jpeg',
      size: sampleImages.jpeg.length,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it.each([
    ['PNG named .jpg and declared image/jpeg', 'image/png', 'png', sampleImages.png],
    ['WebP named .jpg', 'image/webp', 'webp', sampleImages.webp],
    ['GIF named .jpg', 'image/gif', 'gif', sampleImages.gif],
  ] as const)('decides the type from the bytes: a %s is stored as %s', async (_case, contentType, extension, bytes) => {
    const cookie = await api.login();

    const response = await upload(cookie, formWith([{ bytes, name: 'anh.jpg', type: 'image/jpeg' }]));

    expect(response.status).toBe(201);
    const file = (await response.json()) as UploadedFile;
    expect(file.urlPath.endsWith(`.${extension}`)).toBe(true);
    expect((await bucketObject(keyOf(file.urlPath))).contentType).toBe(contentType);
  });

  it('gives ids from the FILE counter, one per upload', async () => {
    const cookie = await api.login();

    const first = (await (
      await upload(cookie, formWith([{ bytes: sampleImages.gif, name: 'a.gif' }]))
    ).json()) as UploadedFile;
    const second = (await (
      await upload(cookie, formWith([{ bytes: sampleImages.gif, name: 'a.gif' }]))
    ).json()) as UploadedFile;

    expect(second.id).toBeGreaterThan(first.id);
    expect(second.urlPath).not.toBe(first.urlPath);
    expect(Number((await tableItem('COUNTER#FILE'))?.n)).toBeGreaterThanOrEqual(second.id);
  });

  it('keeps the client file name only as fileName, cleaned of paths, control and bidi characters', async () => {
    const cookie = await api.login();

    const response = await upload(
      cookie,
      formWith([{ bytes: sampleImages.png, name: 'Ảnh   vòng bi <FAG>\u202Egnp.exe', type: 'image/png' }]),
    );

    expect(response.status).toBe(201);
    const file = (await response.json()) as UploadedFile;
    expect(file.fileName).toBe('Ảnh vòng bi FAGgnp.exe');
    expect(keyOf(file.urlPath)).toMatch(KEY_PATTERN);
    expect(file.urlPath).not.toContain('FAG');
  });

  it('stores a 4 MiB image, the largest allowed', async () => {
    const cookie = await api.login();

    const response = await upload(cookie, formWith([{ bytes: jpegOfSize(FOUR_MIB), name: 'lon.jpg' }]));

    expect(response.status).toBe(201);
    const file = (await response.json()) as UploadedFile;
    expect((await bucketObject(keyOf(file.urlPath))).bytes.length).toBe(FOUR_MIB);
  });

  it('answers 413 TOO_LARGE for a file over 4 MiB and stores nothing', async () => {
    const cookie = await api.login();
    const before = await storageSnapshot();

    const response = await upload(cookie, formWith([{ bytes: jpegOfSize(FOUR_MIB + 1), name: 'qua-lon.jpg' }]));

    expect(response.status).toBe(413);
    expect(await errorBody(response)).toEqual({ message: 'Tệp quá lớn', code: 'TOO_LARGE' });
    expect(await storageSnapshot()).toEqual(before);
  });

  it.each<[string, FilePart]>([
    [
      'an SVG with a script',
      {
        bytes: Buffer.from(
          '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
        ),
        name: 'logo.svg',
        type: 'image/svg+xml',
      },
    ],
    [
      'an HTML page renamed .jpg',
      {
        bytes: Buffer.from('<!doctype html><html><body><script>fetch("/api/subscriptions")</script></body></html>'),
        name: 'anh.jpg',
        type: 'image/jpeg',
      },
    ],
    [
      'a PDF',
      {
        bytes: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'),
        name: 'catalogue.pdf',
        type: 'application/pdf',
      },
    ],
    ['an empty file', { bytes: Buffer.alloc(0), name: 'rong.png', type: 'image/png' }],
  ])('answers 415 UNSUPPORTED_MEDIA for %s and stores nothing', async (_case, file) => {
    const cookie = await api.login();
    const before = await storageSnapshot();

    const response = await upload(cookie, formWith([file]));

    expect(response.status).toBe(415);
    expect(await errorBody(response)).toEqual({
      message: 'Chỉ chấp nhận ảnh JPEG, PNG, WebP hoặc GIF',
      code: 'UNSUPPORTED_MEDIA',
    });
    expect(await storageSnapshot()).toEqual(before);
  });

  it.each<[string, () => FormData | string]>([
    ['no field "file"', () => formWith([{ field: 'image', bytes: sampleImages.png, name: 'a.png' }])],
    [
      'two files',
      () =>
        formWith([
          { bytes: sampleImages.png, name: 'a.png' },
          { bytes: sampleImages.gif, name: 'b.gif' },
        ]),
    ],
    ['a text field beside the file', () => formWith([{ bytes: sampleImages.png, name: 'a.png' }], { note: 'x' })],
    ['"file" as a text field', () => formWith([], { file: 'không phải tệp' })],
    ['an empty form', () => formWith([])],
  ])('answers 400 VALIDATION for %s and stores nothing', async (_case, body) => {
    const cookie = await api.login();
    const before = await storageSnapshot();

    const response = await upload(cookie, body());

    expect(response.status).toBe(400);
    const error = (await response.json()) as { code: string; fields: Record<string, string> };
    expect(error.code).toBe('VALIDATION');
    expect(Object.keys(error.fields)).toEqual(['file']);
    expect(await storageSnapshot()).toEqual(before);
  });

  it('answers 400 VALIDATION for a POST without a body', async () => {
    const cookie = await api.login();

    const response = await api.request('/api/File', { method: 'POST', cookie });

    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({ file: 'Bắt buộc' });
  });

  it('answers 400 VALIDATION for a broken multipart body', async () => {
    const cookie = await api.login();
    const before = await storageSnapshot();

    const response = await upload(
      cookie,
      '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nPNG',
      {
        'Content-Type': 'multipart/form-data; boundary=abc',
      },
    );

    expect(response.status).toBe(400);
    expect((await errorBody(response)).code).toBe('VALIDATION');
    expect(await storageSnapshot()).toEqual(before);
  });

  it('answers 401 without a session and stores nothing', async () => {
    const before = await storageSnapshot();

    const response = await upload(undefined, formWith([{ bytes: sampleImages.png, name: 'a.png' }]));

    expect(response.status).toBe(401);
    expect(await errorBody(response)).toEqual({ message: 'Xác thực thất bại!', code: 'UNAUTHENTICATED' });
    expect(await storageSnapshot()).toEqual(before);
  });

  it('checks the session before parsing: a forged session with a broken or oversized body is still 401', async () => {
    const before = await storageSnapshot();

    const broken = await upload('session=gia-mao', '--abc\r\nbroken', {
      'Content-Type': 'multipart/form-data; boundary=abc',
    });
    const oversized = await upload('session=gia-mao', formWith([{ bytes: jpegOfSize(FOUR_MIB + 1), name: 'x.jpg' }]));

    expect(broken.status).toBe(401);
    expect(oversized.status).toBe(401);
    expect(await storageSnapshot()).toEqual(before);
  });

  it('answers 415 for a JSON body instead of multipart', async () => {
    const cookie = await api.login();

    const response = await api.request('/api/File', { method: 'POST', cookie, json: { file: 'x' } });

    expect(response.status).toBe(415);
    expect((await errorBody(response)).code).toBe('UNSUPPORTED_MEDIA');
  });

  it('answers 403 CROSS_SITE for an upload from another site and stores nothing', async () => {
    const cookie = await api.login();
    const before = await storageSnapshot();

    const response = await upload(cookie, formWith([{ bytes: sampleImages.png, name: 'a.png' }]), {
      Origin: 'https://evil.example',
    });

    expect(response.status).toBe(403);
    expect((await errorBody(response)).code).toBe('CROSS_SITE');
    expect(await storageSnapshot()).toEqual(before);
  });
});

describe('WebP variants of an upload', () => {
  it.each([
    ['a 1600 px photo', () => photo(1600, 1000), 1600, 1000],
    ['a 500 px photo', () => photo(500, 300), 500, 300],
  ] as const)(
    'stores %s with WebP copies 320, 640 and 1280 px wide beside it, never wider than the original',
    async (_case, make, width, height) => {
      const cookie = await api.login();
      const bytes = await make();

      const response = await upload(cookie, formWith([{ bytes, name: 'anh.jpg', type: 'image/jpeg' }]));

      expect(response.status).toBe(201);
      const file = (await response.json()) as UploadedFile;
      const original = await api.request(file.urlPath);
      expect(Buffer.from(await original.arrayBuffer()).equals(bytes)).toBe(true);
      for (const variantWidth of IMAGE_VARIANT_WIDTHS) {
        const url = imageVariantUrl(file.urlPath, variantWidth);
        expect(url).toBe(file.urlPath.replace(/\.jpg$/, `-w${variantWidth}.webp`));
        const served = await api.request(url);
        expect(served.status, url).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/webp');
        expect(served.headers.get('cache-control')).toBe(IMMUTABLE);
        const variant = Buffer.from(await served.arrayBuffer());
        const expectedWidth = Math.min(variantWidth, width);
        expect(webpSize(variant)).toEqual({
          width: expectedWidth,
          height: Math.round((height * expectedWidth) / width),
        });
        expect(await bucketObject(keyOf(url))).toMatchObject({ contentType: 'image/webp', cacheControl: IMMUTABLE });
      }
      // The variants sit beside the original and nowhere else.
      const folder = keyOf(file.urlPath).replace(/\.jpg$/, '');
      expect((await bucketKeys()).filter((key) => key.startsWith(folder))).toEqual([
        `${folder}-w1280.webp`,
        `${folder}-w320.webp`,
        `${folder}-w640.webp`,
        `${folder}.jpg`,
      ]);
    },
  );

  it('makes the variants of an upright photo from its EXIF orientation', async () => {
    const cookie = await api.login();
    // Stored 800x400 with "rotate 90°": shown, and so resized, as 400x800.
    const bytes = await sharp(await photo(800, 400))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();

    const file = (await (await upload(cookie, formWith([{ bytes, name: 'dung.jpg' }]))).json()) as UploadedFile;

    const variant = Buffer.from(await (await api.request(imageVariantUrl(file.urlPath, 320))).arrayBuffer());
    expect(webpSize(variant)).toEqual({ width: 320, height: 640 });
  });

  it('answers 415 UNSUPPORTED_MEDIA for a file that has an image signature but does not decode, and stores nothing', async () => {
    const cookie = await api.login();
    const before = await storageSnapshot();
    // A PNG header declaring 60,000 x 60,000 pixels (a decompression bomb), then nothing that decodes.
    const header = Buffer.alloc(33);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).copy(header);
    header.write('IHDR', 12, 'latin1');
    header.writeUInt32BE(60_000, 16);
    header.writeUInt32BE(60_000, 20);
    header.set([8, 2, 0, 0, 0], 24);
    const bomb = Buffer.concat([header, Buffer.alloc(2048, 0x41)]);

    const response = await upload(cookie, formWith([{ bytes: bomb, name: 'bom.png', type: 'image/png' }]));

    expect(response.status).toBe(415);
    expect((await errorBody(response)).code).toBe('UNSUPPORTED_MEDIA');
    expect(await storageSnapshot()).toEqual(before);
  });

  it('takes back the original and the variants already written when one write fails, and records nothing', async () => {
    const before = await storageSnapshot();
    const client = s3();
    const send = client.send.bind(client);
    const spy = vi.spyOn(client, 'send').mockImplementation(((command: unknown) => {
      if (command instanceof PutObjectCommand && command.input.Key?.endsWith('-w640.webp')) {
        return Promise.reject(new Error('S3 is down'));
      }
      return send(command as never);
    }) as typeof client.send);
    try {
      await expect(storeImage({ bytes: await photo(900, 600), fileName: 'anh.jpg' })).rejects.toThrow('S3 is down');
      // The other three objects were written, then taken back.
      expect(spy.mock.calls.filter(([command]) => command instanceof PutObjectCommand)).toHaveLength(4);
    } finally {
      spy.mockRestore();
    }
    expect(await storageSnapshot()).toEqual(before);
  });
});

describe('GET /static/{key}', () => {
  it('serves an upload back with its true Content-Type, nosniff and the immutable cache header', async () => {
    const cookie = await api.login();
    const response = await upload(cookie, formWith([{ bytes: sampleImages.webp, name: 'anh.png', type: 'image/png' }]));
    const file = (await response.json()) as UploadedFile;

    const served = await api.request(file.urlPath);

    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(sampleImages.webp)).toBe(true);
  });
});

describe('POST /api/File/Document', () => {
  const uploadDocument = (cookie: string, file: FilePart) =>
    api.request('/api/File/Document', { method: 'POST', cookie, body: formWith([file]) });

  it('stores an owner’s PDF as it is and serves it back as application/pdf with nosniff', async () => {
    const cookie = await api.login();

    const response = await uploadDocument(cookie, { bytes: samplePdf, name: 'Chứng nhận FAG.pdf', type: '' });

    expect(response.status).toBe(201);
    const file = (await response.json()) as UploadedFile;
    expect(file).toEqual({
      id: expect.any(Number),
      fileName: 'Chứng nhận FAG.pdf',
      urlPath: expect.stringMatching(/^\/static\/files\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/),
      outputPath: file.urlPath,
    });
    expect(await tableItem(`FILE#${file.id}`)).toMatchObject({
      contentType: 'application/pdf',
      size: samplePdf.length,
    });
    expect(await bucketKeys()).not.toContain(`${keyOf(file.urlPath).replace(/\.pdf$/, '')}-w640.webp`);
    const served = await api.request(file.urlPath);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(samplePdf)).toBe(true);
  });

  it('is for owners only: an editor gets 403 and nothing is stored', async () => {
    const owner = await api.login();
    const editor = await signInStaff(api, owner, 'editor');
    const before = await storageSnapshot();

    const response = await uploadDocument(editor.cookie, { bytes: samplePdf, name: 'a.pdf' });

    expect(response.status).toBe(403);
    expect(await storageSnapshot()).toEqual(before);
  });

  it.each<[string, () => Promise<Uint8Array>, string]>([
    ['an image', async () => sampleImages.png, 'Chỉ nhận tệp PDF đọc được'],
    ['half a PDF', async () => samplePdf.subarray(0, 120), 'Chỉ nhận tệp PDF đọc được'],
    [
      'a PDF that runs JavaScript when opened',
      async () => {
        const document = await PDFDocument.create();
        document.addPage();
        const action = document.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
        document.catalog.set(PDFName.of('OpenAction'), document.context.register(action));
        return document.save();
      },
      'Tệp PDF có mã tự chạy (JavaScript), lệnh mở chương trình hoặc tệp đính kèm: hãy in lại thành PDF rồi tải lên',
    ],
  ])('answers 415 in Vietnamese for %s and stores nothing', async (_case, bytes, message) => {
    const cookie = await api.login();
    const before = await storageSnapshot();

    const response = await uploadDocument(cookie, { bytes: await bytes(), name: 'chung-nhan.pdf' });

    expect(response.status).toBe(415);
    expect(await errorBody(response)).toEqual({ code: 'UNSUPPORTED_MEDIA', message });
    expect(await storageSnapshot()).toEqual(before);
  });

  it('answers 413 TOO_LARGE for a file over 4 MiB and stores nothing', async () => {
    const cookie = await api.login();
    const before = await storageSnapshot();
    const large = Buffer.concat([samplePdf, Buffer.alloc(FOUR_MIB + 1 - samplePdf.length, 0x20)]);

    const response = await uploadDocument(cookie, { bytes: large, name: 'qua-lon.pdf' });

    expect(response.status).toBe(413);
    expect(await errorBody(response)).toEqual({ code: 'TOO_LARGE', message: 'Tệp quá lớn' });
    expect(await storageSnapshot()).toEqual(before);
  });
});

// ---- the Lambda as API Gateway invokes it: payload 2.0, multipart body base64-encoded ----

// The handler's own middleware fills in the rest of its context type.
const lambdaContext = {
  awsRequestId: randomUUID(),
  getRemainingTimeInMillis: () => 29_000,
} as Context as Parameters<typeof fileHandler>[1];

const apiGatewayEvent = (options: {
  body: string;
  isBase64Encoded: boolean;
  contentType: string;
  cookie?: string;
}): APIGatewayProxyEventV2 => ({
  version: '2.0',
  routeKey: 'POST /api/File',
  rawPath: '/api/File',
  rawQueryString: '',
  ...(options.cookie ? { cookies: [options.cookie] } : {}),
  headers: {
    'content-type': options.contentType,
    host: 'www.vongbiviet.vn',
    origin: 'https://www.vongbiviet.vn',
    'sec-fetch-site': 'same-origin',
    'x-forwarded-proto': 'https',
  },
  requestContext: {
    accountId: '123456789012',
    apiId: 'api',
    domainName: 'www.vongbiviet.vn',
    domainPrefix: 'www',
    http: { method: 'POST', path: '/api/File', protocol: 'HTTP/1.1', sourceIp: '203.0.113.7', userAgent: 'vitest' },
    requestId: randomUUID(),
    routeKey: 'POST /api/File',
    stage: '$default',
    time: new Date().toUTCString(),
    timeEpoch: Date.now(),
  },
  body: options.body,
  isBase64Encoded: options.isBase64Encoded,
});

describe('the File Lambda invoked with an API Gateway event', () => {
  it('decodes a base64 multipart body (isBase64Encoded: true) without corrupting the image', async () => {
    const cookie = await api.login();
    const image = renderPlaceholder({ kind: 'product', title: 'Vòng bi FAG 6205', brand: 'FAG' });
    const { bytes, contentType } = await encodeForm(formWith([{ bytes: image.bytes, name: image.fileName }]));

    const result = await fileHandler(
      apiGatewayEvent({ body: bytes.toString('base64'), isBase64Encoded: true, contentType, cookie }),
      lambdaContext,
    );

    expect(result.statusCode).toBe(201);
    const file = JSON.parse(result.body!) as UploadedFile;
    expect(file.fileName).toBe('vong-bi-fag-6205.png');
    const stored = await bucketObject(keyOf(file.urlPath));
    expect(stored.contentType).toBe('image/png');
    expect(stored.bytes.equals(image.bytes)).toBe(true);
  });

  it('reads a body that is not base64-encoded as one byte per character (charset binary)', async () => {
    const cookie = await api.login();
    const { bytes, contentType } = await encodeForm(formWith([{ bytes: sampleImages.jpeg, name: 'anh.jpg' }]));

    const result = await fileHandler(
      apiGatewayEvent({ body: bytes.toString('latin1'), isBase64Encoded: false, contentType, cookie }),
      lambdaContext,
    );

    expect(result.statusCode).toBe(201);
    const file = JSON.parse(result.body!) as UploadedFile;
    expect((await bucketObject(keyOf(file.urlPath))).bytes.equals(sampleImages.jpeg)).toBe(true);
  });

  it('answers 401 to a base64 upload without a session and stores nothing', async () => {
    const before = await bucketKeys();
    const { bytes, contentType } = await encodeForm(formWith([{ bytes: sampleImages.png, name: 'a.png' }]));

    const result = await fileHandler(
      apiGatewayEvent({ body: bytes.toString('base64'), isBase64Encoded: true, contentType }),
      lambdaContext,
    );

    expect(result.statusCode).toBe(401);
    expect(await bucketKeys()).toEqual(before);
  });

  it('answers 413 to a base64 body over the limit before parsing it', async () => {
    const cookie = await api.login();
    const before = await storageSnapshot();
    const { bytes, contentType } = await encodeForm(
      formWith([{ bytes: jpegOfSize(FOUR_MIB + 128 * 1024), name: 'a.jpg' }]),
    );

    const result = await fileHandler(
      apiGatewayEvent({ body: bytes.toString('base64'), isBase64Encoded: true, contentType, cookie }),
      lambdaContext,
    );

    expect(result.statusCode).toBe(413);
    expect(await storageSnapshot()).toEqual(before);
  });
});

describe('placeholder images of the demo seed', () => {
  it('pass the upload type check through POST /api/File', async () => {
    const cookie = await api.login();
    const image = renderPlaceholder({
      kind: 'banner',
      title: 'Nhà phân phối ủy quyền Schaeffler',
      subtitle: 'Vòng bi FAG, INA, LUK chính hãng',
      brand: 'Schaeffler',
    });

    const response = await upload(cookie, formWith([{ bytes: image.bytes, name: image.fileName, type: 'image/png' }]));

    expect(response.status).toBe(201);
    const file = (await response.json()) as UploadedFile;
    expect(file.fileName).toBe('nha-phan-phoi-uy-quyen-schaeffler.png');
    const served = await api.request(file.urlPath);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('are stored by the seed through the same service as uploads', async () => {
    const image = renderPlaceholder({
      kind: 'article',
      title: 'Cách chọn vòng bi phù hợp',
      subtitle: 'Hỗ trợ kỹ thuật',
    });

    const file = await storeImage({ bytes: image.bytes, fileName: image.fileName });

    expect(file.urlPath).toMatch(/^\/static\/files\/.*\.png$/);
    const stored = await bucketObject(keyOf(file.urlPath));
    expect(stored).toMatchObject({ contentType: 'image/png', cacheControl: IMMUTABLE });
    expect(stored.bytes.equals(image.bytes)).toBe(true);
    expect(await tableItem(`FILE#${file.id}`)).toMatchObject({ fileName: image.fileName, contentType: 'image/png' });
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const variant = await bucketObject(keyOf(imageVariantUrl(file.urlPath, width)));
      expect(variant).toMatchObject({ contentType: 'image/webp', cacheControl: IMMUTABLE });
      expect(webpSize(variant.bytes).width).toBe(Math.min(width, image.width));
    }
  });
});
