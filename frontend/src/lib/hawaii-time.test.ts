import { describe, expect, it } from 'vitest';
import { formatHawaiiTime } from './hawaii-time.ts';

describe('formatHawaiiTime', () => {
  it('shows the moment in Hawaii time, labelled HST, across the date line of UTC', () => {
    expect(formatHawaiiTime('2026-11-27T19:14:00Z')).toBe('Nov 27, 2026, 9:14 AM HST');
    expect(formatHawaiiTime(new Date('2026-11-28T03:05:00Z'))).toBe('Nov 27, 2026, 5:05 PM HST');
  });
});
