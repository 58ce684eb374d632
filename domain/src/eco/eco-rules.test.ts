import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completeChallengeSchema } from './eco-schemas.ts';
import { LEVEL_THRESHOLDS, levelFor } from './eco-levels.ts';
import { currentStreak, honoluluDay, longestStreak } from './eco-streak.ts';

describe('levels', () => {
  it('starts at level 1 and names the next level and the points to go', () => {
    expect(levelFor(0)).toEqual({
      level: 1,
      levelName: 'Seedling',
      nextLevel: 2,
      nextLevelName: 'Sprout',
      pointsToNextLevel: 100,
    });
    expect(levelFor(100)).toMatchObject({ level: 2, pointsToNextLevel: 150 });
    expect(levelFor(99_999)).toMatchObject({
      level: LEVEL_THRESHOLDS.length,
      nextLevel: null,
      pointsToNextLevel: 0,
    });
  });
  it('never goes down as points grow, and the points to go always reach the next threshold', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(levelFor(low).level).toBeLessThanOrEqual(levelFor(high).level);
        const progress = levelFor(low);
        if (progress.nextLevel !== null) {
          expect(levelFor(low + progress.pointsToNextLevel).level).toBe(progress.nextLevel);
          expect(levelFor(low + progress.pointsToNextLevel - 1).level).toBe(progress.level);
        }
      }),
    );
  });
});

describe('streaks in Honolulu calendar days', () => {
  it('uses the Honolulu day, ten hours behind UTC', () => {
    expect(honoluluDay(new Date('2026-11-22T09:59:00Z'))).toBe('2026-11-21');
    expect(honoluluDay(new Date('2026-11-22T10:00:00Z'))).toBe('2026-11-22');
  });
  it('counts consecutive days ending today or yesterday', () => {
    const days = ['2026-11-18', '2026-11-20', '2026-11-21', '2026-11-22'];
    expect(currentStreak(days, '2026-11-22')).toBe(3);
    expect(currentStreak(days, '2026-11-23')).toBe(3);
    expect(currentStreak(days, '2026-11-24')).toBe(0);
    expect(currentStreak([], '2026-11-24')).toBe(0);
  });
  it('crosses month ends', () => {
    expect(currentStreak(['2026-02-28', '2026-03-01'], '2026-03-01')).toBe(2);
    expect(longestStreak(['2026-12-31', '2027-01-01', '2027-01-02', '2027-01-05'])).toBe(3);
  });
});

describe('complete challenge input', () => {
  it('trims, drops empty entries and accepts no fields at all', () => {
    expect(completeChallengeSchema.parse({})).toEqual({ notes: '', evidencePhotos: [] });
    expect(
      completeChallengeSchema.parse({
        notes: ' done ',
        evidencePhotos: [' /uploads/eco/x.jpg ', '  ', ''],
      }),
    ).toEqual({ notes: 'done', evidencePhotos: ['/uploads/eco/x.jpg'] });
  });
  it('accepts a list of at most 10 photo references (whether each is ours is the decider’s call)', () => {
    const bad = completeChallengeSchema.safeParse({ evidencePhotos: [{ url: 'x' }] });
    expect(bad.success).toBe(false);
    const many = completeChallengeSchema.safeParse({
      evidencePhotos: Array.from({ length: 11 }, (_, i) => `/uploads/eco/${i}.jpg`),
    });
    expect(many.error?.issues[0]?.message).toBe('At most 10 evidence photos');
  });
});
