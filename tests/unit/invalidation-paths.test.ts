import { describe, expect, it } from 'vitest';
import { invalidationPaths } from '@vongbi/functions/publish/edge';

describe('invalidationPaths', () => {
  it('invalidates the site-bucket keys the edge caches pages under, each once, in order', () => {
    expect(
      invalidationPaths(['pages/products/vong-bi-fag.html', 'sitemap.xml', 'pages/index.html', 'sitemap.xml']),
    ).toEqual(['/pages/index.html', '/pages/products/vong-bi-fag.html', '/sitemap.xml']);
  });

  it('invalidates everything with one wildcard past 30 paths', () => {
    const keys = Array.from({ length: 31 }, (_, index) => `pages/products/p-${index}.html`);

    expect(invalidationPaths(keys)).toEqual(['/*']);
    expect(invalidationPaths(keys.slice(0, 30))).toHaveLength(30);
  });

  it('invalidates nothing when nothing changed', () => {
    expect(invalidationPaths([])).toEqual([]);
  });
});
