import { inject } from 'vitest';
import { ofThisWorker } from './workers';

/** This worker's own site (site.global-setup.ts). */
export const siteUrl = ofThisWorker(inject('siteUrls'));
/** Where this worker's site writes its e-mails. */
export const siteOutbox = ofThisWorker(inject('siteOutboxes'));
