import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublishingStatus } from '@vongbi/functions/contract/preview';
import { handler } from '@vongbi/functions/publish/handler';
import { putTemplate } from '@vongbi/functions/publish/site-bucket';
import { ensureBucket } from '@vongbi/local/bootstrap';
import { builtTemplate } from '@vongbi/local/frontend-build';
import { useTestApi } from '../helpers/api-client';
import { expectError, send } from '../helpers/catalogue';
import { signInStaff } from '../helpers/staff';

// The publisher records how each batch went; staff who just saved read it (GET /api/publishing) to learn that
// publishing failed, with the error and the URLs that failed.

const api = useTestApi();
let cookie: string;

beforeAll(async () => {
  cookie = await api.login();
  process.env.SITE_BUCKET = `${process.env.FILES_BUCKET}-status`;
  process.env.SITE_URL = 'https://vongbi.example';
  await ensureBucket(process.env.SITE_BUCKET);
});

const status = async () => {
  const result = await send<PublishingStatus>(api, 'GET', '/api/publishing', { cookie });
  expect(result.status).toBe(200);
  expect(result.headers.get('cache-control')).toBe('no-store');
  return result.body;
};

describe('GET /api/publishing', () => {
  it('answers nothing known before the first publish', async () => {
    expect(await status()).toEqual({ lastSuccessAt: null, lastFailureAt: null, failure: null, failedUrls: [] });
  });

  it('tells a failed publish, with its error, and then the next one that went through', async () => {
    // No template in the site bucket yet: the publish cannot render and fails.
    const failedAt = new Date().toISOString();
    await expect(handler({ renderAll: true })).rejects.toThrow();

    const failed = await status();
    expect(failed.lastFailureAt! >= failedAt).toBe(true);
    expect(failed.failure).toEqual(expect.any(String));
    expect(failed.lastSuccessAt).toBeNull();

    await putTemplate(readFileSync(builtTemplate, 'utf8'), {});
    await handler({ renderAll: true });

    const recovered = await status();
    expect(recovered.lastSuccessAt! > recovered.lastFailureAt!).toBe(true);
    expect(recovered.lastFailureAt).toBe(failed.lastFailureAt);
  }, 120_000);

  it('answers 401 without a session and 403 to sales', async () => {
    const sales = await signInStaff(api, cookie, 'sales');

    expectError(await send(api, 'GET', '/api/publishing'), 401, 'UNAUTHENTICATED');
    expectError(await send(api, 'GET', '/api/publishing', { cookie: sales.cookie }), 403, 'FORBIDDEN');
  });
});
