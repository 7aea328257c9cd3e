/// <reference lib="dom" />
import type { BrowserContext, Page } from 'playwright-core';
import type { InnerProduct, OuterProductWithChildren } from '@vongbi/functions/contract';
import { E2E_ADMIN } from './site.global-setup';

// What the back-office browser tests share: signing in, answering the browser's dialogs, and real images
// drawn in the page (a noisy photo compresses like a real one; a flat colour would be tiny already).

export interface Credentials {
  username: string;
  password: string;
}

/** Fills the login page the user is on (or opens it) and signs in, as the e2e owner unless told otherwise. */
export const submitSignIn = async (page: Page, siteUrl: string, account: Credentials = E2E_ADMIN): Promise<void> => {
  if (!new URL(page.url()).pathname.startsWith('/admin-login')) await page.goto(`${siteUrl}/admin-login`);
  await page.getByLabel('Tài khoản').fill(account.username);
  await page.getByLabel('Mật khẩu').fill(account.password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
};

/** Signs in (as the e2e owner unless told otherwise) and waits to leave the login page. */
export const signIn = async (page: Page, siteUrl: string, account: Credentials = E2E_ADMIN): Promise<void> => {
  await submitSignIn(page, siteUrl, account);
  await page.waitForURL((url) => url.pathname !== '/admin-login');
};

/**
 * The session cookie of the e2e admin (or of `account`), signed in over plain HTTP (for tests that save through
 * the API).
 */
export const adminCookie = async (siteUrl: string, account: Credentials = E2E_ADMIN): Promise<string> => {
  const login = await fetch(`${siteUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  return login.headers.getSetCookie()[0]!.split(';')[0]!;
};

/** The API as the signed-in admin over plain HTTP: JSON in and out, any answer but 2xx throws. */
export const staffApi =
  (siteUrl: string, cookie: string) =>
  async <T>(path: string, init: { method?: string; json?: unknown } = {}): Promise<T> => {
    const response = await fetch(`${siteUrl}/api${path}`, {
      method: init.method ?? 'GET',
      headers: { Cookie: cookie, ...(init.json !== undefined ? { 'Content-Type': 'application/json' } : {}) },
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
    return (response.status === 204 ? undefined : await response.json()) as T;
  };

/**
 * Records every alert and confirm the page shows and answers it (confirms with `confirmAnswer`, which a
 * test may change between steps).
 */
export const recordDialogs = (page: Page) => {
  const seen: string[] = [];
  const state = { confirmAnswer: true };
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void (dialog.type() === 'confirm' && !state.confirmAnswer ? dialog.dismiss() : dialog.accept());
  });
  return {
    seen,
    set confirmAnswer(answer: boolean) {
      state.confirmAnswer = answer;
    },
    /** Waits until `text` has been shown (after `from`, the count seen before the action). */
    waitFor: async (text: string, from = 0): Promise<void> => {
      const deadline = Date.now() + 30_000;
      while (!seen.slice(from).includes(text)) {
        if (Date.now() > deadline) throw new Error(`dialog "${text}" never shown; seen: ${JSON.stringify(seen)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
};

export interface ImageFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A JPEG drawn in the page: `noise` makes every pixel random, like a detailed photo that resists compression. */
export const drawJpeg = async (
  page: Page,
  options: { name: string; width: number; height: number; hue: number; noise?: boolean; quality?: number },
): Promise<ImageFile> => {
  const base64 = await page.evaluate(async ({ width, height, hue, noise, quality }) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d')!;
    context.fillStyle = `hsl(${hue} 60% 45%)`;
    context.fillRect(0, 0, width, height);
    if (noise) {
      const pixels = context.getImageData(0, 0, width, height);
      for (let index = 0; index < pixels.data.length; index += 4) {
        pixels.data[index] = Math.random() * 255;
        pixels.data[index + 1] = Math.random() * 255;
        pixels.data[index + 2] = Math.random() * 255;
      }
      context.putImageData(pixels, 0, 0);
    }
    context.fillStyle = '#fff';
    context.font = `bold ${Math.round(height / 6)}px sans-serif`;
    context.fillText(`hue ${hue}`, width / 10, height / 2);
    const blob = await new Promise<Blob>((resolve) =>
      canvas.toBlob((result) => resolve(result!), 'image/jpeg', quality),
    );
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let index = 0; index < bytes.length; index += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
    }
    return btoa(binary);
  }, options);
  return { name: options.name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
};

/** The API as the signed-in browser context calls it (same cookies), for checks and clean-up. */
export const apiOf = (context: BrowserContext, siteUrl: string) => ({
  get: async <T>(path: string): Promise<{ status: number; body: T }> => {
    const response = await context.request.get(`${siteUrl}/api${path}`);
    return { status: response.status(), body: (await response.json().catch(() => undefined)) as T };
  },
  send: async (method: 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown): Promise<number> => {
    const response = await context.request.fetch(`${siteUrl}/api${path}`, {
      method,
      headers: { Origin: siteUrl, ...(data === undefined ? {} : { 'Content-Type': 'application/json' }) },
      data: data === undefined ? undefined : JSON.stringify(data),
    });
    return response.status();
  },
  bytesOf: async (urlPath: string): Promise<number> =>
    (await context.request.get(`${siteUrl}${urlPath}`)).body().then((body) => body.length),
});

/** A suffix that keeps this run's records apart from the demo content and from other runs. */
export const uniqueSuffix = (): string => Date.now().toString(36);

/** How long a poll waits for what the page does after an upload or a save (seconds on a busy machine). */
export const patience = { timeout: 20_000 };

/**
 * A product of a test's own, made through the API in `outer` with the image of its first product, under a fresh
 * path starting `pathPrefix`; `productSeries` is its code (one the file's searches expect, or none of theirs).
 */
export const newTestProduct = async (
  api: ReturnType<typeof staffApi>,
  outer: OuterProductWithChildren,
  fields: { name: string; pathPrefix: string; productSeries: string },
): Promise<InnerProduct> => {
  const sample = await api<InnerProduct>(`/InnerProduct/${outer.innerProducts[0]!.id}`);
  return api<InnerProduct>('/InnerProduct', {
    method: 'POST',
    json: {
      name: fields.name,
      namePath: `${fields.pathPrefix}-${uniqueSuffix()}-${Math.random().toString(36).slice(2, 6)}`,
      description: '<p>Vòng bi cầu một dãy, phớt cao su hai bên.</p>',
      shortDescription: 'Vòng bi cầu',
      videos: '',
      imageId: sample.imageId,
      // The form asks for detail images before it saves.
      imageIds: [sample.imageId],
      outerProductId: outer.id,
      brand: 'FAG',
      madeIn: 'Đức',
      productSeries: fields.productSeries,
    },
  });
};
