import { inject } from 'vitest';

// This worker's own site (site.global-setup.ts).
const worker = Number(process.env.VITEST_POOL_ID ?? 1) - 1;
const ofThisWorker = <T>(perWorker: T[]): T => perWorker[worker % perWorker.length]!;

/** This worker's site. */
export const siteUrl = ofThisWorker(inject('siteUrls'));
/** Where this worker's site writes its e-mails. */
export const siteOutbox = ofThisWorker(inject('siteOutboxes'));
