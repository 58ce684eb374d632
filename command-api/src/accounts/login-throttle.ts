import type { Redis } from 'ioredis';

/** Failed logins one account takes before it is locked for the rest of the window. */
export const MAX_FAILED_LOGINS = 10;
export const FAILED_LOGIN_WINDOW_SECONDS = 15 * 60;
export const ACCOUNT_THROTTLED_MESSAGE =
  'Too many failed logins for this account. Please try again in 15 minutes or reset your password with support.';

/**
 * Per-account throttling, beside the per-address rate limit: a password guesser spreading over many
 * addresses still gets ten tries per account every 15 minutes. Keyed by the email's keyed hash.
 */
export function loginThrottle(redis: Redis, emailLookup: string) {
  const key = `nsg:login-failures:${emailLookup}`;
  return {
    /** Seconds until the account opens again, or 0 when it may try now. */
    async lockedFor(): Promise<number> {
      const [failures, ttl] = await Promise.all([redis.get(key), redis.ttl(key)]);
      return Number(failures ?? 0) >= MAX_FAILED_LOGINS ? Math.max(ttl, 1) : 0;
    },
    async failed(): Promise<void> {
      await redis.multi().incr(key).expire(key, FAILED_LOGIN_WINDOW_SECONDS, 'NX').exec();
    },
    async succeeded(): Promise<void> {
      await redis.del(key);
    },
  };
}
