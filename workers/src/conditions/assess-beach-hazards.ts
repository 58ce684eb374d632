import type { Kysely } from 'kysely';
import {
  beachHazardDecider,
  beachHazardStreamId,
  type AlertsReading,
  type BeachExposure,
  type HazardInputs,
  type OfficialAlertReading,
} from '@nsg/domain/conditions/beach-hazard.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import { handleCommand } from '@nsg/platform/event-store/handle-command.ts';
import { newId } from '@nsg/platform/ids.ts';
import type { Logger } from '@nsg/platform/logger.ts';
import { latestObservation } from '@nsg/projections/conditions/conditions-queries.ts';
import type { ReadModelTables } from '@nsg/projections/read-model-tables.ts';
import type { SurfObservation } from './sources/ndbc.ts';

export interface HazardAssessmentDeps {
  db: Kysely<ReadModelTables>;
  store: EventStore;
  logger: Logger;
  maxAgeMinutes: number;
}

/** The inputs every beach is assessed from: the newest swell reading and the newest alert check. */
export async function loadHazardInputs(
  db: Kysely<ReadModelTables>,
  maxAgeMinutes: number,
): Promise<HazardInputs> {
  const [surf, alerts] = await Promise.all([
    latestObservation<SurfObservation>(db, 'surf'),
    latestObservation<{ alerts: OfficialAlertReading[] }>(db, 'alerts'),
  ]);
  const alertsReading: AlertsReading | null = alerts
    ? {
        checkedAt: alerts.observedAt.toISOString(),
        alerts: alerts.data.alerts.map(({ event, headline, expires }) => ({ event, headline, expires })),
      }
    : null;
  return {
    swell:
      surf && Number.isFinite(surf.data.waveHeightM)
        ? {
            buoy: surf.data.buoy,
            observedAt: surf.observedAt.toISOString(),
            significantHeightM: surf.data.waveHeightM,
            dominantPeriodS: surf.data.dominantPeriodS,
            directionDeg: surf.data.meanDirectionDeg,
          }
        : null,
    alerts: alertsReading,
    maxAgeMinutes,
  };
}

/**
 * Rates every beach now and appends a `BeachHazardAssessed` to each beach whose rating or reasons
 * changed. A concurrent assessment of the same beach wins; this one leaves it (the next one re-checks).
 */
export async function assessBeachHazards(deps: HazardAssessmentDeps, now = new Date()): Promise<number> {
  const [beaches, inputs] = await Promise.all([
    deps.db
      .selectFrom('beaches')
      .select(['id', 'name', 'exposure', 'has_lifeguards', 'safety_facts_edited_at'])
      .where('retired_at', 'is', null)
      .orderBy('id')
      .execute(),
    loadHazardInputs(deps.db, deps.maxAgeMinutes),
  ]);
  let appended = 0;
  for (const beach of beaches) {
    const { appended: assessed } = await handleCommand(
      deps.store,
      beachHazardDecider,
      beachHazardStreamId(beach.id),
      {
        kind: 'AssessBeachHazard',
        beach: {
          id: beach.id,
          name: beach.name,
          exposure: beach.exposure as BeachExposure | null,
          facts: {
            hasLifeguards: beach.has_lifeguards,
            editedAt: beach.safety_facts_edited_at?.toISOString() ?? null,
          },
        },
        inputs,
        now,
      },
      { actor: 'system:conditions-worker', correlationId: newId() },
      { onConflict: () => deps.logger.info('beach hazard assessed concurrently', { beach: beach.id }) },
    );
    if (assessed) appended++;
  }
  return appended;
}
