import { describe, expect, it } from 'vitest';
import { formatHonoluluTime, honoluluNoon, sunTimesAt, timePhaseAt } from './time-phase.ts';

const MINUTE = 60_000;
const sunrise = new Date('2026-06-21T15:50:00Z');
const sunset = new Date('2026-06-22T05:15:00Z');
const at = (base: Date, minutes: number) => new Date(base.getTime() + minutes * MINUTE);

describe('time phase', () => {
  it('follows the spec: dawn 30 min before sunrise, morning for 60 min, golden hour 60 min before sunset, sunset for 30 min', () => {
    const times = { sunrise, sunset };
    expect(timePhaseAt(at(sunrise, -31), times)).toBe('night');
    expect(timePhaseAt(at(sunrise, -30), times)).toBe('dawn');
    expect(timePhaseAt(at(sunrise, -1), times)).toBe('dawn');
    expect(timePhaseAt(sunrise, times)).toBe('morning');
    expect(timePhaseAt(at(sunrise, 59), times)).toBe('morning');
    expect(timePhaseAt(at(sunrise, 60), times)).toBe('day');
    expect(timePhaseAt(at(sunset, -61), times)).toBe('day');
    expect(timePhaseAt(at(sunset, -60), times)).toBe('golden-hour');
    expect(timePhaseAt(sunset, times)).toBe('sunset');
    expect(timePhaseAt(at(sunset, 29), times)).toBe('sunset');
    expect(timePhaseAt(at(sunset, 30), times)).toBe('dusk');
  });

  it('takes the sun times of the Honolulu calendar day at the reference point', () => {
    // 23:30 in Honolulu is already the next day in UTC; the sun times must still be that Honolulu day's.
    const lateEvening = new Date('2026-06-22T09:30:00Z');
    expect(honoluluNoon(lateEvening).toISOString()).toBe('2026-06-21T22:00:00.000Z');
    const { sunrise: rise, sunset: set } = sunTimesAt(lateEvening);
    expect(formatHonoluluTime(rise)).toMatch(/^5:5\d AM$/);
    expect(formatHonoluluTime(set)).toMatch(/^7:1\d PM$/);
    expect(timePhaseAt(lateEvening, { sunrise: rise, sunset: set })).toBe('dusk');
  });

  it("finds the Honolulu day as the time zone's own calendar does, every half hour of a year", () => {
    const honoluluDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Honolulu' });
    for (let t = Date.UTC(2026, 11, 31, 0, 15); t < Date.UTC(2027, 11, 31, 23, 45); t += 30 * MINUTE) {
      const noon = honoluluNoon(new Date(t));
      expect(noon.toISOString().slice(0, 10), new Date(t).toISOString()).toBe(honoluluDay.format(t));
    }
    expect(honoluluNoon(new Date('2027-01-01T09:59:59Z')).toISOString()).toBe('2026-12-31T22:00:00.000Z');
    expect(honoluluNoon(new Date('2027-01-01T10:00:00Z')).toISOString()).toBe('2027-01-01T22:00:00.000Z');
  });
});
