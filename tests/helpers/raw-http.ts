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
