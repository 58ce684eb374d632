import { createHash, randomUUID } from 'node:crypto';

export const newId = (): string => randomUUID();

const NAMESPACE = Buffer.from('6f1c2b0e9a4d4e8fb7c3a5d2e1f09b47', 'hex');

/**
 * A name-based (version 5) uuid: the same name always gives the same id. Seed events and commands
 * retried with the same Idempotency-Key use it so that a repeat appends nothing.
 */
export function deterministicId(name: string): string {
  const hash = createHash('sha1').update(NAMESPACE).update(name).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
