import { afterEach, describe, expect, it } from 'vitest';
import { hawaiiInstant } from './hawaii-dates.ts';
import { endOfEvent, occurrencesBetween, seriesRule } from './occurrences.ts';

const weeklyMarket = {
  startDate: '2026-02-26',
  endDate: '2026-03-26',
  startTime: '09:00',
  endTime: '13:00',
  isAllDay: false,
  isRecurring: true,
  recurringPattern: 'weekly' as const,
};
const everything = [new Date('2026-01-01T00:00:00Z'), new Date('2027-12-31T00:00:00Z')] as const;
const savedZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = savedZone;
});

describe('occurrences of a calendar event', () => {
  it('keeps a weekly 9 AM Hawaii event at 9 AM Hawaii across the mainland’s change to daylight saving', () => {
    // The machine (or a visitor's device) in a zone that springs forward on 2026-03-08.
    process.env.TZ = 'America/Los_Angeles';
    const starts = occurrencesBetween(weeklyMarket, ...everything).map((o) => o.start.toISOString());
    expect(starts).toEqual([
      '2026-02-26T19:00:00.000Z',
      '2026-03-05T19:00:00.000Z',
      '2026-03-12T19:00:00.000Z',
      '2026-03-19T19:00:00.000Z',
      '2026-03-26T19:00:00.000Z',
    ]);
    const inLosAngeles = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Los_Angeles',
      hour: 'numeric',
      minute: '2-digit',
    });
    // Hawaii did not move: the visitor's clock did, by an hour, between the 5th and the 12th.
    expect(starts.map((s) => inLosAngeles.format(new Date(s)))).toEqual([
      '11:00 AM',
      '11:00 AM',
      '12:00 PM',
      '12:00 PM',
      '12:00 PM',
    ]);
  });

  it('gives the same Hawaii dates whatever zone the machine is in, across Europe’s change too', () => {
    const dates = (zone: string) => {
      process.env.TZ = zone;
      return occurrencesBetween({ ...weeklyMarket, endDate: '2026-04-09' }, ...everything).map((o) => o.date);
    };
    const expected = [
      '2026-02-26',
      '2026-03-05',
      '2026-03-12',
      '2026-03-19',
      '2026-03-26',
      '2026-04-02',
      '2026-04-09',
    ];
    expect(dates('Europe/Berlin')).toEqual(expected);
    expect(dates('Pacific/Auckland')).toEqual(expected);
    expect(dates('America/New_York')).toEqual(expected);
  });

  it('repeats monthly on the same day of the month and biweekly every other week', () => {
    const monthly = {
      ...weeklyMarket,
      recurringPattern: 'monthly' as const,
      startDate: '2026-01-10',
      endDate: '2026-04-30',
    };
    expect(occurrencesBetween(monthly, ...everything).map((o) => o.date)).toEqual([
      '2026-01-10',
      '2026-02-10',
      '2026-03-10',
      '2026-04-10',
    ]);
    const biweekly = { ...weeklyMarket, recurringPattern: 'biweekly' as const };
    expect(occurrencesBetween(biweekly, ...everything).map((o) => o.date)).toEqual([
      '2026-02-26',
      '2026-03-12',
      '2026-03-26',
    ]);
  });

  it('leaves out occurrences that have ended and those after the window', () => {
    const now = hawaiiInstant('2026-03-12', '12:00');
    const window = occurrencesBetween(weeklyMarket, now, hawaiiInstant('2026-03-20'));
    // The 12th is still on at noon; the 26th is after the window.
    expect(window.map((o) => o.date)).toEqual(['2026-03-12', '2026-03-19']);
  });

  it('spans a multi-day event from its first start to its last end, and an all-day one to midnight', () => {
    const contest = {
      startDate: '2026-12-08',
      endDate: '2026-12-20',
      startTime: '07:30',
      endTime: '16:00',
      isAllDay: false,
      isRecurring: false,
      recurringPattern: null,
    };
    const [only] = occurrencesBetween(contest, ...everything);
    expect(only).toEqual({
      start: new Date('2026-12-08T17:30:00Z'),
      end: new Date('2026-12-21T02:00:00Z'),
      date: '2026-12-08',
    });
    const cleanup = { ...contest, endDate: null, startTime: null, endTime: null, isAllDay: true };
    expect(endOfEvent(cleanup)).toEqual(new Date('2026-12-09T10:00:00Z'));
  });

  it('states the series as an iCalendar rule counting its occurrences', () => {
    expect(seriesRule(weeklyMarket)).toEqual({
      freq: 'WEEKLY',
      interval: 1,
      count: 5,
    });
    expect(seriesRule({ ...weeklyMarket, isRecurring: false })).toBeNull();
  });
});
