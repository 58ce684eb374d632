import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { severityRank, weatherSeverity } from '../conditions/weather-severity.ts';
import { alertSettingsSchema, defaultAlertSettings, type AlertSettings } from './alert-settings.ts';
import {
  beachHazardAlerts,
  evaluateAlerts,
  honoluluMinuteOfDay,
  insideTimeWindow,
  surfAlert,
  type ConditionsSnapshot,
  type RisenBeach,
} from './alert-rules.ts';

const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const settingsArb: fc.Arbitrary<AlertSettings> = fc
  .record({
    weatherAlerts: fc.boolean(),
    surfAlerts: fc.boolean(),
    trafficAlerts: fc.boolean(),
    minSurfHeight: fc.integer({ min: 1, max: 20 }),
    maxSurfHeight: fc.integer({ min: 10, max: 30 }),
    weatherSeverity: fc.constantFrom('low' as const, 'medium' as const, 'high' as const),
    timeRange: fc.record({ start: time, end: time }),
    followedBeachIds: fc.uniqueArray(fc.integer({ min: 1, max: 9 }), { maxLength: 9 }),
    locale: fc.constant('en' as const),
  })
  .filter((s) => s.minSurfHeight <= s.maxSurfHeight);
const surfArb = fc.option(
  fc.integer({ min: 0, max: 40 }).map((max) => ({
    heightMaxFt: max,
    height: `${Math.max(0, max - 2)}-${max} ft`,
    officialEvent: null,
  })),
);
const weatherArb = fc.option(
  fc.record({
    condition: fc.constantFrom('Fair', 'Light Rain', 'Thunderstorm', 'Windy', 'Hurricane', 'Partly Cloudy'),
    windSpeedMph: fc.option(fc.integer({ min: 0, max: 80 })),
  }),
);
const conditionsArb: fc.Arbitrary<ConditionsSnapshot> = fc.record({
  surf: surfArb,
  weather: weatherArb,
  highway: fc.constant(null),
});
// 22:00 UTC is 12:00 in Honolulu.
const noonHonolulu = new Date('2026-11-22T22:00:00Z');

describe('alert rules (spec 000 §9)', () => {
  it('Honolulu time is UTC-10 all year', () => {
    expect(honoluluMinuteOfDay(new Date('2026-07-01T16:30:00Z'))).toBe(6 * 60 + 30);
    expect(honoluluMinuteOfDay(new Date('2026-01-01T05:00:00Z'))).toBe(19 * 60);
  });

  it('the default window is 06:00 to 22:00 Honolulu time, and windows may run past midnight', () => {
    const window = defaultAlertSettings.timeRange;
    expect(window).toEqual({ start: '06:00', end: '22:00' });
    expect(insideTimeWindow(window, new Date('2026-11-22T15:59:00Z'))).toBe(false); // 05:59
    expect(insideTimeWindow(window, new Date('2026-11-22T16:00:00Z'))).toBe(true); // 06:00
    expect(insideTimeWindow({ start: '22:00', end: '06:00' }, new Date('2026-11-22T12:00:00Z'))).toBe(true);
    expect(insideTimeWindow({ start: '22:00', end: '06:00' }, noonHonolulu)).toBe(false);
  });

  it('surf at or above the maximum is a HIGH SURF WARNING; at or above the minimum GOOD SURF CONDITIONS', () => {
    const settings = { ...defaultAlertSettings, weatherAlerts: false };
    const at = (max: number) =>
      evaluateAlerts(
        settings,
        { surf: { heightMaxFt: max, height: `x-${max}`, officialEvent: null }, weather: null, highway: null },
        noonHonolulu,
      ).map((a) => a.title);
    expect(at(2)).toEqual([]);
    expect(at(3)).toEqual(['GOOD SURF CONDITIONS']);
    expect(at(14)).toEqual(['GOOD SURF CONDITIONS']);
    expect(at(15)).toEqual(['HIGH SURF WARNING']);
  });

  it('an NWS High Surf Advisory raises the alert whatever the buoy says', () => {
    const alerts = evaluateAlerts(
      defaultAlertSettings,
      {
        surf: { heightMaxFt: 2, height: '1-2 ft', officialEvent: 'High Surf Advisory' },
        weather: null,
        highway: null,
      },
      noonHonolulu,
    );
    expect(alerts.map((a) => a.title)).toEqual(['HIGH SURF WARNING']);
  });

  it('property: no alert outside the time window, none of a disabled type', () => {
    fc.assert(
      fc.property(
        settingsArb,
        conditionsArb,
        fc.date({ noInvalidDate: true }),
        (settings, conditions, now) => {
          const alerts = evaluateAlerts(settings, conditions, now);
          if (!insideTimeWindow(settings.timeRange, now)) expect(alerts).toEqual([]);
          if (!settings.surfAlerts) expect(alerts.some((a) => a.type === 'surf')).toBe(false);
          if (!settings.weatherAlerts) expect(alerts.some((a) => a.type === 'weather')).toBe(false);
          expect(new Set(alerts.map((a) => a.key)).size).toBe(alerts.length);
        },
      ),
    );
  });

  it('property: surf alerts follow min and max exactly', () => {
    fc.assert(
      fc.property(settingsArb, fc.integer({ min: 0, max: 40 }), (settings, max) => {
        const on = { ...settings, surfAlerts: true, timeRange: { start: '00:00', end: '23:59' } };
        const surf = { heightMaxFt: max, height: `${max} ft`, officialEvent: null };
        const titles = evaluateAlerts(on, { surf, weather: null, highway: null }, noonHonolulu)
          .filter((a) => a.type === 'surf')
          .map((a) => a.title);
        const expected =
          max >= on.maxSurfHeight
            ? ['HIGH SURF WARNING']
            : max >= on.minSurfHeight
              ? ['GOOD SURF CONDITIONS']
              : [];
        expect(titles).toEqual(expected);
      }),
    );
  });

  it('property: the same conditions give the same keys (so dedupe sends nothing twice)', () => {
    fc.assert(
      fc.property(settingsArb, conditionsArb, (settings, conditions) => {
        const first = evaluateAlerts(settings, conditions, noonHonolulu).map((a) => a.key);
        const second = evaluateAlerts(settings, structuredClone(conditions), noonHonolulu).map((a) => a.key);
        expect(second).toEqual(first);
      }),
    );
  });

  it('property: weather alerts only at or above the chosen severity, never for low', () => {
    fc.assert(
      fc.property(settingsArb, weatherArb, (settings, weather) => {
        const on = { ...settings, weatherAlerts: true, timeRange: { start: '00:00', end: '23:59' } };
        const alert = evaluateAlerts(on, { surf: null, weather, highway: null }, noonHonolulu).find(
          (a) => a.type === 'weather',
        );
        if (!weather) {
          expect(alert).toBeUndefined();
          return;
        }
        const severity = weatherSeverity(weather.condition, weather.windSpeedMph);
        const expected = severity !== 'low' && severityRank(severity) >= severityRank(on.weatherSeverity);
        expect(alert !== undefined).toBe(expected);
        if (on.weatherSeverity === 'high' && alert) expect(alert.title).toBe('SEVERE WEATHER ALERT');
        if (alert) expect(alert.body).toContain(weather.condition);
      }),
    );
  });

  it('traffic alerts only when enabled and the highway is slow', () => {
    const highway = { entryId: 'e1', status: 'Heavy', totalDelay: 25, kamHwy: 'Slow at Haleiwa' };
    const on = { ...defaultAlertSettings, trafficAlerts: true };
    expect(
      evaluateAlerts(defaultAlertSettings, { surf: null, weather: null, highway }, noonHonolulu),
    ).toEqual([]);
    expect(evaluateAlerts(on, { surf: null, weather: null, highway }, noonHonolulu)[0]?.title).toBe(
      'TRAFFIC ALERT',
    );
    const light = { ...highway, status: 'Light', totalDelay: 2 };
    expect(evaluateAlerts(on, { surf: null, weather: null, highway: light }, noonHonolulu)).toEqual([]);
  });

  it('settings: defaults and ranges of spec 000 §5 and §9', () => {
    expect(defaultAlertSettings).toMatchObject({
      weatherAlerts: true,
      surfAlerts: true,
      trafficAlerts: false,
      minSurfHeight: 3,
      maxSurfHeight: 15,
      weatherSeverity: 'medium',
    });
    expect(alertSettingsSchema.safeParse({ minSurfHeight: 0 }).success).toBe(false);
    expect(alertSettingsSchema.safeParse({ maxSurfHeight: 31 }).success).toBe(false);
    expect(alertSettingsSchema.safeParse({ minSurfHeight: 20, maxSurfHeight: 10 }).success).toBe(false);
    expect(alertSettingsSchema.safeParse({ timeRange: { start: '24:00', end: '06:00' } }).success).toBe(
      false,
    );
  });
});

describe('alerts for the beaches a visitor follows', () => {
  const now = new Date('2026-11-24T22:00:00Z'); // noon in Hawaii
  const pipeline: RisenBeach = {
    beachId: 1,
    beachName: 'Banzai Pipeline',
    level: 'extreme' as const,
    riseEventId: 'rise-1',
    reasons: [
      {
        text: 'NW swell 16.4 ft at 16 s at the Waimea buoy',
        source: 'NDBC 51201 (Waimea buoy)',
        code: 'swell',
        values: { from: 'NW', heightFt: 16.4, heightM: 5, periodS: 16, buoy: '51201' },
      },
      {
        text: 'NWS High Surf Warning until today 6 PM HST',
        source: null,
        code: 'alert',
        values: { event: 'High Surf Warning', expires: '2026-11-25T04:00:00Z' },
      },
    ],
  };
  const following = { ...defaultAlertSettings, followedBeachIds: [1] };

  it('a followed beach that rose is announced, keyed by its rise so it is sent once per rise', () => {
    expect(beachHazardAlerts(following, [pipeline], now)).toEqual([
      {
        key: 'beach-hazard:1:rise-1',
        type: 'beach-hazard',
        title: 'EXTREME HAZARD: Banzai Pipeline',
        body: 'NW swell 16.4 ft at 16 s at the Waimea buoy. NWS High Surf Warning until today 6 PM HST',
        url: '/beach/1',
      },
    ]);
    expect(beachHazardAlerts(following, [{ ...pipeline, riseEventId: 'rise-2' }], now)[0]!.key).toBe(
      'beach-hazard:1:rise-2',
    );
  });

  it('is written in the language the visitor subscribed in', () => {
    const [alert] = beachHazardAlerts({ ...following, locale: 'ja' }, [pipeline], now);
    expect(alert).toMatchObject({
      title: '極めて危険：Banzai Pipeline',
      body: 'ワイメア湾のブイで北西からのうねり 5 m（16.4 ft）、周期 16 秒。米国立気象局（NWS）の高波警報：今日 18:00（ハワイ時間）まで',
    });
    const surf = { heightMaxFt: 20, height: '15-20 ft', officialEvent: 'High Surf Warning' };
    expect(surfAlert({ ...defaultAlertSettings, locale: 'ja' }, surf)).toMatchObject({
      title: '高波情報',
      body: '高波警報がノースショアに発表されています。波の高さ 15-20 ft（最大 約 6.1 m）。',
    });
    expect(surfAlert(defaultAlertSettings, surf)?.body).toBe(
      'High Surf Warning in force on the North Shore. Surf 15-20 ft.',
    );
  });

  it('beaches not followed, or surf alerts off, send nothing', () => {
    expect(beachHazardAlerts(defaultAlertSettings, [pipeline], now)).toEqual([]);
    expect(beachHazardAlerts({ ...following, surfAlerts: false }, [pipeline], now)).toEqual([]);
  });

  it('old settings without followed beaches still parse, with none followed', () => {
    const { followedBeachIds: _, ...old } = defaultAlertSettings;
    expect(alertSettingsSchema.parse(old).followedBeachIds).toEqual([]);
  });
});
