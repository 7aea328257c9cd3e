import { request } from 'node:http';
import type { Page } from 'playwright-core';

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

/**
 * Sends the browser's requests that match `pattern` from `localAddress` (127.0.0.x), so the site's per-address
 * limits count them as another client's: a browser cannot choose its source address.
 */
export const routeFromAddress = async (page: Page, pattern: string, localAddress: string): Promise<void> => {
  await page.route(pattern, async (route) => {
    const sent = route.request();
    // Asked for uncompressed: the answer is read here as text.
    const { 'accept-encoding': _encoding, ...headers } = await sent.allHeaders();
    const answer = await rawRequest(sent.url(), {
      method: sent.method(),
      headers,
      body: sent.postData() ?? undefined,
      localAddress,
    });
    await route.fulfill({
      status: answer.status,
      headers: Object.fromEntries(
        Object.entries(answer.headers).flatMap(([name, value]) =>
          value === undefined ? [] : [[name, Array.isArray(value) ? value.join('\n') : value]],
        ),
      ),
      body: answer.body,
    });
  });
};
