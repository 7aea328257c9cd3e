import type { TestProject } from 'vitest/node';

// Files that run at once each get emulators or a site of their own, started by a global setup, one per worker.

/** How many files the project runs at once: its own maxWorkers, or the root's (vitest.config.ts sets it there). */
export const workersOf = (project: TestProject): number =>
  Math.max(1, Number(project.config.maxWorkers || project.vitest.config.maxWorkers) || 1);

/** This worker's own one of what the global setup started per worker (VITEST_POOL_ID runs from 1). */
export const ofThisWorker = <T>(perWorker: readonly T[]): T => {
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  const own = perWorker[worker - 1];
  if (own === undefined) throw new Error(`Worker ${worker} has nothing of its own: ${perWorker.length} started`);
  return own;
};
