import { describe, expect, it } from 'vitest';
import { isOpenAt, type OpeningHours } from './opening-hours.ts';

const closed = { sunday: [], monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [] };
const hours: OpeningHours = {
  ...closed,
  // Friday: lunch and a late bar that runs into Saturday.
  friday: [
    { opens: '11:00', closes: '14:00' },
    { opens: '18:00', closes: '02:00' },
  ],
};

/** An instant given as Hawaii wall-clock time (UTC-10). */
const hawaii = (local: string) => new Date(`${local}-10:00`);

describe('opening hours, in Hawaii time', () => {
  it.each([
    ['2026-11-27T10:59', false],
    ['2026-11-27T11:00', true],
    ['2026-11-27T13:59', true],
    ['2026-11-27T14:00', false],
    ['2026-11-27T23:30', true],
    ['2026-11-28T01:59', true],
    ['2026-11-28T02:00', false],
    ['2026-11-26T12:00', false],
  ])('at %s Hawaii time open is %s', (local, open) => expect(isOpenAt(hours, hawaii(local))).toBe(open));

  it('answers by Hawaii time whatever zone the instant is written in', () => {
    // 09:30 Saturday in Tokyo is 14:30 Friday in Hawaii: closed between lunch and the bar.
    expect(isOpenAt(hours, new Date('2026-11-28T09:30:00+09:00'))).toBe(false);
    // 06:00 Saturday UTC is 20:00 Friday in Hawaii: the bar is open.
    expect(isOpenAt(hours, new Date('2026-11-28T06:00:00Z'))).toBe(true);
  });
});
