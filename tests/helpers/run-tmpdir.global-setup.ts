import { rmSync } from 'node:fs';

// Removes the run's own temp folder (vitest.config.ts makes it and points TMPDIR at it) once every test is done:
// CDK synth output, npm's cache, outboxes and emulator files go with it.

export default function setup() {
  return () => {
    const folder = process.env.VONGBI_TEST_RUN_TMPDIR;
    if (folder) rmSync(folder, { recursive: true, force: true });
  };
}
