import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

// What a visitor's first view downloads, read from the build (the global setup has just built the
// frontend): the boot script inline in index.html, and the app it always loads once the page has painted
// (the entry chunk, src/entry-client.tsx) with its static imports. Admin screens, the rich-text editor and
// the lightbox are separate chunks that only their own routes or a click fetch; a category's page and a
// product's are chunks that only their own pages add to the first view, and embla only the pages with a
// carousel.

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
  'src/app/routes/site/contact.tsx',
  'src/app/routes/site/video.tsx',
];

const KB = 1024;

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
    const lazy = firstView.flatMap((key) => manifest[key]!.dynamicImports ?? []);
    expect(lazy).toEqual(
      expect.arrayContaining(['src/app/admin-routes.tsx', 'src/components/ui/carousel-engine.tsx', ...PAGE_CHUNKS]),
    );
    // Embla's API, which only the carousel's own chunk brings.
    expect(text).not.toContain('slidesInView');
    // The product page opens its pictures in the lightbox, fetched on the first click.
    expect(manifest['src/app/routes/site/inner-product.tsx']!.dynamicImports).toEqual([
      'src/components/ui/lightbox.tsx',
    ]);
    expect(manifest['src/app/admin-routes.tsx']!.dynamicImports).toEqual(
      expect.arrayContaining(['src/app/routes/admin/configuration.tsx']),
    );
  });

  /** The gzip size of the chunks' files, each compressed on its own as it is served. */
  const gzippedJs = (keys: Iterable<string>) =>
    [...keys]
      .map((key) => manifest[key]!.file)
      .filter((file) => file.endsWith('.js'))
      .reduce((total, file) => total + gzipSync(readFileSync(join(dist, file))).length, 0);

  it('runs a boot script of at most 3 kB before use, and the app every page fetches at first use is at most 120 kB', () => {
    const boot = gzipSync(bootScript!).length;
    const app = gzippedJs(firstView);
    console.info(`boot ${(boot / KB).toFixed(1)} kB, app ${(app / KB).toFixed(1)} kB of gzipped JavaScript`);
    expect(boot).toBeLessThanOrEqual(3 * KB);
    expect(app).toBeLessThanOrEqual(120 * KB);
    // One file and the bundler's runtime beside the entry's: each further file is a request and a header, and
    // compresses apart (the app was 33 files, 5.5 kB more, before the build joined them).
    expect(firstView.length).toBeLessThanOrEqual(3);
  });

  it.each(PAGE_CHUNKS)('with %s, the app at first use stays under 140 kB', (page) => {
    const bytes = gzippedJs(new Set([...firstView, ...staticClosure(page)]));
    console.info(`${page} at first use: ${(bytes / KB).toFixed(1)} kB of gzipped JavaScript`);
    expect(bytes).toBeLessThan(140 * KB);
  });
});
