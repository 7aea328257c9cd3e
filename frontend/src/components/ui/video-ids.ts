const FROM_URL = /(?:[?&]v=|youtu\.be\/|\/embed\/|\/shorts\/)([A-Za-z0-9_-]{11})/;

/**
 * The `videos` field holds comma-separated YouTube ids; staff often paste whole links, so a link becomes
 * its id. Anything else is kept as typed for the server to judge.
 */
export const normalizeVideoIds = (text: string): string =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => FROM_URL.exec(part)?.[1] ?? part)
    .join(',');
