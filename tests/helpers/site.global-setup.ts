import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startProdSite } from './prod-site';
import { workersOf } from './workers';

// The browser tests run against what a new user gets from `npm start -- --prod` (prod-site.ts): one site per
// worker, each with its own data, so two files at once never see each other's changes (site-url.ts picks it).
// The first start draws the demo catalogue's images, most of its time: it is done once, and each site starts on a
// copy of that DATA_DIR, as a user's site starts again on its own.

export const E2E_ADMIN = { username: 'quantri', password: 'mat-khau-e2e' };

declare module 'vitest' {
  export interface ProvidedContext {
    /** One site per worker (VITEST_POOL_ID 1, 2…). */
    siteUrls: string[];
    /** Where each of those sites writes its e-mails (`DATA_DIR/outbox`), which a buyer's page is reached through. */
    siteOutboxes: string[];
  }
}

const admin = { ADMIN_USERNAME: E2E_ADMIN.username, ADMIN_PASSWORD: E2E_ADMIN.password };

export default async function setup(project: TestProject) {
  const seeded = mkdtempSync(join(tmpdir(), 'vongbi-e2e-seeded-'));
  await (await startProdSite(admin, { dataDir: seeded })).stop();
  const dataDirs = Array.from({ length: workersOf(project) }, () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vongbi-e2e-site-'));
    cpSync(seeded, dataDir, { recursive: true });
    return dataDir;
  });
  rmSync(seeded, { recursive: true, force: true });
  const sites = await Promise.all(dataDirs.map((dataDir) => startProdSite(admin, { dataDir })));
  project.provide(
    'siteUrls',
    sites.map((site) => site.url),
  );
  project.provide(
    'siteOutboxes',
    sites.map((site) => join(site.dataDir, 'outbox')),
  );
  return async () => {
    await Promise.all(sites.map((site) => site.stop()));
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  };
}
