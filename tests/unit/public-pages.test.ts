import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PAGE_PATTERN } from '@vongbi/functions/contract/site-addresses';
import { publicPages } from '../helpers/public-pages';

// The browser tests (site pages, server rendering, page weight, fonts) walk tests/helpers/public-pages.ts; a page
// of the router missing from it would be checked by none of them.

/** Pages the browser tests visit elsewhere, and where. */
const ELSEWHERE: Partial<Record<keyof typeof PAGE_PATTERN, string>> = {
  quote: 'tests/e2e/quote-request.test.ts',
  outerProductPage: 'tests/e2e/category-pages.test.ts',
};

describe('the public pages the browser tests walk', () => {
  it('hold a published page of every pattern the router serves', () => {
    const walked = (pattern: string) =>
      publicPages.some((page) => page.status === 200 && matchPath(pattern, page.path.split('?')[0]!) !== null);
    const missing = Object.entries(PAGE_PATTERN)
      .filter(([name, pattern]) => !(name in ELSEWHERE) && !walked(pattern))
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it('name test files that exist for the pages visited elsewhere', () => {
    const root = join(import.meta.dirname, '..', '..');
    for (const file of Object.values(ELSEWHERE)) expect(existsSync(join(root, file)), file).toBe(true);
  });
});
