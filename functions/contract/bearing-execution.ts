// A bearing's execution as a category's answer carries it for the spec table: its seals or shields and its
// internal clearance, in the table's words. Plain TypeScript without the designation parser: the server reads them
// from each name once, when it builds the answer (core/rules/bearing-execution.ts), so the browser never parses a
// name to show or sort them.

/** Clearance groups, smallest first: CN (normal) sits between C2 and C3. */
export const CLEARANCE_GROUPS = ['C2', 'CN', 'C3', 'C4', 'C5'] as const;
export type ClearanceGroup = (typeof CLEARANCE_GROUPS)[number];

export interface BearingExecution {
  /** "2 phớt cao su", "2 nắp chắn"; null for an open bearing or a name without a designation. */
  seals: string | null;
  /** C2–C5 as written; CN only when the name writes it, since makers leave normal clearance unmarked. */
  clearance: ClearanceGroup | null;
}
