import { stale } from '../errors';

// Updates and deletes read the record, then write on condition that its `updatedAt` is still the one they
// read (so a rename frees the right path item and a move adjusts the right parent). When that condition
// fails, someone wrote in between: a client that pinned the version it loaded gets 409 STALE; otherwise
// the step simply runs again on the fresh record.

/** Thrown by a write step whose version condition failed. */
export class LostRace extends Error {
  constructor() {
    super('the record changed between read and write');
  }
}

export const retryLostRaces = async <T>(step: () => Promise<T>, attempts = 3): Promise<T> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step();
    } catch (error) {
      if (!(error instanceof LostRace)) throw error;
      if (attempt >= attempts) throw stale();
    }
  }
};

/** 409 STALE when the client pinned a version that is no longer current. */
export const assertCurrentVersion = (pinned: string | undefined, current: string): void => {
  if (pinned !== undefined && pinned !== current) throw stale();
};

/** The error for a failed version condition: STALE when the client pinned a version, else try again. */
export const versionConflict = (pinned: string | undefined): Error => (pinned !== undefined ? stale() : new LostRace());

/**
 * The `updatedAt` of a new version: now, but always later than the previous one, so it stays a version
 * stamp for optimistic concurrency even when two writes fall in the same millisecond.
 */
export const nextUpdatedAt = (previous?: string, now = new Date()): string => {
  const last = previous ? Date.parse(previous) : Number.NaN;
  return new Date(Number.isNaN(last) ? now.getTime() : Math.max(now.getTime(), last + 1)).toISOString();
};
