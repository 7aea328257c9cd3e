import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
// By path, with its extension: Vite bundles the config's relative imports, and would leave a package's
// TypeScript to Node.
import { BOOT_SCRIPT_HASH } from '../functions/core/site-headers.ts';
import react from '@vitejs/plugin-react';
import { build as bundleScript } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';

const bootScript = fileURLToPath(new URL('src/boot.ts', import.meta.url));
const joditLanguages = fileURLToPath(new URL('src/components/ui/jodit-languages.ts', import.meta.url));

/**
 * Jodit bundles ~30 interface languages and has no Vietnamese one; ship English and our Vietnamese only.
 * Its index imports them as "./languages.js", a relative path that a resolve alias never matches.
 */
const joditLanguagesOnly = (): Plugin => ({
  name: 'jodit-languages-only',
  enforce: 'pre',
  resolveId: (source, importer) =>
    source === './languages.js' && importer && /[\\/]jodit[\\/]esm[\\/]index\.js$/.test(importer)
      ? joditLanguages
      : undefined,
});

/**
 * The site's one stylesheet (about 8 KB gzip) goes inline into the head of index.html, marked with the
 * address of its file: the first paint waits for no request but the page itself. A published page keeps only
 * the rules its HTML uses (src/entry-server.tsx), and src/boot.ts swaps them for the file before the app
 * starts. Its font faces have a style element of their own, which stays.
 *
 * A chunk loaded from another lazy chunk (the editor's, from the rich-text editor) lists, among what it needs
 * first, the stylesheet of every chunk it imports, the app's entry included: the page has it already, inline
 * or loaded by boot. Those lists name the entry's script instead, which is loaded already; an item is
 * replaced, not removed, as the chunks refer to the list's items by position.
 */
const inlineSiteStylesheet = (): Plugin => {
  const inlined = new Set<string>();
  return {
    name: 'inline-site-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) =>
        html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, fileName: string) => {
          const asset = bundle?.[fileName];
          if (asset?.type !== 'asset') return tag;
          inlined.add(fileName);
          // The font faces stay inline on every page, whole: boot swaps the cut copy of the rest for the file,
          // and a face taken away and given back would have the browser lay every text out again.
          const css = String(asset.source);
          const fontFaces = css.match(/@font-face\{[^}]*\}/g) ?? [];
          asset.source = css.replace(/@font-face\{[^}]*\}/g, '');
          return `<style>${fontFaces.join('')}</style><style data-site-stylesheet="/${fileName}">${asset.source}</style>`;
        }),
    },
    generateBundle: {
      order: 'post',
      handler: (_options, bundle) => {
        if (inlined.size === 0) return;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry)!;
        for (const chunk of chunks) {
          for (const fileName of inlined) chunk.code = chunk.code.replaceAll(`"${fileName}"`, `"${entry.fileName}"`);
        }
      },
    },
  };
};

/**
 * A page's only script is src/boot.ts, bundled on its own and inline in the head, so the first paint
 * waits for no script file (a file would need its own request, which a phone makes over a fresh connection).
 * The app's entry and its static imports, which Vite wrote as a script tag and module preloads, become a JSON
 * block that boot reads, and are fetched only once the page has painted. The CSP allows the inline script
 * by its hash, a constant of functions/core/site-headers.ts that this build checks.
 */
const inlineBootScript = (): Plugin => ({
  name: 'inline-boot-script',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: async (html) => {
      const entryTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
      const preloadTag = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
      const entry = entryTag.exec(html)?.[1];
      if (!entry) throw new Error('index.html has no module script for boot to load');
      const preloads = [...html.matchAll(preloadTag)].map((match) => match[1]!);
      const { outputFiles } = await bundleScript({
        entryPoints: [bootScript],
        bundle: true,
        format: 'esm',
        target: 'es2022',
        minify: true,
        write: false,
      });
      const boot = outputFiles[0]!.text.trim();
      const hash = `sha256-${createHash('sha256').update(boot).digest('base64')}`;
      if (hash !== BOOT_SCRIPT_HASH) {
        throw new Error(
          `src/boot.ts changed: set BOOT_SCRIPT_HASH in functions/core/site-headers.ts to '${hash}' so the CSP allows it`,
        );
      }
      const appScripts = JSON.stringify({ entry, preloads });
      return html
        .replace(entryTag, '')
        .replace(preloadTag, '')
        .replace(
          '</head>',
          () =>
            `<script type="application/json" id="app-scripts">${appScripts}</script><script type="module">${boot}</script>\n  </head>`,
        );
    },
  },
});

/**
 * The contract's barrel, whose imports the walk below does not follow: the entry takes a few of its re-exports,
 * and following it would put every contract module (the input schemas and zod, which only the back office's and
 * the quote page's chunks use) into the app's chunk.
 */
const contractIndex = /\/functions\/contract\/index\.ts$/;

/**
 * The modules the app's entry script imports statically, found once the build has read every module. The
 * bundler splits out of the entry every module a lazy chunk imports too, as a chunk of its own, though the entry
 * has always loaded it first (rolldown issue 10731): the app was 33 files of 0.1–78 KB that the browser fetched
 * and decompressed apart, 7.8 KB more gzip than in one. The build puts them into one chunk, "app".
 */
const entryGraph = () => {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'entry-graph',
    apply: 'build',
    buildEnd() {
      // index.html imports the entry script, which stays in the entry chunk.
      const entryScripts = [...this.getModuleIds()]
        .filter((id) => this.getModuleInfo(id)?.isEntry)
        .flatMap((id) => this.getModuleInfo(id)?.importedIds ?? []);
      const pending = entryScripts.flatMap((id) => this.getModuleInfo(id)?.importedIds ?? []);
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (modules.has(id)) continue;
        modules.add(id);
        if (!contractIndex.test(id)) pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, modules };
};

const appEntry = entryGraph();

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), joditLanguagesOnly(), inlineSiteStylesheet(), inlineBootScript(), appEntry.plugin],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('src', import.meta.url)),
    },
  },
  // Pre-bundled when the dev server starts, so the first visit does not stall on "Outdated Optimize Dep" reloads.
  optimizeDeps: {
    include: ['react', 'react/jsx-dev-runtime', 'react-dom/client', 'react-router-dom'],
  },
  build: {
    target: 'es2022',
    // Source maps stay out of the public build: nothing to leak, and smaller uploads.
    sourcemap: false,
    // `vite build --ssr src/entry-server.tsx` writes the server entry beside, never into, the public build.
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    // The manifest names each chunk's imports, so a test can prove public pages never load admin code.
    manifest: !isSsrBuild,
    rolldownOptions: {
      output: isSsrBuild
        ? {}
        : { codeSplitting: { groups: [{ name: 'app', test: (id: string) => appEntry.modules.has(id) }] } },
      treeshake: {
        // The contract's modules only declare (types, constants, schemas): one whose exports the app does not use
        // is left out, though the barrel re-exports it, so a public page carries no input schema, and no zod, it
        // does not validate with. Its zod.ts sets zod's Vietnamese messages wherever a schema is used.
        moduleSideEffects: [
          { test: /\/functions\/contract\/zod\.ts$/, sideEffects: true },
          { test: /\/functions\/contract\//, sideEffects: false },
        ],
      },
    },
  },
}));
