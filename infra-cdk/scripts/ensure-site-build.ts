import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../lib/config';

// The site stack uploads frontend/dist and bundles the publisher with frontend/dist-server. `npm run deploy`
// always builds both fresh (--always); `npm run synth` builds them only when one is missing, so a synth works
// on a clean checkout without slowing down the rest.

const always = process.argv.includes('--always');
const built =
  existsSync(join(repoRoot, 'frontend', 'dist', 'index.html')) &&
  existsSync(join(repoRoot, 'frontend', 'dist-server', 'entry-server.js'));

if (always || !built) {
  console.error(always ? 'Building the frontend for deployment…' : 'No frontend build yet: building it once…');
  const result = spawnSync('npm', ['run', 'build', '-w', 'frontend'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
