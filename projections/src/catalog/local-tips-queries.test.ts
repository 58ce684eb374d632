import { describe, expect, it } from 'vitest';
import { SEED_LOCAL_TIPS } from '@nsg/domain/catalog/seed/local-tips.ts';
import { tipMatchScore } from './local-tips-queries.ts';

const tip = {
  ...SEED_LOCAL_TIPS[0]!,
  category: 'food',
  timeOfDay: 'morning',
  cost: 'low',
  crowdLevel: 'medium',
  sample: true,
} as const;

describe('tip match score', () => {
  it('weighs category 4, time of day 3, cost 3 and crowd level 2', () => {
    expect(tipMatchScore(tip, {})).toBe(0);
    expect(tipMatchScore(tip, { category: 'food' })).toBe(4);
    expect(tipMatchScore(tip, { timeOfDay: 'morning' })).toBe(3);
    expect(tipMatchScore(tip, { cost: 'low' })).toBe(3);
    expect(tipMatchScore(tip, { crowdLevel: 'medium' })).toBe(2);
    expect(
      tipMatchScore(tip, { category: 'food', timeOfDay: 'morning', cost: 'low', crowdLevel: 'medium' }),
    ).toBe(12);
  });

  it('gives partial credit to a cheaper or quieter tip and to one good at any time', () => {
    expect(tipMatchScore(tip, { cost: 'high' })).toBe(1);
    expect(tipMatchScore(tip, { cost: 'free' })).toBe(0);
    expect(tipMatchScore(tip, { crowdLevel: 'high' })).toBe(1);
    expect(tipMatchScore(tip, { crowdLevel: 'low' })).toBe(0);
    expect(tipMatchScore({ ...tip, timeOfDay: 'any' }, { timeOfDay: 'evening' })).toBe(2);
    expect(tipMatchScore(tip, { category: 'beach', timeOfDay: 'evening' })).toBe(0);
  });
});
