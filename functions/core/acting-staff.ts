import { AsyncLocalStorage } from 'node:async_hooks';

// Who a request acts for: the staff account whose session the session check found (http.ts), kept for the
// request's whole asynchronous run, so that every write it makes can name its author in the audit log
// (repositories/audit-log-repository.ts) without each use case passing the session along. Code that runs
// outside a staff request (the demo seed, benchmarks) acts for nobody, and its writes have no author to record.

export interface ActingStaff {
  username: string;
}

const current = new AsyncLocalStorage<ActingStaff>();

/** Runs `work` on behalf of a staff account: its writes are recorded as that account's. */
export const actAs = <T>(staff: ActingStaff, work: () => T): T => current.run(staff, work);

/** The staff account the running request acts for, if any. */
export const actingStaff = (): ActingStaff | undefined => current.getStore();
