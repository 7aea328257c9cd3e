import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares digests, so the time taken does not depend on where, or how much, two strings differ. */
export const sameText = (a: string, b: string): boolean =>
  timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
