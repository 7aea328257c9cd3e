// Staff work in Vietnam, UTC+7 all year (no daylight saving): the days and months they name (a day of searches,
// the dates of the audit log) are Vietnam's, whatever the server's clock zone.

export const VIETNAM_UTC_OFFSET_MS = 7 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` of the Vietnam day `time` falls on. */
export const vietnamDay = (time: Date): string =>
  new Date(time.getTime() + VIETNAM_UTC_OFFSET_MS).toISOString().slice(0, 10);

/** `YYYY-MM` of the Vietnam month `time` falls on. */
export const vietnamMonth = (time: Date): string => vietnamDay(time).slice(0, 7);

/** When a Vietnam day (`YYYY-MM-DD`, a real date) begins. */
export const vietnamDayStart = (day: string): Date => new Date(Date.parse(`${day}T00:00:00+07:00`));
