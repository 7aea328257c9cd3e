import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

// What a visitor's first view downloads, read from the build (the global setup has just built the
// frontend): the boot script inline in index.html, and the app it always loads once the page has painted
// (the entry chunk, src/entry-client.tsx) with its static imports. Admin screens, the rich-text editor and
// the lightbox are separate chunks that only their own routes or a click fetch; a category's page and a
// product's are chunks that only their own pages add to the first view.

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'frontend', 'dist');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

const staticClosure = (key: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
};

/** The public pages whose route module is a chunk of its own (app/site-routes.tsx). */
const PAGE_CHUNKS = [
  'src/app/routes/site/outer-product.tsx',
  'src/app/routes/site/inner-product.tsx',
  'src/app/routes/site/bearing-frequencies.tsx',
  'src/app/routes/site/mounting-temperature.tsx',
  'src/app/routes/site/relubrication.tsx',
  'src/app/routes/site/search.tsx',
  'src/app/routes/site/genuine.tsx',
];

describe('the public first view', () => {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const firstView = [...staticClosure(entryKey)];
  const bootScript = /<script type="module">([\s\S]*?)<\/script>/.exec(
    readFileSync(join(dist, 'index.html'), 'utf8'),
  )?.[1];

  it('holds no admin screen, no editor and no lightbox code', () => {
    expect(entryKey).toBe('index.html');
    expect(bootScript).toContain('import(');
    const sources = firstView.map((key) => manifest[key]!.src ?? key);
    expect(sources.filter((source) => /routes\/admin\/|jodit|rich-text-editor|lightbox/.test(source))).toEqual([]);
    const text = [bootScript, ...firstView.map((key) => readFileSync(join(dist, manifest[key]!.file), 'utf8'))].join(
      '\n',
    );
    expect(text).not.toContain('jodit');
    expect(text).not.toContain('yarl__');

    // The back office's routes are a chunk of their own, whose screens are chunks again.
    const lazy = manifest[entryKey]!.dynamicImports ?? [];
    expect(lazy).toEqual(expect.arrayContaining(['src/app/admin-routes.tsx', ...PAGE_CHUNKS]));
    // The product page opens its pictures in the lightbox, fetched on the first click.
    expect(manifest['src/app/routes/site/inner-product.tsx']!.dynamicImports).toEqual([
      'src/components/ui/lightbox.tsx',
    ]);
    expect(manifest['src/app/admin-routes.tsx']!.dynamicImports).toEqual(
      expect.arrayContaining(['src/app/routes/admin/configuration.tsx']),
    );
  });

  const gzippedJs = (keys: Iterable<string>) =>
    [...keys]
      .map((key) => manifest[key]!.file)
      .filter((file) => file.endsWith('.js'))
      .reduce((total, file) => total + gzipSync(readFileSync(join(dist, file))).length, gzipSync(bootScript!).length);

  it('stays under 140 kB of gzipped JavaScript', () => {
    const bytes = gzippedJs(firstView);
    console.info(`public first view: ${(bytes / 1024).toFixed(1)} kB of gzipped JavaScript`);
    expect(bytes).toBeLessThan(140 * 1024);
  });

  it.each(PAGE_CHUNKS)('with %s, stays under the page-weight budget of 150 kB', (page) => {
    const bytes = gzippedJs(new Set([...firstView, ...staticClosure(page)]));
    console.info(`${page}'s first view: ${(bytes / 1024).toFixed(1)} kB of gzipped JavaScript`);
    expect(bytes).toBeLessThan(150 * 1024);
  });
});
