import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
 * The site's one stylesheet (about 6 KB gzip) goes inline into the head of index.html, and so of every
 * published page: the first paint waits for no request but the page itself. Its file leaves the build.
 */
const inlineSiteStylesheet = (): Plugin => ({
  name: 'inline-site-stylesheet',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html, { bundle }) =>
      html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, fileName: string) => {
        const asset = bundle?.[fileName];
        if (asset?.type !== 'asset') return tag;
        delete bundle![fileName];
        return `<style>${String(asset.source)}</style>`;
      }),
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), joditLanguagesOnly(), inlineSiteStylesheet()],
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
  },
}));
