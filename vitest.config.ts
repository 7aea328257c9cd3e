import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import SlowestFirstSequencer from './tests/helpers/slowest-first.sequencer';

// Whatever a run puts in the OS temp folder (CDK synth output and its empty cdk.out folders, npm's cache, mail
// outboxes, emulator files), in the tests, their workers and the programs they start, goes into one folder of the
// run's own, which run-tmpdir.global-setup.ts removes at the end.
const runTmpDir = mkdtempSync(join(tmpdir(), 'vongbi-test-run-'));
process.env.TMPDIR = runTmpDir;
process.env.VONGBI_TEST_RUN_TMPDIR = runTmpDir;
const removeRunTmpDir = 'tests/helpers/run-tmpdir.global-setup.ts';

// Projects: `unit` (pure logic), `api` (handlers against DynamoDB Local and s3rver over HTTP), `resilience`
// (faults and load against emulators of its own),
// `infra` (the synthesised CDK template), `e2e` (Chromium against `npm start -- --prod`), `bench` (npm run bench).
export default defineConfig({
  test: {
    // Two files at once even on two cores (vitest's default is one fewer than the cores): the API files wait mostly
    // on the emulators, each worker with a DynamoDB Local of its own, and the unit and infrastructure files run
    // beside them; the browser files too, each worker with a site of its own. The resilience files run one at a time.
    maxWorkers: 2,
    sequence: { sequencer: SlowestFirstSequencer },
    projects: [
      {
        // Frontend modules under test import each other as the app does (`@/lib/…`).
        resolve: { alias: { '@': fileURLToPath(new URL('./frontend/src', import.meta.url)) } },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          globalSetup: [removeRunTmpDir],
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: [
            removeRunTmpDir,
            'tests/helpers/emulators.global-setup.ts',
            'tests/helpers/frontend-build.global-setup.ts',
          ],
          setupFiles: ['tests/helpers/api-setup.ts'],
          // The files render hundreds of pages each: a larger young generation collects their short-lived objects
          // less often (publishing-coverage, moved-pages and category-pages: 85–89 s → 77–82 s).
          execArgv: ['--max-semi-space-size=32'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // `npm run test:aws`: the API tests that cross DynamoDB, its stream, S3 (a presigned upload too) and SES,
          // against moto_server through AWS_ENDPOINT_URL, plus what only that endpoint can show (tests/aws/).
          name: 'aws',
          include: [
            'tests/api/article.test.ts',
            'tests/api/table-stream.test.ts',
            'tests/api/moved-pages.test.ts',
            'tests/api/file.test.ts',
            'tests/aws/**/*.test.ts',
          ],
          globalSetup: [
            removeRunTmpDir,
            'tests/helpers/moto.global-setup.ts',
            'tests/helpers/frontend-build.global-setup.ts',
          ],
          setupFiles: ['tests/helpers/aws-setup.ts'],
          // One moto_server for the run: its files one at a time, as they were measured against it.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          globalSetup: [removeRunTmpDir, 'tests/helpers/frontend-build.global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          // Each file starts, stops and loads its own emulators (tests/helpers/resilience-setup.ts).
          name: 'resilience',
          include: ['tests/resilience/**/*.test.ts'],
          globalSetup: [removeRunTmpDir],
          fileParallelism: false,
          testTimeout: 240_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'bench',
          include: [],
          benchmark: { include: ['tests/bench/**/*.bench.ts'] },
          globalSetup: [removeRunTmpDir, 'tests/helpers/emulators.global-setup.ts'],
          setupFiles: ['tests/helpers/api-setup.ts'],
          hookTimeout: 300_000,
        },
      },
      {
        // The browser tests read the app's own constants (a menu's delays), whose modules import as the app does.
        resolve: { alias: { '@': fileURLToPath(new URL('./frontend/src', import.meta.url)) } },
        test: {
          // Three files at once, each worker against a site of its own (site.global-setup.ts), built once before:
          // the browser files mostly wait (for a page, a publish, a poll), about one core's work for two files.
          name: 'e2e',
          maxWorkers: 3,
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: [
            removeRunTmpDir,
            'tests/helpers/frontend-build.global-setup.ts',
            'tests/helpers/site.global-setup.ts',
          ],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // What a page does after a click may take seconds on a busy machine: a poll gives it the patience of
          // tests/helpers/admin.ts rather than vitest's one second, and still fails on what never comes.
          expect: { poll: { timeout: 20_000 } },
        },
      },
    ],
  },
});
