import { ageText } from '@nsg/domain/conditions/age-text.ts';
import { NO_CURRENT_READING } from '@nsg/domain/conditions/beach-hazard.ts';
import { isStale } from '@nsg/domain/conditions/hazard-text.ts';
import type { Beach, Hazard, HazardLevel } from './beaches-api.ts';

/**
 * The rating as it stands at `now`: an answer read later than its `validUntil` (from the offline cache,
 * or a tab left open) no longer knows the surf. Each swell sentence gets its reading's age as of `now`.
 */
export function hazardAt(hazard: Hazard, now: Date): { level: HazardLevel; reasons: string[] } {
  if (isStale(hazard, now)) return { level: 'unknown', reasons: [NO_CURRENT_READING] };
  const observedAt = new Map(hazard.sources.map((source) => [source.name, source.observedAt]));
  return {
    level: hazard.level,
    reasons: hazard.reasonParts.map(({ text, source }) => {
      const at = source === null ? undefined : observedAt.get(source);
      return at ? `${text}, ${ageText(at, now)}` : text;
    }),
  };
}

/** A beach's own breaking face, as its hazard panel gives it, and when the swell behind it was read. */
export interface BeachFace {
  faceFt: number;
  faceM: number;
  /** False where the swell only wraps in. */
  headOn: boolean;
  observedAt: string;
}

/** The face from the rating's own reasons (one reading, one figure); none when it no longer knows the surf. */
export function beachFaceAt(hazard: Hazard, now: Date): BeachFace | null {
  if (isStale(hazard, now)) return null;
  const breaking = hazard.reasonParts.find(
    (part) => part.code === 'breakingHeadOn' || part.code === 'breakingSheltered',
  );
  const swellSource = hazard.reasonParts.find((part) => part.code === 'swell')?.source;
  const observedAt = hazard.sources.find((source) => source.name === swellSource)?.observedAt;
  if (!breaking?.values || !observedAt) return null;
  return {
    faceFt: Number(breaking.values.faceFt),
    faceM: Number(breaking.values.faceM),
    headOn: breaking.code === 'breakingHeadOn',
    observedAt,
  };
}

export const HAZARD_COLORS: Record<HazardLevel, string> = {
  unknown: 'gray.7',
  caution: 'yellow.4',
  high: 'orange.8',
  extreme: 'red.9',
};

const LIFEGUARDS_FROM_MINUTE = 9 * 60;
const LIFEGUARDS_UNTIL_MINUTE = 17 * 60 + 30;

/** Honolulu Ocean Safety staffs the towers 9am to 5:30pm, Hawaii time (no daylight saving). */
export function lifeguardsOnDuty(beach: Pick<Beach, 'hasLifeguards'>, now: Date): boolean {
  if (!beach.hasLifeguards) return false;
  const minute = ((((now.getUTCHours() - 10) * 60 + now.getUTCMinutes()) % 1440) + 1440) % 1440;
  return minute >= LIFEGUARDS_FROM_MINUTE && minute < LIFEGUARDS_UNTIL_MINUTE;
}

export type FamilyFilter =
  { kind: 'unknown' } | { kind: 'none'; lifeguardsOffDuty: boolean } | { kind: 'some'; beaches: Beach[] };

/** "Safer for families today": a known `caution` rating and a lifeguard on duty; unknown without data. */
export function saferForFamilies(beaches: Beach[], now: Date): FamilyFilter {
  const level = (beach: Beach) => hazardAt(beach.hazard, now).level;
  if (beaches.every((beach) => level(beach) === 'unknown')) return { kind: 'unknown' };
  const safer = beaches.filter((beach) => level(beach) === 'caution' && lifeguardsOnDuty(beach, now));
  if (safer.length > 0) return { kind: 'some', beaches: safer };
  return { kind: 'none', lifeguardsOffDuty: !beaches.some((beach) => lifeguardsOnDuty(beach, now)) };
}
