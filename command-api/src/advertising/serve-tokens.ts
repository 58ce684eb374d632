import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { ServeCheck } from '@nsg/domain/advertising/ad-traffic.ts';

/** A served ad may be counted for this long after it was placed; the ads list is fetched again every 5 min. */
export const SERVE_TOKEN_TTL_MS = 30 * 60_000;

interface ServeClaim {
  adId: string;
  placement: string;
  pageView: string;
  expiresAt: number;
  nonce: string;
}

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/** A signed token for one ad placed on one page view: `<claim>.<signature>`, both base64url. */
export function issueServeToken(
  secret: string,
  placed: { adId: string; placement: string; pageView: string },
  now: Date,
): string {
  const claim: ServeClaim = {
    ...placed,
    expiresAt: now.getTime() + SERVE_TOKEN_TTL_MS,
    nonce: randomBytes(9).toString('base64url'),
  };
  const payload = Buffer.from(JSON.stringify(claim)).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** Each ad served on one page view, with its serve token for the placement it is shown in. */
export function withServeTokens<Ad extends { id: string; position: string }>(
  ads: Ad[],
  secret: string,
  pageView: string,
  now: Date,
) {
  return ads.map((ad) => ({
    ...ad,
    serveToken: issueServeToken(secret, { adId: ad.id, placement: ad.position, pageView }, now),
  }));
}

export type ServeTokenCheck =
  | { check: Exclude<ServeCheck, 'valid' | 'token-used'> }
  | { check: 'valid'; signature: string; expiresAt: number };

/** Whether a token was signed by us for this ad and is still in time; its single use is claimed apart. */
export function checkServeToken(
  secret: string,
  token: string | undefined,
  adId: string,
  now: Date,
): ServeTokenCheck {
  if (!token) return { check: 'no-serve-token' };
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return { check: 'bad-token' };
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { check: 'bad-token' };
  const claim = JSON.parse(Buffer.from(payload, 'base64url').toString()) as ServeClaim;
  if (claim.adId !== adId) return { check: 'bad-token' };
  if (now.getTime() > claim.expiresAt) return { check: 'token-expired' };
  return { check: 'valid', signature, expiresAt: claim.expiresAt };
}

/**
 * Uses a valid token once for one use (the impression, a click, the view of one image): the first caller gets
 * 'valid', any later one 'token-used'. Kept in Redis until the token expires, shared by every API instance.
 */
export async function claimServeToken(
  redis: Redis,
  token: ServeTokenCheck,
  use: string,
  now: Date,
): Promise<ServeCheck> {
  if (token.check !== 'valid') return token.check;
  const ttl = Math.max(1, token.expiresAt - now.getTime());
  const first = await redis.set(`ad-serve:${use}:${token.signature}`, '1', 'PX', ttl, 'NX');
  return first === 'OK' ? 'valid' : 'token-used';
}
