import { beforeAll, describe, expect, it } from 'vitest';
import { sanitizeRichHtml } from '@vongbi/functions/core/rules/sanitize';
import { routeKey } from '@vongbi/functions/routes';
import { useTestApi } from '../../helpers/api-client';
import { createFixtures, freshPath, validJson, writeRoutes, type Fixtures } from '../../helpers/route-requests';
import { unsafeParts, xssPayloads } from '../../helpers/xss-payloads';

// Every rich field, fed every payload of the corpus: what is stored is clean as a browser would read it,
// sanitising it again changes nothing, and allowed formatting and YouTube embeds survive.

const api = useTestApi();
let cookie: string;
let fixtures: Fixtures;

beforeAll(async () => {
  cookie = await api.login();
  fixtures = await createFixtures(api, cookie);
});

const bodyOf = (key: string) =>
  validJson(
    writeRoutes.find((route) => routeKey(route) === key)!,
    fixtures,
  );

/** Each rich field: store a value through its route and read back what is served. */
const richFields = {
  'Article.contentData': async (html: string) => {
    const body = { ...(bodyOf('POST /api/Article') as object), articlePath: freshPath('xss'), contentData: html };
    const response = await api.request('/api/Article', { method: 'POST', cookie, json: body });
    expect(response.status).toBe(201);
    return ((await response.json()) as { contentData: string }).contentData;
  },
  'InnerProduct.description': async (html: string) => {
    const body = { ...(bodyOf('POST /api/InnerProduct') as object), namePath: freshPath('xss'), description: html };
    const response = await api.request('/api/InnerProduct', { method: 'POST', cookie, json: body });
    expect(response.status).toBe(201);
    return ((await response.json()) as { description: string }).description;
  },
  ...Object.fromEntries(
    ['ABOUT_US', 'CONTACT_FULL_TEXT'].map((configKey) => [
      `Configuration ${configKey}`,
      async (html: string) => {
        const response = await api.request('/api/Configuration', {
          method: 'POST',
          cookie,
          json: [{ configKey, label: configKey, value: html }],
        });
        expect(response.status).toBe(200);
        const saved = (await response.json()) as { configKey: string; value: string }[];
        return saved.find((item) => item.configKey === configKey)!.value;
      },
    ]),
  ),
} satisfies Record<string, (html: string) => Promise<string>>;

describe('the check of stored HTML', () => {
  it('flags the raw payloads, so a sanitiser that let them through would fail', () => {
    const flagged = xssPayloads.filter((payload) => unsafeParts(payload).length > 0);

    expect(xssPayloads.length).toBeGreaterThanOrEqual(40);
    expect(flagged.length).toBeGreaterThanOrEqual(xssPayloads.length - 1);
  });
});

describe.each(Object.entries(richFields))('%s', (_field, store) => {
  // One test a payload, so each has the whole timeout to itself however busy the machine is.
  it.each(xssPayloads.map((payload, index) => [index + 1, payload] as const))(
    'stores payload %i clean, and sanitising it again changes nothing',
    async (_number, payload) => {
      const stored = await store(`<p>trước</p>${payload}<p>sau</p>`);

      expect({ payload, problems: unsafeParts(stored) }).toEqual({ payload, problems: [] });
      expect(stored).toContain('<p>trước</p>');
      expect(sanitizeRichHtml(stored)).toBe(stored);
    },
  );

  it('keeps allowed formatting, links, our images and YouTube embeds', async () => {
    const allowed =
      '<h2>Thông số</h2><p><strong>đậm</strong> <em>nghiêng</em> <u>gạch</u></p><ul><li>một</li></ul>' +
      '<blockquote>trích</blockquote><p><a href="https://fag.com/vn">FAG</a> <a href="tel:0901234567">gọi</a></p>' +
      '<p><img src="/static/files/a.png" alt="ảnh" /></p>' +
      '<iframe src="https://www.youtube.com/embed/M7lc1UVf-VE" width="560" height="315"></iframe>' +
      '<table><tbody><tr><td style="text-align:center">ô</td></tr></tbody></table>';

    const stored = await store(allowed);

    for (const part of [
      '<h2>Thông số</h2>',
      '<strong>đậm</strong>',
      '<a href="https://fag.com/vn">FAG</a>',
      '<a href="tel:0901234567">gọi</a>',
      '<img src="/static/files/a.png" alt="ảnh" />',
      '<iframe src="https://www.youtube.com/embed/M7lc1UVf-VE" width="560" height="315"></iframe>',
      '<td style="text-align:center">ô</td>',
    ]) {
      expect(stored).toContain(part);
    }
    expect(unsafeParts(stored)).toEqual([]);
  });
});
