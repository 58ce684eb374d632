import { describe, expect, it } from 'vitest';
import { SEED_BEACH_EXPOSURES } from '../catalog/seed/beach-exposures.ts';
import { translator } from '../i18n/translate.ts';
import { assessBeachHazard, type HazardInputs } from './beach-hazard.ts';
import { reasonIn, sourceNameIn, untilIn } from './hazard-text.ts';

const now = new Date('2026-11-24T20:00:00Z'); // 10 AM in Hawaii
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

const inputs = (directionDeg: number | null, alertExpires: string | null): HazardInputs => ({
  swell: {
    buoy: '51201',
    significantHeightM: 5,
    dominantPeriodS: 16,
    directionDeg,
    observedAt: minutesAgo(20),
  },
  alerts: {
    checkedAt: minutesAgo(3),
    alerts: alertExpires
      ? [{ event: 'High Surf Warning', headline: 'High Surf Warning', expires: alertExpires }]
      : [],
  },
  maxAgeMinutes: 90,
});
const beachWith = (id: number, exposure = SEED_BEACH_EXPOSURES[id]!) => ({
  id,
  name: `Beach ${id}`,
  exposure,
});

/** Every kind of reason the workers write: head-on and sheltered swell, alerts today and tomorrow, none. */
const assessments = [
  assessBeachHazard(beachWith(1), inputs(315, '2026-11-25T04:00:00Z'), now),
  assessBeachHazard(beachWith(8), inputs(315, '2026-11-26T04:00:00Z'), now),
  assessBeachHazard(beachWith(1), inputs(null, null), now),
  assessBeachHazard(
    { id: 99, name: 'New', exposure: null },
    { swell: null, alerts: null, maxAgeMinutes: 90 },
    now,
  ),
];

describe('hazard reasons in the visitor’s language', () => {
  it('in English, say exactly what the workers recorded', () => {
    const t = translator('en');
    const reasons = assessments.flatMap((assessment) => assessment.reasons);
    expect(reasons.every((reason) => reason.code)).toBe(true);
    for (const reason of reasons) expect(reasonIn(t, 'en', reason, now)).toBe(reason.text);
  });

  it('in Japanese, give metres beside feet, the official Japanese alert names and Hawaii time', () => {
    const t = translator('ja');
    const [swell, breaking, alert] = assessments[0]!.reasons.map((reason) => reasonIn(t, 'ja', reason, now));
    expect(swell).toBe('ワイメア湾のブイで北西からのうねり 5 m（16.4 ft）、周期 16 秒');
    expect(breaking).toBe(
      'ここでは約 6.8 m（22 ft）の波が崩れると予想され、このビーチの「極めて危険」の基準 3.7 m（12 ft）以上です',
    );
    expect(alert).toBe('米国立気象局（NWS）の高波警報：今日 18:00（ハワイ時間）まで');
    expect(untilIn(t, 'ja', '2026-11-26T04:00:00Z', now)).toBe('11月25日（水）18:00（ハワイ時間）まで');
    expect(sourceNameIn(t, 'NDBC 51201 (Waimea buoy)')).toBe('NDBC 51201（ワイメア湾のブイ）');
  });

  it('give every end time its Hawaii date, or say today, in both languages', () => {
    // Saturday 8:15 in Hawaii, about 30 hours after a Friday 2 AM.
    const friday = new Date('2026-11-27T12:00:00Z');
    const saturday = '2026-11-28T18:15:00Z';
    expect(untilIn(translator('en'), 'en', saturday, friday)).toBe('until Sat, Nov 28, 8:15 AM HST');
    expect(untilIn(translator('ja'), 'ja', saturday, friday)).toBe('11月28日（土）8:15（ハワイ時間）まで');
    const saturdayMorning = new Date('2026-11-28T16:00:00Z');
    expect(untilIn(translator('en'), 'en', saturday, saturdayMorning)).toBe('until today 8:15 AM HST');
    expect(untilIn(translator('ja'), 'ja', saturday, saturdayMorning)).toBe('今日 8:15（ハワイ時間）まで');
    // 11 PM in UTC is already the next day there, but still today in Hawaii.
    expect(untilIn(translator('en'), 'en', '2026-11-28T23:00:00Z', saturdayMorning)).toBe(
      'until today 1 PM HST',
    );
  });

  it('keep the recorded English for reasons from before they carried a code', () => {
    const old = { text: 'NW swell 12 ft at 16 s at the Waimea buoy', source: null };
    expect(reasonIn(translator('ja'), 'ja', old, now)).toBe(old.text);
  });
});
