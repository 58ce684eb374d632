/**
 * The level rule, written once: a visitor's level follows from the points they have earned and kept
 * (earned minus revoked; spending points on rewards never lowers a level).
 */
export const LEVEL_THRESHOLDS = [0, 100, 250, 500, 1000, 2000, 3500, 5000] as const;
export const LEVEL_NAMES = [
  'Seedling',
  'Sprout',
  'Reef Friend',
  'Honu Helper',
  'Ocean Guardian',
  'Island Steward',
  'Aloha Champion',
  'North Shore Legend',
] as const;

export interface LevelProgress {
  level: number;
  levelName: string;
  /** The next level, or null at the top level. */
  nextLevel: number | null;
  nextLevelName: string | null;
  /** Points still needed to reach the next level (0 at the top level). */
  pointsToNextLevel: number;
}

export function levelFor(points: number): LevelProgress {
  const safe = Math.max(0, points);
  let index = 0;
  while (index + 1 < LEVEL_THRESHOLDS.length && safe >= LEVEL_THRESHOLDS[index + 1]!) index++;
  const next = index + 1 < LEVEL_THRESHOLDS.length ? index + 1 : null;
  return {
    level: index + 1,
    levelName: LEVEL_NAMES[index]!,
    nextLevel: next === null ? null : next + 1,
    nextLevelName: next === null ? null : LEVEL_NAMES[next]!,
    pointsToNextLevel: next === null ? 0 : LEVEL_THRESHOLDS[next]! - safe,
  };
}
