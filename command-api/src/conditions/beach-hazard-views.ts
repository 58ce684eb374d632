import {
  ALERTS_SOURCE,
  HAZARD_LEVELS,
  HAZARD_REASON_CODES,
  NO_CURRENT_READING,
  swellSourceName,
  type BeachHazardView,
  type HazardSource,
} from '@nsg/domain/conditions/beach-hazard.ts';
import { ageText } from '@nsg/domain/conditions/age-text.ts';
import type { CurrentBeachHazard } from '@nsg/projections/conditions/beach-hazards-queries.ts';
import { latestObservation } from '@nsg/projections/conditions/conditions-queries.ts';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';

const hazardSource = z.object({ name: z.string(), observedAt: z.string() });
/** A beach's rating as the API answers it: see `hazardView`. */
export const hazardViewSchema = z.object({
  level: z.enum(HAZARD_LEVELS),
  reasons: z.array(z.string()).describe('Sentences; a swell sentence ends with the age of its reading'),
  reasonParts: z.array(
    z.object({
      text: z.string(),
      source: z.string().nullable(),
      code: z.enum(HAZARD_REASON_CODES).optional(),
      values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    }),
  ),
  sources: z.array(hazardSource),
  assessedAt: z.string().nullable(),
  validUntil: z.string().nullable().describe('Past this time the rating is unknown'),
});

const blind = (sources: BeachHazardView['sources']): BeachHazardView => ({
  level: 'unknown',
  reasons: [NO_CURRENT_READING],
  reasonParts: [{ text: NO_CURRENT_READING, source: null, code: 'noReading' }],
  sources,
  assessedAt: null,
  validUntil: null,
});

/** When each source last reported: the newest stored observation of the swell and of the alert check. */
export type LiveSourceTimes = Map<string, Date>;

export async function liveSourceTimes(deps: Pick<AppDeps, 'db'>): Promise<LiveSourceTimes> {
  const [surf, alerts] = await Promise.all([
    latestObservation<{ buoy: string }>(deps.db, 'surf'),
    latestObservation(deps.db, 'alerts'),
  ]);
  const times: LiveSourceTimes = new Map();
  if (surf) times.set(swellSourceName(surf.data.buoy), surf.observedAt);
  if (alerts) times.set(ALERTS_SOURCE, alerts.observedAt);
  return times;
}

/**
 * The beach's last assessment as visitors see it now: each source with the time it last reported, each
 * swell sentence with its age. The workers re-assess every few minutes and on every new reading; should
 * they stop, a rating whose sources have since gone stale is shown as `unknown`, never as current.
 */
export function hazardView(
  current: CurrentBeachHazard | undefined,
  live: LiveSourceTimes,
  now: Date,
  maxAgeMinutes: number,
): BeachHazardView {
  const maxAgeMs = maxAgeMinutes * 60_000;
  if (!current) return blind([]);
  const reportedAt = (source: HazardSource) => {
    const assessed = new Date(source.observedAt);
    const latest = live.get(source.name);
    return latest && latest > assessed ? latest : assessed;
  };
  const supportedThen = (source: HazardSource) =>
    current.assessedAt.getTime() - new Date(source.observedAt).getTime() <= maxAgeMs;
  const staleNow = (source: HazardSource) => now.getTime() - reportedAt(source).getTime() > maxAgeMs;
  const supporting = current.level === 'unknown' ? [] : current.sources.filter(supportedThen);
  const sources = current.sources.map((source) => ({
    name: source.name,
    observedAt: reportedAt(source).toISOString(),
  }));
  if (supporting.some(staleNow)) return blind(sources);
  const bySource = new Map(current.sources.map((source) => [source.name, source]));
  const validUntil = supporting.length
    ? Math.min(...supporting.map((source) => reportedAt(source).getTime() + maxAgeMs))
    : null;
  return {
    level: current.level,
    reasons: current.reasons.map((reason) => {
      const source = reason.source === null ? undefined : bySource.get(reason.source);
      return source ? `${reason.text}, ${ageText(reportedAt(source), now)}` : reason.text;
    }),
    reasonParts: current.reasons,
    sources,
    assessedAt: current.assessedAt.toISOString(),
    validUntil: validUntil === null ? null : new Date(validUntil).toISOString(),
  };
}
