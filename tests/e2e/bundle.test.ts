import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCAL_ADMIN_DEFAULTS } from '@vongbi/local/runtime';
import { E2E_ADMIN } from '../helpers/site.global-setup';

// The global setup has just built the frontend for `npm start -- --prod`; what visitors download must hold no
// admin secret: the admin check runs on the server.

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'frontend', 'dist');

const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );

describe('the production build', () => {
  it('holds no admin password, password hash or source map', () => {
    const files = filesUnder(dist);
    const text = files
      .filter((file) => /\.(js|css|html|json|txt)$/.test(file))
      .map((file) => readFileSync(file, 'utf8'));

    expect(files.some((file) => file.endsWith('index.html'))).toBe(true);
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    for (const secret of [E2E_ADMIN.password, LOCAL_ADMIN_DEFAULTS.password, 'scrypt$', 'ADMIN_PASSWORD']) {
      expect(text.filter((content) => content.includes(secret))).toEqual([]);
    }
  });
});
