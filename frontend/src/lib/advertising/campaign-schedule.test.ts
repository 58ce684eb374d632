import { describe, expect, it } from 'vitest';
import { translator } from '@nsg/domain/i18n/translate.ts';
import { campaignStatusLabel, isScheduled } from './campaign-schedule.ts';

// 2026-11-25 08:00 UTC is 22:00 on 24 November in Hawaii.
const now = new Date('2026-11-25T08:00:00Z');
const t = translator('en');

describe('a campaign that has not started', () => {
  it('reads "Scheduled — starts 30 Nov" while active with its start ahead in Hawaii time', () => {
    expect(campaignStatusLabel({ status: 'active', startDate: '2026-11-30' }, t, now)).toBe(
      'Scheduled — starts 30 Nov',
    );
    // Already the 25th in UTC, but still the 24th in Hawaii: it starts tomorrow there.
    expect(isScheduled({ status: 'active', startDate: '2026-11-25' }, now)).toBe(true);
    expect(isScheduled({ status: 'active', startDate: '2026-11-24' }, now)).toBe(false);
  });

  it('keeps its status otherwise', () => {
    expect(campaignStatusLabel({ status: 'pending', startDate: '2026-12-01' }, t, now)).toBe('pending');
    expect(campaignStatusLabel({ status: 'active', startDate: '2026-11-01' }, t, now)).toBe('active');
  });
});
