import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startProdSite } from './prod-site';
import { workersOf } from './workers';

// The browser tests run against what a new user gets from `npm start -- --prod` (prod-site.ts): one site per
// worker, each with its own data, so two files at once never see each other's changes (site-url.ts picks it).

export const E2E_ADMIN = { username: 'quantri', password: 'mat-khau-e2e' };

declare module 'vitest' {
  export interface ProvidedContext {
    /** One site per worker (VITEST_POOL_ID 1, 2…). */
    siteUrls: string[];
    /** Where each of those sites writes its e-mails (`DATA_DIR/outbox`), which a buyer's page is reached through. */
    siteOutboxes: string[];
  }
}

export default async function setup(project: TestProject) {
  const workers = workersOf(project);
  const sites = await Promise.all(
    Array.from({ length: workers }, () =>
      startProdSite({ ADMIN_USERNAME: E2E_ADMIN.username, ADMIN_PASSWORD: E2E_ADMIN.password }),
    ),
  );
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
  };
}
