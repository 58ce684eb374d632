import { describe, expect, it } from 'vitest';
import type { Beach, HazardLevel } from './beaches-api.ts';
import {
  NO_CURRENT_READING,
  assessBeachHazard,
  type HazardInputs,
} from '@nsg/domain/conditions/beach-hazard.ts';
import { SEED_BEACH_EXPOSURES } from '@nsg/domain/catalog/seed/beach-exposures.ts';
import { beachFaceAt, hazardAt, lifeguardsOnDuty, saferForFamilies } from './hazard.ts';

const at = (hawaiiTime: string) => new Date(`2026-11-24T${hawaiiTime}:00-10:00`);
const beach = (id: number, level: HazardLevel, hasLifeguards: boolean) =>
  ({
    id,
    hasLifeguards,
    hazard: { level, reasons: [], reasonParts: [], sources: [], assessedAt: null, validUntil: null },
  }) as unknown as Beach;

describe('safer for families today', () => {
  const beaches = [beach(1, 'high', true), beach(5, 'caution', true), beach(8, 'caution', false)];

  it('a known caution rating and a lifeguard on duty', () => {
    expect(saferForFamilies(beaches, at('10:00'))).toEqual({ kind: 'some', beaches: [beaches[1]] });
  });

  it('answers unknown today when no beach has a current rating', () => {
    expect(saferForFamilies([beach(1, 'unknown', true), beach(5, 'unknown', true)], at('10:00'))).toEqual({
      kind: 'unknown',
    });
  });

  it('none outside the lifeguards’ hours (9am to 5:30pm Hawaii time), and says why', () => {
    expect(saferForFamilies(beaches, at('17:30'))).toEqual({ kind: 'none', lifeguardsOffDuty: true });
    expect(saferForFamilies([beach(1, 'high', true)], at('12:00'))).toEqual({
      kind: 'none',
      lifeguardsOffDuty: false,
    });
  });

  it('lifeguard hours include 9:00 and end before 17:30', () => {
    const guarded = beach(1, 'caution', true);
    expect(
      [at('08:59'), at('09:00'), at('17:29'), at('17:30')].map((t) => lifeguardsOnDuty(guarded, t)),
    ).toEqual([false, true, true, false]);
  });
});

describe('a rating read later than its readings allow', () => {
  const hazard = {
    level: 'extreme' as const,
    reasons: ['NW swell 16.4 ft at 16 s at the Waimea buoy, 20 min ago'],
    reasonParts: [
      { text: 'NW swell 16.4 ft at 16 s at the Waimea buoy', source: 'NDBC 51201 (Waimea buoy)' },
      { text: 'NWS High Surf Warning until 6 PM HST', source: null },
    ],
    sources: [{ name: 'NDBC 51201 (Waimea buoy)', observedAt: '2026-11-24T19:40:00Z' }],
    assessedAt: '2026-11-24T19:45:00Z',
    validUntil: '2026-11-24T22:40:00Z',
  };

  it('shows each swell sentence with its age as of now', () => {
    expect(hazardAt(hazard, new Date('2026-11-24T21:40:00Z'))).toEqual({
      level: 'extreme',
      reasons: [
        'NW swell 16.4 ft at 16 s at the Waimea buoy, 2 h ago',
        'NWS High Surf Warning until 6 PM HST',
      ],
    });
  });

  it('past its validity (a cached answer read offline) the rating is unknown', () => {
    expect(hazardAt(hazard, new Date('2026-11-24T22:41:00Z'))).toEqual({
      level: 'unknown',
      reasons: [NO_CURRENT_READING],
    });
  });
});

describe('the beach’s own figure, for the conditions card', () => {
  const now = new Date('2026-11-24T20:00:00Z');
  const exposure = SEED_BEACH_EXPOSURES[8]!;
  const inputs: HazardInputs = {
    swell: {
      buoy: '51201',
      observedAt: '2026-11-24T19:40:00Z',
      significantHeightM: 5,
      dominantPeriodS: 17,
      directionDeg: 315,
    },
    alerts: { checkedAt: '2026-11-24T19:55:00Z', alerts: [] },
    maxAgeMinutes: 180,
  };
  const view = (assessment: ReturnType<typeof assessBeachHazard>) => ({
    ...assessment,
    reasons: [],
    reasonParts: assessment.reasons,
    assessedAt: now.toISOString(),
    validUntil: '2026-11-24T22:40:00Z',
  });

  it('is the face the hazard panel gives, with the reading it comes from', () => {
    const kawela = view(assessBeachHazard({ id: 8, name: 'Kawela Bay', exposure }, inputs, now));
    expect(beachFaceAt(kawela, now)).toEqual({
      faceFt: 11,
      faceM: 3.5,
      headOn: false,
      observedAt: '2026-11-24T19:40:00Z',
    });
    const pipeline = view(
      assessBeachHazard({ id: 1, name: 'Pipeline', exposure: SEED_BEACH_EXPOSURES[1]! }, inputs, now),
    );
    expect(beachFaceAt(pipeline, now)).toMatchObject({ faceFt: 23, headOn: true });
  });

  it('is none without a current reading, or once the rating is past its validity', () => {
    const blind = view(
      assessBeachHazard({ id: 8, name: 'Kawela Bay', exposure }, { ...inputs, swell: null }, now),
    );
    expect(beachFaceAt(blind, now)).toBeNull();
    const kawela = view(assessBeachHazard({ id: 8, name: 'Kawela Bay', exposure }, inputs, now));
    expect(beachFaceAt(kawela, new Date('2026-11-24T22:41:00Z'))).toBeNull();
  });
});
