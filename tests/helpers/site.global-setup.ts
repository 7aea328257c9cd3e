import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startProdSite } from './prod-site';

// The browser tests run against what a new user gets from `npm start -- --prod` (prod-site.ts).

export const E2E_ADMIN = { username: 'quantri', password: 'mat-khau-e2e' };

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    /** Where the site writes its e-mails (`DATA_DIR/outbox`), which a buyer's page is reached through. */
    siteOutbox: string;
  }
}

export default async function setup(project: TestProject) {
  const site = await startProdSite({ ADMIN_USERNAME: E2E_ADMIN.username, ADMIN_PASSWORD: E2E_ADMIN.password });
  project.provide('siteUrl', site.url);
  project.provide('siteOutbox', join(site.dataDir, 'outbox'));
  return () => site.stop();
}
