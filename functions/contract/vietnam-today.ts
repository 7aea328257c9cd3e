// A module of its own, so a published page's inline script (frontend/src/boot.ts) takes this and nothing else.

/** Today in Vietnam (UTC+7), `YYYY-MM-DD`: the calendar staff and buyers read. */
export const vietnamToday = (now: Date = new Date()): string =>
  new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
