import { createHash } from 'node:crypto';

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * The short public id a visitor shows on the leaderboard: a one-way hash of the visitor id, so the
 * cookie value can never be read back from it.
 */
export function ecoPublicId(visitorId: string): string {
  const digest = createHash('sha256').update(`eco-public:${visitorId}`).digest();
  let id = '';
  for (let i = 0; i < 10; i++) id += ALPHABET[digest[i]! % ALPHABET.length];
  return id;
}
