import type { Kysely } from 'kysely';
import type { ConditionsSnapshot } from '@nsg/domain/notifications/alert-rules.ts';
import { risenBeaches } from '@nsg/projections/conditions/beach-hazards-queries.ts';
import { currentHighwayStatus, latestObservation } from '@nsg/projections/conditions/conditions-queries.ts';
import type { ReadModelTables } from '@nsg/projections/read-model-tables.ts';
import type { SurfObservation } from '../conditions/sources/ndbc.ts';
import type { OfficialAlert, WeatherObservation } from '../conditions/sources/nws.ts';

const HIGH_SURF_EVENTS = ['High Surf Warning', 'High Surf Advisory'];

/** The latest conditions still fresh enough to alert on (older than the maximum age counts as unknown). */
export async function loadConditionsSnapshot(
  db: Kysely<ReadModelTables>,
  now: Date,
  maxAgeMinutes: number,
): Promise<ConditionsSnapshot> {
  const fresh = <T>(observation: { observedAt: Date; data: T } | null) =>
    observation && now.getTime() - observation.observedAt.getTime() <= maxAgeMinutes * 60_000
      ? observation.data
      : null;
  const [surf, weather, alerts, highway, risen] = await Promise.all([
    latestObservation<SurfObservation>(db, 'surf').then(fresh),
    latestObservation<WeatherObservation>(db, 'weather').then(fresh),
    latestObservation<{ alerts: OfficialAlert[] }>(db, 'alerts').then(fresh),
    currentHighwayStatus(db, now),
    risenBeaches(db),
  ]);
  const inForce = (alerts?.alerts ?? []).filter((alert) => new Date(alert.expires) > now);
  const official =
    HIGH_SURF_EVENTS.map((event) => inForce.find((alert) => alert.event === event)).find(Boolean) ?? null;
  return {
    risenBeaches: risen,
    surf: surf
      ? { heightMaxFt: surf.heightMaxFt, height: surf.height, officialEvent: official?.event ?? null }
      : null,
    weather: weather ? { condition: weather.condition, windSpeedMph: weather.windSpeedMph } : null,
    highway: highway
      ? {
          entryId: highway.entryId,
          status: highway.status,
          totalDelay: highway.totalDelay,
          kamHwy: highway.kamHwy,
        }
      : null,
  };
}
