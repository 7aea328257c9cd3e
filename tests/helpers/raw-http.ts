import { request } from 'node:http';

// node:http where fetch cannot go: a chosen source address (127.0.0.x, to act as another client) and a
// chosen Host header.

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export const rawRequest = (
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string },
): Promise<RawResponse> =>
  new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, localAddress: options.localAddress },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });

/** A GET's answer as it crossed the wire, still compressed if it was (fetch would decode it). */
export const getOnTheWire = (
  url: string,
  acceptEncoding?: string,
): Promise<{ status: number; headers: RawResponse['headers']; bytes: Buffer }> =>
  new Promise((resolve, reject) => {
    const req = request(url, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
