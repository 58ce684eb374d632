import { describe, expect, it } from 'vitest';
import { ageText } from './age-text.ts';

describe('age of a reading', () => {
  const now = new Date('2026-11-24T20:00:00Z');
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
  it('reads naturally', () => {
    expect([0, 20, 59, 60, 185, 47 * 60, 48 * 60, 72 * 60].map((m) => ageText(ago(m), now))).toEqual([
      'just now',
      '20 min ago',
      '59 min ago',
      '1 h ago',
      '3 h ago',
      '47 h ago',
      '2 days ago',
      '3 days ago',
    ]);
  });
});
