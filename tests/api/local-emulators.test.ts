import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { describe, expect, inject, it } from 'vitest';

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
});

describe('the S3 emulator', () => {
  it("refuses a connection to the machine's other address", async () => {
    const port = Number(new URL(inject('s3Endpoint')).port);

    expect(await tryConnect('127.0.0.1', port)).toBe('connected');
    expect(await tryConnect(otherAddress(), port)).toBe('ECONNREFUSED');
  });
});
