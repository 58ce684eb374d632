import { describe, expect, it } from 'vitest';
import { costs, spent, spentInRange } from './stats-routes.ts';

// A $31 campaign running 1 November to 1 December, both days included: $1 a day.
const campaign = { budget: '31.00', startDate: '2026-11-01', endDate: '2026-12-01', status: 'active' };

describe('spend and costs in a date range', () => {
  it('counts the running days inside the range, up to today, each day from its start', () => {
    expect(spentInRange(campaign, { from: '2026-11-10', to: '2026-11-20', today: '2026-11-25' })).toBe(11);
    expect(spentInRange(campaign, { from: '2026-10-01', to: '2026-11-30', today: '2026-11-25' })).toBe(25);
    expect(spentInRange(campaign, { from: '2026-11-01', to: '2026-12-31', today: '2026-12-20' })).toBe(31);
    expect(spentInRange(campaign, { from: '2026-12-05', to: '2026-12-10', today: '2026-12-20' })).toBe(0);
    expect(
      spentInRange(
        { ...campaign, status: 'pending' },
        { from: '2026-11-01', to: '2026-11-30', today: '2026-11-25' },
      ),
    ).toBe(0);
  });

  it('spends from the first served day: day one is not free, so CPM and CPC follow', () => {
    const dayOne = { from: '2026-11-01', to: '2026-11-01', today: '2026-11-01' };
    expect(spentInRange(campaign, dayOne)).toBe(1);
    expect(spent(campaign, '2026-11-01')).toBe(1);
    expect(costs(spentInRange(campaign, dayOne), { impressions: 49, clicks: 2 })).toEqual({
      cpm: 20.41,
      cpc: 0.5,
    });
  });

  it('gives CPM and CPC in dollars, or null without impressions or clicks', () => {
    expect(costs(10, { impressions: 2000, clicks: 40 })).toEqual({ cpm: 5, cpc: 0.25 });
    expect(costs(10, { impressions: 0, clicks: 0 })).toEqual({ cpm: null, cpc: null });
  });
});
