import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { describe, expect, inject, it } from 'vitest';
import { s3 } from '@vongbi/functions/core/clients';
import { ensureBucket } from '@vongbi/local/bootstrap';
import { startDynamoDbLocal } from '@vongbi/local/emulators/dynamodb-local';

// The local emulators serve this machine only, like the site: DynamoDB Local's Jetty would otherwise listen on every
// interface and hand the table to anyone on the network.

/** The machine's first address that is not loopback; a machine without one cannot show the difference. */
const otherAddress = (): string => {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((candidate) => candidate && !candidate.internal);
  if (!address) throw new Error('this machine has no address besides loopback to connect to');
  return address.address;
};

/** Resolves with the connection's error code, or 'connected'. */
const tryConnect = (host: string, port: number): Promise<string> =>
  new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 10_000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve('timeout');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

describe('DynamoDB Local', () => {
  const port = Number(new URL(inject('dynamoEndpoint')).port);

  it('answers on 127.0.0.1', async () => {
    const client = new DynamoDBClient({ endpoint: `http://127.0.0.1:${port}` });

    const answer = await client.send(new ListTablesCommand({ Limit: 1 }));

    expect(answer.$metadata.httpStatusCode).toBe(200);
    client.destroy();
  });

  it("refuses a connection to the machine's other address", async () => {
    expect(await tryConnect(otherAddress(), port)).toBe('ECONNREFUSED');
  });

  it('leaves nothing in the temp folders when it is killed, not even the native library it unpacks', async () => {
    // Java's own temp folder (/tmp, whatever TMPDIR says) as well as ours.
    const javaTmpDir = /java\.io\.tmpdir = (.+)/.exec(
      spawnSync('java', ['-XshowSettings:properties', '-version'], { encoding: 'utf8' }).stderr,
    )![1]!;
    // What the emulator makes (local/emulators/dynamodb-local.ts): its folders, and the library Java unpacks. Other
    // test files run beside this one and make folders of their own meanwhile, which are not its to clean.
    const emulatorsOwn = /^vongbi-dynamodb-|sqlite4java/;
    const tempEntries = () =>
      new Set(
        [tmpdir(), javaTmpDir].flatMap((folder) => readdirSync(folder)).filter((name) => emulatorsOwn.test(name)),
      );
    const before = tempEntries();
    const emulator = await startDynamoDbLocal({});
    const whileRunning = [...tempEntries()].filter((name) => !before.has(name));
    expect(whileRunning.length).toBeGreaterThan(0);

    await emulator.kill();

    expect([...tempEntries()].filter((name) => !before.has(name))).toEqual([]);
  });
});

describe('the S3 emulator', () => {
  it("refuses a connection to the machine's other address", async () => {
    const port = Number(new URL(inject('s3Endpoint')).port);

    expect(await tryConnect('127.0.0.1', port)).toBe('connected');
    expect(await tryConnect(otherAddress(), port)).toBe('ECONNREFUSED');
  });
});

describe('the S3 emulator replacing an object', () => {
  const bucket = `${process.env.FILES_BUCKET}-replaced`;
  const key = 'pages/index.html';
  /** Two versions of a page, large enough that writing one takes a while. */
  const versions = ['a', 'b'].map((letter) => Buffer.alloc(8 * 1024 * 1024, letter));
  const md5 = (bytes: Uint8Array) => `"${createHash('md5').update(bytes).digest('hex')}"`;

  const read = async () => {
    const object = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    const bytes = await object.Body!.transformToByteArray();
    return { etag: object.ETag, md5: md5(bytes), first: bytes[0], length: bytes.length };
  };

  it('answers a put once the object is whole, and a read meanwhile gets the old object or the new, whole', async () => {
    await ensureBucket(bucket);
    await s3().send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: versions[0] }));

    let putting = true;
    const reads: Awaited<ReturnType<typeof read>>[] = [];
    const put = s3()
      .send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: versions[1] }))
      .finally(() => (putting = false));
    while (putting) reads.push(await read());
    await put;
    const afterPut = await read();

    expect(reads.length).toBeGreaterThan(0);
    for (const seen of reads) {
      expect(seen.length).toBe(versions[0]!.length);
      expect(seen.md5).toBe(seen.etag);
    }
    expect(afterPut).toEqual({
      etag: md5(versions[1]!),
      md5: md5(versions[1]!),
      first: 'b'.charCodeAt(0),
      length: versions[1]!.length,
    });
  });

  it('keeps the object as it was, and no part file, when an upload is cut off halfway', async () => {
    await ensureBucket(bucket);
    await s3().send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: versions[0] }));
    // A PUT that announces the whole object, sends a quarter of it, and drops its connection once the emulator
    // has begun writing it.
    const url = new URL(
      await getSignedUrl(s3(), new PutObjectCommand({ Bucket: bucket, Key: key }), { expiresIn: 60 }),
    );
    const folder = join(inject('s3Directory'), bucket, 'pages');
    const partFiles = () => readdirSync(folder).filter((name) => name.endsWith('.writing'));
    const put = request(url, { method: 'PUT', headers: { 'Content-Length': versions[0]!.length } });
    put.on('error', () => undefined);
    put.write(Buffer.alloc(versions[0]!.length / 4, 'c'));
    await expect.poll(partFiles, { timeout: 10_000 }).not.toEqual([]);
    put.destroy();

    await expect.poll(partFiles, { timeout: 10_000 }).toEqual([]);
    expect(await read()).toEqual({
      etag: md5(versions[0]!),
      md5: md5(versions[0]!),
      first: 'a'.charCodeAt(0),
      length: versions[0]!.length,
    });
  });
});
