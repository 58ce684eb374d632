import { describe, expect, it } from 'vitest';
import { costs, spentInRange } from './stats-routes.ts';

// A $30, 30-day campaign: $1 a day from 1 November.
const campaign = { budget: '30.00', startDate: '2026-11-01', endDate: '2026-12-01', status: 'active' };

describe('spend and costs in a date range', () => {
  it('counts the running days inside the range, up to today', () => {
    expect(spentInRange(campaign, { from: '2026-11-10', to: '2026-11-20', today: '2026-11-25' })).toBe(10);
    expect(spentInRange(campaign, { from: '2026-10-01', to: '2026-11-30', today: '2026-11-25' })).toBe(24);
    expect(spentInRange(campaign, { from: '2026-12-05', to: '2026-12-10', today: '2026-12-20' })).toBe(0);
    expect(
      spentInRange(
        { ...campaign, status: 'pending' },
        { from: '2026-11-01', to: '2026-11-30', today: '2026-11-25' },
      ),
    ).toBe(0);
  });

  it('gives CPM and CPC in dollars, or null without impressions or clicks', () => {
    expect(costs(10, { impressions: 2000, clicks: 40 })).toEqual({ cpm: 5, cpc: 0.25 });
    expect(costs(10, { impressions: 0, clicks: 0 })).toEqual({ cpm: null, cpc: null });
  });
});
