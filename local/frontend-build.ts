import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const frontendRoot = join(dirname(fileURLToPath(import.meta.url)), '..', 'frontend');

const newestSource = (folder: string): number => {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
};

const builtAt = (): number => {
  try {
    return statSync(join(frontendRoot, 'dist', 'index.html')).mtimeMs;
  } catch {
    return 0;
  }
};

/** Builds the production frontend when it is missing or older than its sources. */
export const ensureFrontendBuild = async (): Promise<void> => {
  if (builtAt() > newestSource(frontendRoot)) return;
  console.log('Building the frontend (vite build)…');
  // A test runner's NODE_ENV=test would otherwise give React's development build.
  process.env.NODE_ENV = 'production';
  const { build } = await import('vite');
  await build({
    mode: 'production',
    root: frontendRoot,
    configFile: join(frontendRoot, 'vite.config.ts'),
    logLevel: 'warn',
  });
};
