import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

// The public site's server entry (frontend/src/entry-server.tsx) loaded from source through Vite, with the
// production template the e2e global setup built (its script and style tags are the real ones).

export interface RenderResult {
  status: number;
  html: string;
  meta: { title: string; description?: string };
}

export type Render = (
  url: string,
  options: { apiBaseUrl: string; template: string; siteUrl: string },
) => Promise<RenderResult>;

export interface ServerEntry {
  render: Render;
  template: string;
  close(): Promise<void>;
}

const frontendRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'frontend');

export const loadServerEntry = async (): Promise<ServerEntry> => {
  const vite = await createServer({
    root: frontendRoot,
    configFile: join(frontendRoot, 'vite.config.ts'),
    appType: 'custom',
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  const { render } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as { render: Render };
  return {
    render,
    template: readFileSync(join(frontendRoot, 'dist', 'index.html'), 'utf8'),
    close: () => vite.close(),
  };
};
