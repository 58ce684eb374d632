import { describe, it } from 'vitest';
import { SEED_BEACH_EXPOSURES } from '@nsg/domain/catalog/seed/beach-exposures.ts';
import { beachHazardStreamId, type HazardLevel } from '@nsg/domain/conditions/beach-hazard.ts';
import { projectionSpec, type SpecEvent } from '../testing/projection-spec.ts';
import { beachHazardsProjection } from './beach-hazards-projection.ts';

const spec = projectionSpec(beachHazardsProjection);

const PIPELINE = 1;
const SWELL_SOURCE = 'NDBC 51201 (Waimea buoy)';

/** The n-th assessment (1, 2, …): its event id is told apart by n. */
const eventIdOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function assessed(n: number, level: HazardLevel, beachId = PIPELINE): SpecEvent {
  const assessedAt = new Date(Date.UTC(2026, 10, 27, 18, n)).toISOString();
  const swell = {
    buoy: '51201',
    observedAt: assessedAt,
    significantHeightM: level === 'extreme' ? 4.5 : level === 'high' ? 2.5 : 0.8,
    dominantPeriodS: 14,
    directionDeg: 320,
  };
  return {
    streamId: beachHazardStreamId(beachId),
    eventId: eventIdOf(n),
    type: 'conditions.BeachHazardAssessed',
    data: {
      beachId,
      beachName: 'Banzai Pipeline (Ehukai Beach Park)',
      level,
      reasons: [{ text: `Rated ${level}`, source: level === 'unknown' ? null : SWELL_SOURCE }],
      sources: level === 'unknown' ? [] : [{ name: SWELL_SOURCE, observedAt: assessedAt }],
      assessedAt,
      inputs: {
        swell: level === 'unknown' ? null : swell,
        alerts: { checkedAt: assessedAt, alerts: [] },
        maxAgeMinutes: 180,
        exposure: SEED_BEACH_EXPOSURES[beachId] ?? null,
      },
    },
  };
}

describe('the beach hazards projection', () => {
  it('keeps a beach’s current rating, and every assessment with its inputs', async () => {
    await spec
      .given([assessed(1, 'caution')])
      .when([assessed(2, 'high')])
      .then({
        beach_hazards: [
          {
            beach_id: PIPELINE,
            level: 'high',
            reasons: [{ text: 'Rated high', source: SWELL_SOURCE }],
            assessed_at: new Date('2026-11-27T18:02:00Z'),
          },
        ],
        beach_hazard_assessments: [
          { event_id: eventIdOf(1), level: 'caution', global_position: '1' },
          {
            event_id: eventIdOf(2),
            beach_id: PIPELINE,
            beach_name: 'Banzai Pipeline (Ehukai Beach Park)',
            level: 'high',
            inputs: { maxAgeMinutes: 180, swell: { buoy: '51201', significantHeightM: 2.5 } },
            global_position: '2',
          },
        ],
      });
  });

  it('counts a first rating of high as a rise, followers are told of it', async () => {
    await spec
      .given([])
      .when([assessed(1, 'high')])
      .then({
        beach_hazards: [
          { level: 'high', last_known_level: 'high', rise_event_id: eventIdOf(1), rise_level: 'high' },
        ],
      });
  });

  it('counts a rise from caution to high, and again from high to extreme', async () => {
    await spec
      .given([assessed(1, 'caution'), assessed(2, 'high')])
      .when([assessed(3, 'extreme')])
      .then({ beach_hazards: [{ level: 'extreme', rise_event_id: eventIdOf(3), rise_level: 'extreme' }] });
  });

  it('skips an unknown gap: high, unknown, high again is no new rise', async () => {
    await spec
      .given([assessed(1, 'caution'), assessed(2, 'high')])
      .when([assessed(3, 'unknown')])
      .then({
        beach_hazards: [
          { level: 'unknown', last_known_level: 'high', rise_event_id: eventIdOf(2), rise_level: 'high' },
        ],
      });
    await spec
      .given([assessed(1, 'caution'), assessed(2, 'high'), assessed(3, 'unknown')])
      .when([assessed(4, 'high')])
      .then({
        beach_hazards: [
          { level: 'high', last_known_level: 'high', rise_event_id: eventIdOf(2), rise_level: 'high' },
        ],
      });
  });

  it('keeps the last rise through a fall, and counts the next rise from the lower level', async () => {
    await spec
      .given([assessed(1, 'extreme')])
      .when([assessed(2, 'high')])
      .then({ beach_hazards: [{ level: 'high', rise_event_id: eventIdOf(1), rise_level: 'extreme' }] });
    await spec
      .given([assessed(1, 'high'), assessed(2, 'caution')])
      .when([assessed(3, 'high')])
      .then({ beach_hazards: [{ level: 'high', rise_event_id: eventIdOf(3), rise_level: 'high' }] });
  });

  it('rates each beach on its own', async () => {
    await spec
      .given([assessed(1, 'high', 1)])
      .when([assessed(2, 'caution', 2)])
      .then({
        beach_hazards: [
          { beach_id: 1, level: 'high', rise_level: 'high' },
          {
            beach_id: 2,
            level: 'caution',
            last_known_level: 'caution',
            rise_event_id: null,
            rise_level: null,
          },
        ],
      });
  });

  it('tells everybody of each beach’s new rating', async () => {
    await spec
      .given([])
      .when([assessed(1, 'caution', 1), assessed(2, 'high', 2)])
      .thenAnnounces([
        { ids: ['1'], audience: 'public' },
        { ids: ['2'], audience: 'public' },
      ]);
  });
});
