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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), joditLanguagesOnly()],
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
