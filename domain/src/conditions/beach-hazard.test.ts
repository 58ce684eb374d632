import { describe, expect, it } from 'vitest';
import { SEED_BEACH_EXPOSURES } from '../catalog/seed/beach-exposures.ts';
import { SEED_BEACHES } from '../catalog/seed/beaches.ts';
import { deciderSpec } from '../shared/decider-spec.ts';
import {
  NO_CURRENT_READING,
  assessBeachHazard,
  beachHazardDecider,
  inSwellWindow,
  isRise,
  untilText,
  type AlertsReading,
  type BeachExposure,
  type BeachHazardAssessed,
  type BeachToAssess,
  type HazardInputs,
  type SwellReading,
} from './beach-hazard.ts';
import { breakingHeightM, metresToFeet } from './surf-rules.ts';

const now = new Date('2026-11-24T20:00:00Z'); // 10 AM in Hawaii
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
const hoursFromNow = (hours: number) => new Date(now.getTime() + hours * 3600_000).toISOString();

const beach = (id: number): BeachToAssess => ({
  id,
  name: SEED_BEACHES.find((b) => b.id === id)!.name,
  exposure: SEED_BEACH_EXPOSURES[id]!,
});
const PIPELINE = 1;
const WAIMEA = 3;
const KAWELA = 8;

const swell = (
  heightM: number,
  periodS: number | null,
  directionDeg: number | null,
  age = 20,
): SwellReading => ({
  buoy: '51201',
  observedAt: minutesAgo(age),
  significantHeightM: heightM,
  dominantPeriodS: periodS,
  directionDeg,
});
const NW = 315;
const N = 0;
const noAlerts: AlertsReading = { checkedAt: minutesAgo(3), alerts: [] };
const alert = (event: string, hours = 8): AlertsReading => ({
  checkedAt: minutesAgo(3),
  alerts: [{ event, headline: `${event} issued`, expires: hoursFromNow(hours) }],
});
const inputs = (s: SwellReading | null, a: AlertsReading | null = noAlerts): HazardInputs => ({
  swell: s,
  alerts: a,
  maxAgeMinutes: 180,
});
const rate = (id: number, i: HazardInputs) => assessBeachHazard(beach(id), i, now);
const openFaceFt = (h: number, t: number) => metresToFeet(breakingHeightM(h, t));

describe('beach hazard rating from the swell and each beach’s exposure', () => {
  it('a 5 m, 16 s NW swell is extreme at Pipeline, and says why with its source', () => {
    const rating = rate(PIPELINE, inputs(swell(5, 16, NW)));
    expect(rating.level).toBe('extreme');
    expect(rating.reasons[0]).toEqual({
      text: 'NW swell 16.4 ft at 16 s at the Waimea buoy',
      source: 'NDBC 51201 (Waimea buoy)',
      code: 'swell',
      values: { from: 'NW', heightFt: 16.4, heightM: 5, periodS: 16, buoy: '51201' },
    });
    expect(rating.reasons[1]).toMatchObject({
      text: 'Breaking faces of about 22 ft expected here, at or above its 12 ft extreme threshold',
      code: 'breakingHeadOn',
      values: { from: 'NW', faceFt: 22, faceM: 6.8, thresholdFt: 12, thresholdM: 3.7, band: 'extreme' },
    });
    expect(rating.sources).toEqual([
      { name: 'NDBC 51201 (Waimea buoy)', observedAt: minutesAgo(20) },
      { name: 'NWS alerts, Oahu North Shore (HIZ007)', observedAt: minutesAgo(3) },
    ]);
  });

  it('rates every seeded beach by its own window and thresholds (2 m, 14 s NW: ~10 ft open faces)', () => {
    const levels = Object.fromEntries(
      SEED_BEACHES.map((b) => [b.id, rate(b.id, inputs(swell(2, 14, NW))).level]),
    );
    expect(openFaceFt(2, 14)).toBeCloseTo(10.1, 1);
    expect(levels).toEqual({
      1: 'high', // Pipeline: 6 ≤ 10 < 12
      2: 'high',
      3: 'high',
      4: 'extreme', // Sharks Cove: waves wash over the reef from 8 ft
      5: 'high',
      6: 'high',
      7: 'high',
      8: 'caution', // Kawela Bay takes only north swell head-on: ~5 ft wraps in
      9: 'extreme',
    });
    expect(rate(KAWELA, inputs(swell(2, 14, NW))).reasons[1]!.text).toBe(
      'Sheltered from NW swell: about 5 ft wraps in, below its 6 ft high threshold',
    );
  });

  it('the same swell from the north reaches the sheltered bay head-on', () => {
    expect(rate(KAWELA, inputs(swell(2, 14, N))).level).toBe('high');
  });

  it('small summer surf is caution everywhere', () => {
    for (const b of SEED_BEACHES) expect(rate(b.id, inputs(swell(0.5, 7, NW))).level).toBe('caution');
  });

  it('a face exactly at a threshold takes that level (ties go to the safer side)', () => {
    const face = openFaceFt(2, 14);
    const exposure: BeachExposure = {
      ...SEED_BEACH_EXPOSURES[PIPELINE]!,
      highFaceFt: face,
      extremeFaceFt: face + 5,
    };
    const atHigh = assessBeachHazard({ id: 99, name: 'Test', exposure }, inputs(swell(2, 14, NW)), now);
    expect(atHigh.level).toBe('high');
    const atExtreme = assessBeachHazard(
      { id: 99, name: 'Test', exposure: { ...exposure, highFaceFt: 1, extremeFaceFt: face } },
      inputs(swell(2, 14, NW)),
      now,
    );
    expect(atExtreme.level).toBe('extreme');
  });

  it('says which of the beach’s facts it used, and when they were last edited', () => {
    const edited = {
      ...beach(PIPELINE),
      facts: { hasLifeguards: false, editedAt: '2026-11-20T03:00:00.000Z' },
    };
    const exposure = SEED_BEACH_EXPOSURES[PIPELINE]!;
    const { reasons } = assessBeachHazard(edited, inputs(swell(2, 14, NW)), now);
    expect(reasons.find((reason) => reason.code === 'beachFacts')).toEqual({
      text:
        `Beach facts used: no lifeguards, swell from ${exposure.swellWindow.fromDeg}° to ${exposure.swellWindow.toDeg}° ` +
        `reaching it head-on, high from ${exposure.highFaceFt} ft, extreme from ${exposure.extremeFaceFt} ft; last edited 2026-11-20`,
      source: null,
      code: 'beachFacts',
      values: expect.objectContaining({
        lifeguards: 'no',
        edited: 'yes',
        editedAt: Date.parse('2026-11-20T03:00:00Z'),
      }),
    });
    // A threshold an admin lowers is the one the rating reads.
    const lowered = { ...edited, exposure: { ...exposure, highFaceFt: 1, extremeFaceFt: 2 } };
    expect(assessBeachHazard(lowered, inputs(swell(2, 14, NW)), now).level).toBe('extreme');
  });

  it('swell windows include both ends and wrap through north', () => {
    const window = { fromDeg: 300, toDeg: 30 };
    expect([300, 359, 0, 30].map((d) => inSwellWindow(window, d))).toEqual([true, true, true, true]);
    expect([299, 31, 180].map((d) => inSwellWindow(window, d))).toEqual([false, false, false]);
    expect(inSwellWindow({ fromDeg: 250, toDeg: 280 }, 265)).toBe(true);
  });

  it('a swell without a reported direction is taken as head-on everywhere', () => {
    expect(rate(KAWELA, inputs(swell(2, 14, null))).level).toBe('high');
  });
});

describe('official NWS alerts set floors', () => {
  const small = swell(0.8, 9, NW);

  it('a High Surf Advisory makes every exposed beach at least high, and names itself', () => {
    const rating = rate(WAIMEA, inputs(small, alert('High Surf Advisory')));
    expect(rating.level).toBe('high');
    expect(rating.reasons.map((r) => r.text)).toContain('NWS High Surf Advisory until today 6 PM HST');
  });

  it('…but not a beach the swell does not reach head-on', () => {
    expect(rate(KAWELA, inputs(small, alert('High Surf Advisory'))).level).toBe('caution');
  });

  it('a High Surf Warning is high, and extreme where the beach’s own threshold is passed', () => {
    expect(rate(PIPELINE, inputs(small, alert('High Surf Warning'))).level).toBe('high');
    const big = rate(PIPELINE, inputs(swell(5, 16, NW), alert('High Surf Warning')));
    expect(big.level).toBe('extreme');
    expect(big.reasons.map((r) => r.text)).toEqual([
      'NW swell 16.4 ft at 16 s at the Waimea buoy',
      'Breaking faces of about 22 ft expected here, at or above its 12 ft extreme threshold',
      'NWS High Surf Warning until today 6 PM HST',
    ]);
  });

  it('a Tsunami Warning makes every beach extreme, sheltered or not', () => {
    for (const b of SEED_BEACHES)
      expect(rate(b.id, inputs(small, alert('Tsunami Warning'))).level).toBe('extreme');
  });

  it('a Tsunami Advisory or a Flood Warning makes every beach at least high', () => {
    expect(rate(KAWELA, inputs(small, alert('Tsunami Advisory'))).level).toBe('high');
    expect(rate(KAWELA, inputs(small, alert('Flash Flood Warning'))).level).toBe('high');
  });

  it('alerts that do not concern the water leave the rating alone; expired alerts are ignored', () => {
    expect(rate(PIPELINE, inputs(small, alert('Wind Advisory'))).level).toBe('caution');
    expect(rate(PIPELINE, inputs(small, alert('High Surf Warning', -1))).level).toBe('caution');
  });

  it('two alerts: the higher floor wins, and both are named in a stable order', () => {
    const both: AlertsReading = {
      checkedAt: minutesAgo(3),
      alerts: [
        { event: 'Tsunami Warning', headline: '', expires: hoursFromNow(2) },
        { event: 'High Surf Advisory', headline: '', expires: hoursFromNow(8) },
      ],
    };
    const rating = rate(PIPELINE, inputs(small, both));
    expect(rating.level).toBe('extreme');
    expect(rating.reasons.slice(2).map((r) => r.text)).toEqual([
      'NWS High Surf Advisory until today 6 PM HST',
      'NWS Tsunami Warning until today 12 PM HST',
    ]);
  });

  it('an alert ending on another Hawaii day gives its date; one ending today says today', () => {
    expect(untilText(hoursFromNow(30), now)).toBe('until Wed, Nov 25, 4 PM HST');
    expect(untilText('2026-11-24T23:30:00Z', now)).toBe('until today 1:30 PM HST');
  });
});

describe('honest when blind', () => {
  it('no swell reading: unknown, and the page is told to ask the lifeguard', () => {
    const rating = rate(PIPELINE, inputs(null));
    expect(rating.level).toBe('unknown');
    expect(rating.reasons.map((r) => r.text)).toContain(NO_CURRENT_READING);
  });

  it('a reading older than the maximum age is no reading; one exactly at the limit still counts', () => {
    expect(rate(PIPELINE, inputs(swell(5, 16, NW, 181))).level).toBe('unknown');
    expect(rate(PIPELINE, inputs(swell(5, 16, NW, 180))).level).toBe('extreme');
    // The stale reading stays listed as a source, with its time, but gives no figure.
    const stale = rate(PIPELINE, inputs(swell(5, 16, NW, 600)));
    expect(stale.sources[0]).toEqual({ name: 'NDBC 51201 (Waimea buoy)', observedAt: minutesAgo(600) });
    expect(stale.reasons.map((r) => r.text).join(' ')).not.toMatch(/ft/);
  });

  it('a reading without a period cannot give a face: unknown', () => {
    expect(rate(PIPELINE, inputs(swell(3, null, NW))).level).toBe('unknown');
  });

  it('without a current alert check a low swell is unknown, a big one still high or extreme', () => {
    const staleAlerts: AlertsReading = { checkedAt: minutesAgo(500), alerts: [] };
    expect(rate(PIPELINE, inputs(swell(0.8, 9, NW), staleAlerts)).level).toBe('unknown');
    expect(rate(PIPELINE, inputs(swell(0.8, 9, NW), null)).reasons.map((r) => r.text)).toContain(
      'No current check of NWS alerts',
    );
    expect(rate(PIPELINE, inputs(swell(5, 16, NW), null)).level).toBe('extreme');
  });

  it('a warning in force with the buoys silent is still high: we know at least that', () => {
    const rating = rate(PIPELINE, inputs(null, alert('High Surf Warning')));
    expect(rating.level).toBe('high');
    expect(rating.reasons.map((r) => r.text)).toEqual([
      NO_CURRENT_READING,
      'NWS High Surf Warning until today 6 PM HST',
    ]);
  });

  it('a beach without an exposure profile is unknown', () => {
    expect(
      assessBeachHazard({ id: 50, name: 'New', exposure: null }, inputs(swell(1, 10, NW)), now).level,
    ).toBe('unknown');
  });
});

describe('the assessment stream: an event only when the rating or its reasons change', () => {
  const spec = deciderSpec(beachHazardDecider);
  const assess = (i: HazardInputs, at = now) =>
    ({ kind: 'AssessBeachHazard', beach: beach(PIPELINE), inputs: i, now: at }) as const;
  const assessed = (i: HazardInputs): BeachHazardAssessed =>
    beachHazardDecider.decide(assess(i), beachHazardDecider.initialState())[0]!;

  it('the first assessment is recorded with its inputs', () => {
    const event = assessed(inputs(swell(5, 16, NW)));
    expect(event.type).toBe('conditions.BeachHazardAssessed');
    expect(event.data).toMatchObject({ beachId: 1, level: 'extreme', assessedAt: now.toISOString() });
    expect(event.data.inputs).toMatchObject({ swell: swell(5, 16, NW), maxAgeMinutes: 180 });
    expect(event.data.inputs.exposure).toEqual(SEED_BEACH_EXPOSURES[PIPELINE]);
  });

  it('a newer reading with the same figures appends nothing', () => {
    spec
      .given([assessed(inputs(swell(5, 16, NW)))])
      .when(assess(inputs(swell(5, 16, NW, 1))))
      .then([]);
  });

  it('new figures with the same level append an event, since the reasons changed', () => {
    const first = assessed(inputs(swell(5, 16, NW)));
    const next = beachHazardDecider.decide(
      assess(inputs(swell(5.5, 16, NW))),
      beachHazardDecider.evolve(beachHazardDecider.initialState(), first),
    );
    expect(next).toHaveLength(1);
    expect(next[0]!.data.level).toBe('extreme');
  });

  it('a reading going stale turns the rating to unknown, as an event', () => {
    const first = assessed(inputs(swell(5, 16, NW)));
    const later = new Date(now.getTime() + 4 * 3600_000);
    const events = beachHazardDecider.decide(
      assess(inputs(swell(5, 16, NW)), later),
      beachHazardDecider.evolve(beachHazardDecider.initialState(), first),
    );
    expect(events[0]!.data.level).toBe('unknown');
  });
});

describe('a rise, for followers’ push alerts', () => {
  it('is a move up to high or extreme from a lower known level', () => {
    expect(isRise(null, 'high')).toBe(true);
    expect(isRise('caution', 'high')).toBe(true);
    expect(isRise('high', 'extreme')).toBe(true);
    expect(isRise('high', 'high')).toBe(false);
    expect(isRise('extreme', 'high')).toBe(false);
    expect(isRise('caution', 'caution')).toBe(false);
    expect(isRise(null, 'unknown')).toBe(false);
  });
});
