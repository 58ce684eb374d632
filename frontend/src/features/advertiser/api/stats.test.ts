import { describe, expect, it } from 'vitest';
import { changeLabel, previousPeriod, statsCsvUrl } from './stats.ts';

describe('report ranges', () => {
  it('compares with the same number of days just before', () => {
    expect(previousPeriod('2026-11-01', '2026-11-30')).toEqual({ from: '2026-10-02', to: '2026-10-31' });
    expect(previousPeriod('2026-11-25', '2026-11-25')).toEqual({ from: '2026-11-24', to: '2026-11-24' });
  });

  it('words the change against the previous period', () => {
    expect(changeLabel(150, 100)).toBe('+50%');
    expect(changeLabel(90, 100)).toBe('−10%');
    expect(changeLabel(5, 0)).toBe('new');
    expect(changeLabel(0, 0)).toBeNull();
  });

  it('exports the chosen range as CSV', () => {
    expect(statsCsvUrl('a1', { from: '2026-11-01', to: '2026-11-30' })).toBe(
      '/api/advertisers/a1/stats?from=2026-11-01&to=2026-11-30&format=csv',
    );
    expect(statsCsvUrl('a1')).toBe('/api/advertisers/a1/stats?format=csv');
  });
});
