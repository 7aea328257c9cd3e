import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Certificate } from '@vongbi/functions/contract/certificate';
import { vietnamToday } from '@vongbi/functions/contract/technical-data';
import { adminCookie, patience, signIn, staffApi, uniqueSuffix } from '../helpers/admin';
import { sampleImages, samplePdf } from '../helpers/images';
import { launchBrowser, screenshot, settled, viewports } from '../helpers/browser';
import { siteUrl } from '../helpers/site-url';

// Genuine goods as visitors and staff meet them on `npm start -- --prod`: owners keep certificates, the published
// /genuine page lists those in force (and the page drops one that ran out once it runs in a later day's
// browser), the dashboard names those running out, and every product page links the page.

const DAY_MS = 24 * 60 * 60 * 1000;
/** A product of the demo catalogue. */
const PRODUCT = '/products/vong-bi-fag/vong-bi-cau-fag-6205-2rsr';

const day = (days: number) => vietnamToday(new Date(Date.now() + days * DAY_MS));

let browser: Browser;
let api: ReturnType<typeof staffApi>;
const suffix = uniqueSuffix();
const titles = {
  valid: `Nhà phân phối ủy quyền FAG, INA ${suffix}`,
  expiring: `Chứng nhận xuất xứ lô hàng ${suffix}`,
  expired: `Chứng nhận năm cũ ${suffix}`,
  pdfOnly: `Thư ủy quyền bản PDF ${suffix}`,
};
const made: Certificate[] = [];

/** Reads the published page until `check` holds or 30 s have passed (publishing follows the save). */
const publishedUntil = async (path: string, check: (html: string) => boolean): Promise<string> => {
  const deadline = Date.now() + 30_000;
  let html = await (await fetch(`${siteUrl}${path}`)).text();
  while (!check(html) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    html = await (await fetch(`${siteUrl}${path}`)).text();
  }
  return html;
};

beforeAll(async () => {
  browser = await launchBrowser();
  api = staffApi(siteUrl, await adminCookie(siteUrl));
  // The seed's certificate lends its image: any upload will do.
  const [seeded] = await api<Certificate[]>('/certificates/admin');
  const input = (title: string, validFrom: string, validTo: string) => ({
    title,
    issuer: 'Schaeffler Vietnam',
    validFrom,
    validTo,
    imageId: seeded!.imageId,
  });
  for (const [title, from, to] of [
    [titles.valid, day(-30), day(300)],
    [titles.expiring, day(-300), day(10)],
    [titles.expired, day(-400), day(-1)],
  ] as const) {
    made.push(await api<Certificate>('/certificates', { method: 'POST', json: input(title, from, to) }));
  }
}, 60_000);

afterAll(async () => {
  for (const certificate of made) await api(`/certificates/${certificate.id}`, { method: 'DELETE' });
  await browser?.close();
});

describe('/genuine', () => {
  it('is published with the certificates in force, their dates, and its head and structured data', async () => {
    const html = await publishedUntil(
      '/genuine',
      (page) => page.includes(titles.valid) && page.includes(titles.expiring),
    );

    expect(html).toContain(titles.valid);
    expect(html).toContain(titles.expiring);
    expect(html).not.toContain(titles.expired);
    expect(html).toContain('<title>Hàng chính hãng | Vòng bi Việt</title>');
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/genuine" \/>/);
    const [, json] = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)!;
    const graph = (JSON.parse(json!) as { '@graph': Record<string, unknown>[] })['@graph'];
    const company = graph.find((node) => node['@type'] === 'Organization') as {
      hasCertification: { name: string; expires: string }[];
    };
    expect(company.hasCertification).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: titles.valid, expires: day(300) }),
        expect.objectContaining({ name: titles.expiring, expires: day(10) }),
      ]),
    );
    expect(company.hasCertification.map((certificate) => certificate.name)).not.toContain(titles.expired);
  });

  it.each(Object.entries(viewports))(
    'shows a visitor on a %s the valid certificates, valid until dd/mm/yyyy, how to check and report',
    async (_device, viewport) => {
      await publishedUntil('/genuine', (page) => page.includes(titles.expiring));
      const page = await browser.newPage({ viewport });

      await page.goto(`${siteUrl}/genuine`);

      await page.getByRole('heading', { level: 1, name: 'Hàng chính hãng' }).waitFor();
      const card = page.locator('.certificate-card', { hasText: titles.expiring });
      await card.waitFor();
      const [year, month, date] = day(10).split('-');
      expect(await card.textContent()).toContain(`${date}/${month}/${year}`);
      expect(await card.getByRole('link', { name: 'Xem bản đầy đủ' }).getAttribute('href')).toMatch(/^\/static\//);
      expect(await page.locator('.certificate-card', { hasText: titles.valid }).count()).toBe(1);
      expect(await page.locator('.certificate-card', { hasText: titles.expired }).count()).toBe(0);
      await page.getByRole('heading', { name: /OriginCheck/ }).waitFor();
      expect(await page.getByRole('link', { name: 'Trang liên hệ' }).getAttribute('href')).toBe('/contact');
      expect(await page.getByRole('link', { name: /^Gọi / }).getAttribute('href')).toMatch(/^tel:\d+$/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      // Down the page and back, so the lazy sheets are in the screenshot.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        window.scrollTo(0, 0);
      });
      await settled(page);
      await screenshot(page, `genuine-${viewport.width}`);
      await page.close();
    },
  );

  it('drops a certificate that ran out since the page was published once it runs in the browser', async () => {
    await publishedUntil('/genuine', (page) => page.includes(titles.expiring));
    const context = await browser.newContext({ viewport: viewports.phone });
    // The visitor's day: eleven days on, the day after the expiring certificate's last.
    await context.clock.setFixedTime(new Date(Date.now() + 11 * DAY_MS));
    const page = await context.newPage();

    await page.goto(`${siteUrl}/genuine`);

    await page.locator('.certificate-card', { hasText: titles.valid }).waitFor();
    await expect.poll(() => page.locator('.certificate-card', { hasText: titles.expiring }).count(), patience).toBe(0);
    expect(await page.locator('.certificate-card', { hasText: titles.valid }).count()).toBe(1);
    await context.close();
  });
});

describe('a certificate kept as a PDF only', () => {
  it('is added by an owner on the form, and visitors open its PDF from a sheet where a scan would stand', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    page.on('dialog', (dialog) => void dialog.accept());
    await signIn(page, siteUrl);
    await page.goto(`${siteUrl}/admin/certificates/new`);
    await page.locator('#title').fill(titles.pdfOnly);
    await page.locator('#issuer').fill('NSK Vietnam');
    await page.locator('#validFrom').fill(day(-10));
    await page.locator('#validTo').fill(day(200));
    await page
      .locator('#document')
      .setInputFiles({ name: 'thu-uy-quyen.pdf', mimeType: 'application/pdf', buffer: samplePdf });
    await page.locator('.document-upload__file', { hasText: 'thu-uy-quyen.pdf' }).waitFor();
    // An image picked by mistake is taken off again: the certificate is kept as its PDF alone.
    await page.locator('#image').setInputFiles({ name: 'nham.png', mimeType: 'image/png', buffer: sampleImages.png });
    await page.locator('.image-upload__preview img').waitFor();
    await page.getByRole('button', { name: 'Bỏ ảnh' }).click();
    await page.locator('.image-upload__preview', { hasText: 'Chưa có ảnh' }).waitFor();
    for (const viewport of Object.values(viewports)) {
      await page.setViewportSize(viewport);
      await screenshot(page, `certificate-form-pdf-${viewport.width}`);
    }
    await page.getByRole('button', { name: 'Tạo mới' }).click();
    await page.waitForURL(`${siteUrl}/admin/certificates`);
    const row = page.getByRole('row', { name: new RegExp(titles.pdfOnly) });
    await row.waitFor();
    await screenshot(page, 'certificates-pdf-1440');
    expect(await row.getByRole('link', { name: 'PDF', exact: true }).getAttribute('href')).toMatch(
      /^\/static\/files\/.+\.pdf$/,
    );
    const saved = (await api<Certificate[]>('/certificates/admin')).find((each) => each.title === titles.pdfOnly)!;
    made.push(saved);
    expect(saved).toMatchObject({ imageId: null, document: { fileName: 'thu-uy-quyen.pdf', size: samplePdf.length } });
    await page.close();

    const html = await publishedUntil('/genuine', (published) => published.includes(titles.pdfOnly));
    const [, json] = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)!;
    const company = (JSON.parse(json!) as { '@graph': Record<string, unknown>[] })['@graph'].find(
      (node) => node['@type'] === 'Organization',
    ) as { hasCertification: Record<string, unknown>[] };
    const listed = company.hasCertification.find((certificate) => certificate.name === titles.pdfOnly)!;
    expect(listed.url).toMatch(/^https?:\/\/[^/]+\/static\/files\/.+\.pdf$/);
    expect(listed).not.toHaveProperty('image');

    for (const viewport of Object.values(viewports)) {
      const visitor = await browser.newPage({ viewport });
      await visitor.goto(`${siteUrl}/genuine`);
      const card = visitor.locator('.certificate-card', { hasText: titles.pdfOnly });
      await card.locator('.certificate-sheet').waitFor();
      const link = card.getByRole('link', { name: /^Xem bản PDF/ });
      expect(await link.textContent()).toBe('Xem bản PDF (1 KB)');
      const served = await fetch(`${siteUrl}${await link.getAttribute('href')}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('application/pdf');
      // The site's headers (CSP, frame and sniffing rules) leave the browser's own PDF viewer free to show it.
      const viewer = await browser.newPage({ viewport });
      await viewer.goto(`${siteUrl}${await link.getAttribute('href')}`);
      await expect
        .poll(() => viewer.frames().some((frame) => frame.url().startsWith('chrome-extension://')), patience)
        .toBe(true);
      await viewer.close();
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await card.scrollIntoViewIfNeeded();
      await settled(visitor);
      await screenshot(visitor, `genuine-pdf-${viewport.width}`);
      await visitor.close();
    }
  });
});

describe('the dashboard', () => {
  it('names the certificate running out and the one that ran out, each linked to its edit screen', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await signIn(page, siteUrl);
    await page.goto(`${siteUrl}/admin`);

    const notice = page.getByRole('region', { name: 'Chứng nhận hết hạn hoặc sắp hết hạn' });
    await notice.waitFor();
    const expiring = notice.getByRole('listitem').filter({ hasText: titles.expiring });
    expect(await expiring.textContent()).toContain('còn 10 ngày');
    const expired = notice.getByRole('listitem').filter({ hasText: titles.expired });
    expect(await expired.textContent()).toContain('Đã hết hạn');
    expect(await notice.getByText(titles.valid).count()).toBe(0);
    await screenshot(page, 'genuine-dashboard-1440');

    await expiring.getByRole('link').click();
    await page.waitForURL(`${siteUrl}/admin/certificates/${made[1]!.id}`);
    expect(await page.getByLabel('Hết hạn ngày').inputValue()).toBe(day(10));
    await page.close();
  });
});

describe('a product page', () => {
  it('links /genuine as "Hàng chính hãng" in its published HTML, and the link leads there', async () => {
    const html = await (await fetch(`${siteUrl}${PRODUCT}`)).text();
    expect(html).toMatch(/<a href="\/genuine"[^>]*>Hàng chính hãng<\/a>/);

    const page = await browser.newPage({ viewport: viewports.phone });
    await page.goto(`${siteUrl}${PRODUCT}`, { waitUntil: 'networkidle' });
    await page.locator('.genuine-line').getByRole('link', { name: 'Hàng chính hãng' }).click();
    await page.getByRole('heading', { level: 1, name: 'Hàng chính hãng' }).waitFor();
    expect(page.url()).toBe(`${siteUrl}/genuine`);
    await page.close();
  });
});
