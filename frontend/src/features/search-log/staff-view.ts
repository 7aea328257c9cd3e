/**
 * Navigation state of the dashboard's links to a search: staff looking at a query are not a customer
 * searching it, so that view is not counted.
 */
export const STAFF_VIEW = { searchLog: 'staff' } as const;

export const isStaffView = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as Record<string, unknown>).searchLog === STAFF_VIEW.searchLog;
