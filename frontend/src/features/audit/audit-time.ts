// Entries are stored in UTC; the shop and its staff live in Vietnam (UTC+7, no summer time), as the filter's
// days do. So the time is shown in Vietnam's, whatever the browser's zone.

const VIETNAM = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Ho_Chi_Minh',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** "23/11/2026 14:05:09", Vietnam time. */
export const formatVietnamTime = (iso: string): string => {
  const part = Object.fromEntries(VIETNAM.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]));
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}:${part.second}`;
};

/** Today in Vietnam, `YYYY-MM-DD`: the latest day the date filter offers. */
export const vietnamToday = (now = new Date()): string => {
  const part = Object.fromEntries(VIETNAM.formatToParts(now).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day}`;
};
