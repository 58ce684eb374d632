import { describe, expect, it } from 'vitest';
import { NO_CURRENT_READING } from '@nsg/domain/conditions/beach-hazard.ts';
import type { CurrentBeachHazard } from '@nsg/projections/conditions/beach-hazards-queries.ts';
import { hazardView } from './beach-hazard-views.ts';

const now = new Date('2026-11-24T20:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const BUOY = 'NDBC 51201 (Waimea buoy)';
const ALERTS = 'NWS alerts, Oahu North Shore (HIZ007)';

const extreme = (buoyAt: Date, assessedAt = buoyAt): CurrentBeachHazard => ({
  beachId: 1,
  level: 'extreme',
  reasons: [
    { text: 'NW swell 16.4 ft at 16 s at the Waimea buoy', source: BUOY },
    { text: 'NWS High Surf Warning until 6 PM HST', source: null },
  ],
  sources: [
    { name: BUOY, observedAt: buoyAt.toISOString() },
    { name: ALERTS, observedAt: assessedAt.toISOString() },
  ],
  assessedAt,
  riseEventId: null,
  riseLevel: null,
});

describe('a beach rating as the API serves it', () => {
  it('gives each swell sentence its age, and says until when the readings hold', () => {
    const view = hazardView(extreme(ago(20)), new Map(), now, 180);
    expect(view.level).toBe('extreme');
    expect(view.reasons).toEqual([
      'NW swell 16.4 ft at 16 s at the Waimea buoy, 20 min ago',
      'NWS High Surf Warning until 6 PM HST',
    ]);
    expect(view.validUntil).toBe(new Date(ago(20).getTime() + 180 * 60_000).toISOString());
  });

  it('a newer reading of the same source renews the ages (the workers re-assess on each reading)', () => {
    const view = hazardView(
      extreme(ago(150)),
      new Map([
        [BUOY, ago(5)],
        [ALERTS, ago(1)],
      ]),
      now,
      180,
    );
    expect(view.reasons[0]).toBe('NW swell 16.4 ft at 16 s at the Waimea buoy, 5 min ago');
    expect(view.sources).toEqual([
      { name: BUOY, observedAt: ago(5).toISOString() },
      { name: ALERTS, observedAt: ago(1).toISOString() },
    ]);
  });

  it('should the workers stop, a rating whose readings went stale is served as unknown', () => {
    const view = hazardView(extreme(ago(200)), new Map([[BUOY, ago(200)]]), now, 180);
    expect(view).toMatchObject({ level: 'unknown', reasons: [NO_CURRENT_READING], validUntil: null });
  });

  it('a beach never assessed is unknown', () => {
    expect(hazardView(undefined, new Map(), now, 180)).toMatchObject({
      level: 'unknown',
      reasons: [NO_CURRENT_READING],
      sources: [],
    });
  });
});
