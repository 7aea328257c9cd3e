import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const frontendRoot = join(dirname(fileURLToPath(import.meta.url)), '..', 'frontend');

const newestSource = (folder: string): number => {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'dist-server'].includes(entry.name)) continue;
    const path = join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
};

/** The built page template, which the publisher renders into. */
export const builtTemplate = join(frontendRoot, 'dist', 'index.html');
/** The built server entry, which the publisher renders with. */
const builtServerEntry = join(frontendRoot, 'dist-server', 'entry-server.js');

const modifiedAt = (file: string): number => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
};

/** Builds the production frontend, server entry first as `npm run build` does, when either is missing or stale. */
export const ensureFrontendBuild = async (): Promise<void> => {
  if (Math.min(modifiedAt(builtTemplate), modifiedAt(builtServerEntry)) > newestSource(frontendRoot)) return;
  console.log('Building the frontend (vite build)…');
  // A test runner's NODE_ENV=test would otherwise give React's development build.
  process.env.NODE_ENV = 'production';
  const { build } = await import('vite');
  const common = { mode: 'production', root: frontendRoot, configFile: join(frontendRoot, 'vite.config.ts') };
  await build({ ...common, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx' } });
  await build({ ...common, logLevel: 'warn' });
};
