import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      // Jodit bundles ~30 interface languages and has no Vietnamese one; ship English only.
      '@': fileURLToPath(new URL('src', import.meta.url)),
      'jodit/esm/languages.js': fileURLToPath(new URL('src/components/ui/jodit-languages.ts', import.meta.url)),
    },
  },
  build: {
    target: 'es2022',
    // Source maps stay out of the public build: nothing to leak, and smaller uploads.
    sourcemap: false,
  },
});
