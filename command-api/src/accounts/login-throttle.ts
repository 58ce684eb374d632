import { createHmac } from 'node:crypto';
import type { Redis } from 'ioredis';

/** Failed logins one address makes at one account before that address is locked out of it. */
export const MAX_FAILED_LOGINS = 10;
/** Failed logins at one account from all addresses before every address that failed is locked out. */
export const MAX_FAILED_LOGINS_PER_ACCOUNT = 50;
export const FAILED_LOGIN_WINDOW_SECONDS = 15 * 60;
export const ACCOUNT_THROTTLED_MESSAGE =
  'Too many failed logins for this account from here. Please try again in 15 minutes, or reset your password with "Forgot password?".';

/**
 * Throttling per address and account, beside the per-address rate limit. An address that fails ten times
 * at an account is locked out of it; past fifty failures at an account from anywhere, every address that
 * failed at it is. An address that never failed is never locked, so a guesser elsewhere cannot lock the
 * owner out. Keyed by the email's keyed hash and the address's keyed hash: Redis holds neither in clear.
 */
export function loginThrottle(redis: Redis, secret: string, emailLookup: string, address: string) {
  const addressKey = createHmac('sha256', secret).update(`login-address:${address}`).digest('base64url');
  const accountKey = `nsg:login-failures:${emailLookup}`;
  const fromHereKey = `${accountKey}:${addressKey}`;
  const count = (key: string) =>
    redis.incr(key).then(() => redis.expire(key, FAILED_LOGIN_WINDOW_SECONDS, 'NX'));
  return {
    /** Seconds until this address may try the account again, or 0 when it may try now. */
    async lockedFor(): Promise<number> {
      const [fromHere, fromAll, ttlHere, ttlAll] = await Promise.all([
        redis.get(fromHereKey).then(Number),
        redis.get(accountKey).then(Number),
        redis.ttl(fromHereKey),
        redis.ttl(accountKey),
      ]);
      if (fromHere >= MAX_FAILED_LOGINS) return Math.max(ttlHere, 1);
      if (fromHere > 0 && fromAll >= MAX_FAILED_LOGINS_PER_ACCOUNT) return Math.max(ttlAll, 1);
      return 0;
    },
    async failed(): Promise<void> {
      await Promise.all([count(fromHereKey), count(accountKey)]);
    },
    async succeeded(): Promise<void> {
      await redis.del(fromHereKey);
    },
  };
}
