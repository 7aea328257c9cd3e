import { countAttempt as countWindowedAttempt, rateLimitKey, type RateLimitKey } from './rate-limit-repository';

// Login attempt counters (the shared fixed-window counter of rate-limit-repository.ts): every attempt is
// counted before the password is checked, so parallel guesses cannot slip past the limit, and a successful
// login takes its count back.

export { forgiveAttempt, type AttemptCount } from './rate-limit-repository';

export const WINDOW_SECONDS = 15 * 60;

export const loginLimitKey = (scope: 'USER' | 'IP', value: string): RateLimitKey =>
  rateLimitKey('LOGINLIMIT', scope, value);

export const countAttempt = (key: RateLimitKey, now = Date.now()) => countWindowedAttempt(key, WINDOW_SECONDS, now);
