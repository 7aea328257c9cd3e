import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '@vongbi/functions/core/errors';
import { parseMultipartEvent } from '@vongbi/functions/core/multipart';

// The multipart parser behind POST /api/File. It must answer every body, however broken, with parts or a
// 400/413/415, promptly and without an exception escaping its promise: in Lambda an uncaught exception
// ends the process and a promise that never settles holds the invocation to its timeout.

const BOUNDARY = '----formdata-undici-012345678901';
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const part = (headers: string[], content: Buffer | string) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\n${headers.join('\r\n')}\r\n\r\n`, 'utf8'),
    Buffer.from(content),
    Buffer.from('\r\n'),
  ]);
const filePart = (name: string, fileName: string, content: Buffer) =>
  part([`Content-Disposition: form-data; name="${name}"; filename="${fileName}"`, 'Content-Type: image/gif'], content);
const fieldPart = (name: string, value: string) => part([`Content-Disposition: form-data; name="${name}"`], value);
const multipart = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);

const eventOf = (body: Buffer, base64 = true): APIGatewayProxyEventV2 =>
  ({ body: body.toString(base64 ? 'base64' : 'latin1'), isBase64Encoded: base64 }) as APIGatewayProxyEventV2;

/** The outcome of parsing, or 'pending' when it did not settle within a second. */
const outcome = async (body: Buffer): Promise<string> => {
  let timer: NodeJS.Timeout | undefined;
  const pending = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve('pending'), 1000);
  });
  const parsed = parseMultipartEvent(eventOf(body), CONTENT_TYPE).then(
    (result) => `parts ${result.files.length}+${result.fieldNames.length}`,
    (error: unknown) => (error instanceof HttpError ? `${error.status}` : `thrown ${String(error)}`),
  );
  const result = await Promise.race([parsed, pending]);
  clearTimeout(timer);
  return result;
};

/** A small seeded generator, so a failure reproduces. */
const random = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};

let uncaught: unknown[] = [];
const collect = (error: unknown) => uncaught.push(error);
beforeEach(() => {
  uncaught = [];
  process.on('uncaughtException', collect);
});
afterEach(() => {
  process.off('uncaughtException', collect);
});

describe('parseMultipartEvent', () => {
  it('reads a browser-shaped upload, base64 or latin1, keeping UTF-8 file names and binary content', async () => {
    const body = multipart(filePart('file', 'Ảnh vòng bi.gif', gif));

    for (const base64 of [true, false]) {
      const result = await parseMultipartEvent(eventOf(body, base64), CONTENT_TYPE);

      expect(result.fieldNames).toEqual([]);
      expect(result.files).toHaveLength(1);
      expect(result.files[0]!.fieldName).toBe('file');
      expect(result.files[0]!.fileName).toBe('Ảnh vòng bi.gif');
      expect(result.files[0]!.content.equals(gif)).toBe(true);
    }
  });

  it('lists a second file and plain fields, so the route can refuse them', async () => {
    const body = multipart(filePart('file', 'a.gif', gif), filePart('file', 'b.gif', gif), fieldPart('note', 'x'));

    const result = await parseMultipartEvent(eventOf(body), CONTENT_TYPE);

    expect(result.files).toHaveLength(2);
    expect(result.fieldNames).toEqual(['note']);
  });

  it.each([
    ['a truncated body (an open file part)', multipart(filePart('file', 'a.gif', gif)).subarray(0, 150)],
    ['no close delimiter', filePart('file', 'a.gif', gif)],
    [
      'a header block that never ends',
      Buffer.concat([
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.gif"\r\n`),
        gif,
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]),
    ],
    ['a part without a name', multipart(part(['Content-Disposition: form-data; nme="file"'], 'x'))],
    ['a part without Content-Disposition', multipart(part(['Content-Type: image/gif'], gif))],
    ['more parts than allowed', multipart(...Array.from({ length: 5 }, (_, index) => fieldPart(`f${index}`, 'x')))],
    ['data after the close delimiter', Buffer.concat([multipart(fieldPart('a', 'b')), Buffer.from('--more--')])],
  ])('answers 400 for %s', async (_case, body) => {
    expect(await outcome(body)).toBe('400');
    expect(uncaught).toEqual([]);
  });

  it.each([
    `multipart/form-data;boundary=${BOUNDARY}`,
    `multipart/form-data; boundary="${BOUNDARY}"`,
    `Multipart/Form-Data; charset=utf-8; boundary=${BOUNDARY}`,
  ])('takes the boundary from %s', async (contentType) => {
    const body = multipart(filePart('file', 'a.gif', gif));

    const result = await parseMultipartEvent(eventOf(body), contentType);

    expect(result.files[0]!.content.equals(gif)).toBe(true);
  });

  it('answers 415 for a multipart content type without a usable boundary', async () => {
    const body = multipart(filePart('file', 'a.gif', gif));

    await expect(parseMultipartEvent(eventOf(body), 'multipart/form-data')).rejects.toMatchObject({ status: 415 });
    await expect(parseMultipartEvent(eventOf(body), 'multipart/form-data; boundary="a b"')).rejects.toMatchObject({
      status: 415,
    });
  });

  it('answers 413 for a body over the limit and for a file over 4 MiB', async () => {
    const fourMiBPlusOne = Buffer.alloc(4 * 1024 * 1024 + 1, 0x41);

    expect(await outcome(multipart(filePart('file', 'a.gif', fourMiBPlusOne)))).toBe('413');
    expect(await outcome(Buffer.alloc(5 * 1024 * 1024, 0x41))).toBe('413');
  });

  it('settles every mutated body with parts or a 400, and nothing escapes its promise', async () => {
    const next = random(20261122);
    const originals = [
      multipart(filePart('file', 'a.gif', gif)),
      multipart(filePart('file', 'a.gif', gif), filePart('x', 'b.gif', gif), fieldPart('f', 'v')),
    ];
    const bodies: Buffer[] = [];
    for (const original of originals) {
      for (let cut = 0; cut < original.length; cut += 2) bodies.push(original.subarray(0, cut));
      for (let round = 0; round < 1500; round++) {
        const flipped = Buffer.from(original);
        for (let flips = 1 + Math.floor(next() * 4); flips > 0; flips--) {
          flipped[Math.floor(next() * flipped.length)] = Math.floor(next() * 256);
        }
        bodies.push(flipped);
        const at = Math.floor(next() * original.length);
        bodies.push(Buffer.concat([original.subarray(0, at), original.subarray(at + 1 + Math.floor(next() * 40))]));
      }
    }

    const outcomes = new Map<string, number>();
    for (const body of bodies) {
      const result = await outcome(body);
      outcomes.set(result, (outcomes.get(result) ?? 0) + 1);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(uncaught).toEqual([]);
    expect([...outcomes.keys()].filter((key) => !/^(parts \d\+\d|400)$/.test(key))).toEqual([]);
    // Both kinds occur: the mutations do reach the parser, and broken bodies are refused.
    expect(outcomes.get('400')).toBeGreaterThan(100);
    expect([...outcomes.keys()].some((key) => key.startsWith('parts'))).toBe(true);
  }, 60_000);
});
