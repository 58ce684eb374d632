import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordObservation } from '@nsg/projections/conditions/conditions-queries.ts';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let adminCookie: string;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const surfData = {
  buoy: '51201',
  heightMinFt: 8,
  heightMaxFt: 11,
  height: '8-11 ft',
  swell: 'NW 7.2 ft @ 15 s',
  dominantPeriodS: 15,
  swellPeriodS: 14.8,
  waterTempF: 78,
  tideFt: null,
  visibilityNmi: null,
};

beforeAll(async () => {
  t = await startTestApp({ env: { CONDITIONS_MAX_AGE_MINUTES: '120', HIGHWAY_STATUS_TTL_MINUTES: '60' } });
  adminCookie = await loginCookie(t.app, t.admin.email, t.admin.password);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('live conditions', () => {
  it('says unavailable while there is no observation', async () => {
    for (const [url, message] of [
      ['/api/weather', 'Weather data unavailable'],
      ['/api/surf', 'Surf data unavailable'],
      ['/api/traffic', 'Traffic data unavailable'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: 'Service Unavailable', code: 'service_unavailable', message });
    }
    expect((await get('/api/alerts')).json()).toEqual({ alerts: [] });
  });

  it('answers the latest weather with its source, age and local sun times', async () => {
    await recordObservation(t.deps.db, {
      kind: 'weather',
      source: 'Open-Meteo',
      observedAt: minutesAgo(50),
      data: {
        condition: 'Light Rain',
        temperatureF: 77,
        humidity: 70,
        windSpeedMph: 16,
        windDirection: 'NE',
      },
    });
    const observedAt = minutesAgo(20);
    await recordObservation(t.deps.db, {
      kind: 'weather',
      source: 'NWS PHHI',
      observedAt,
      data: {
        condition: 'Partly Cloudy',
        temperatureF: 79,
        humidity: 65,
        windSpeedMph: 15,
        windDirection: 'ENE',
      },
    });
    const response = await get('/api/weather');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      temperature: 79,
      condition: 'Partly Cloudy',
      humidity: 65,
      windSpeed: 15,
      windDirection: 'ENE',
      source: 'NWS PHHI',
      updatedAt: observedAt.toISOString(),
      ageMinutes: 20,
    });
    // Honolulu sunrise is between 05:45 and 07:15 local (15:45–17:15 UTC) all year.
    const sunrise = new Date(body.sunrise);
    const minutes = sunrise.getUTCHours() * 60 + sunrise.getUTCMinutes();
    expect(minutes).toBeGreaterThan(15 * 60 + 45);
    expect(minutes).toBeLessThan(17 * 60 + 15);
    expect(new Date(body.sunset).getTime()).toBeGreaterThan(sunrise.getTime());
  });

  it('surf takes its wind from the weather, and an NWS High Surf Advisory raises the quality', async () => {
    await recordObservation(t.deps.db, {
      kind: 'surf',
      source: 'NDBC 51201',
      observedAt: minutesAgo(10),
      data: { ...surfData, heightMaxFt: 5, heightMinFt: 4, height: '4-5 ft' },
    });
    let body = (await get('/api/surf')).json();
    expect(body).toMatchObject({
      height: '4-5 ft',
      heightMinFt: 4,
      heightMaxFt: 5,
      quality: 'Good Conditions',
      swell: 'NW 7.2 ft @ 15 s',
      tide: 'Not reported',
      visibility: 'Not reported',
      windSpeed: 15,
      windDirection: 'ENE',
      temperature: 78,
      dataSource: 'NOAA National Data Buoy Center, buoy 51201',
      officialAlert: null,
      ageMinutes: 10,
    });
    const expires = new Date(Date.now() + 3600_000).toISOString();
    await recordObservation(t.deps.db, {
      kind: 'alerts',
      source: 'NWS HIZ007',
      observedAt: minutesAgo(1),
      data: {
        alerts: [
          {
            id: 'a1',
            event: 'High Surf Advisory',
            headline: 'High Surf Advisory until 6 PM',
            severity: 'Moderate',
            expires,
          },
          {
            id: 'a2',
            event: 'Wind Advisory',
            headline: 'Wind',
            severity: 'Minor',
            expires: minutesAgo(5).toISOString(),
          },
        ],
      },
    });
    const inTwoHours = new Date(Date.now() + 2 * 3600_000);
    await recordObservation(t.deps.db, {
      kind: 'tide',
      source: 'NOAA CO-OPS 1612340',
      observedAt: minutesAgo(5),
      data: { predictions: [{ time: inTwoHours.toISOString(), heightFt: 1.71, type: 'H' }] },
    });
    const hawaiiTime = inTwoHours.toLocaleTimeString('en-US', {
      timeZone: 'Pacific/Honolulu',
      hour: 'numeric',
      minute: '2-digit',
    });
    body = (await get('/api/surf')).json();
    expect(body.quality).toBe('High Surf');
    expect(body.tide).toBe(`Rising, high 1.7 ft at ${hawaiiTime}`);
    // Alerts checked before their texts were kept answer without them.
    expect(body.officialAlert).toEqual({
      event: 'High Surf Advisory',
      headline: 'High Surf Advisory until 6 PM',
      expires,
      description: null,
      instruction: null,
    });
    expect((await get('/api/alerts')).json()).toEqual({
      alerts: [
        {
          id: 'a1',
          event: 'High Surf Advisory',
          headline: 'High Surf Advisory until 6 PM',
          severity: 'Moderate',
          expires,
          description: null,
          instruction: null,
        },
      ],
    });
    const description = '* WHAT...Surf 25 to 30 feet along north facing shores.';
    const instruction = 'Stay off exposed shorelines.';
    await recordObservation(t.deps.db, {
      kind: 'alerts',
      source: 'NWS HIZ007',
      observedAt: new Date(),
      data: {
        alerts: [
          {
            id: 'a3',
            event: 'High Surf Warning',
            headline: 'High Surf Warning',
            severity: 'Severe',
            expires,
            description,
            instruction,
          },
        ],
      },
    });
    expect((await get('/api/surf')).json().officialAlert).toMatchObject({ description, instruction });
    expect((await get('/api/alerts')).json().alerts[0]).toMatchObject({ description, instruction });
  });

  it('an observation older than the maximum age is unavailable', async () => {
    const { app, deps, close } = await startTestApp({ env: { CONDITIONS_MAX_AGE_MINUTES: '30' } });
    try {
      await recordObservation(deps.db, {
        kind: 'surf',
        source: 'NDBC 51201',
        observedAt: minutesAgo(31),
        data: surfData,
      });
      expect((await app.inject({ method: 'GET', url: '/api/surf' })).statusCode).toBe(503);
      await recordObservation(deps.db, {
        kind: 'surf',
        source: 'NDBC 51101',
        observedAt: minutesAgo(29),
        data: surfData,
      });
      const body = (await app.inject({ method: 'GET', url: '/api/surf' })).json();
      expect(body.dataSource).toBe('NOAA National Data Buoy Center, buoy 51101');
      expect(body.ageMinutes).toBe(29);
    } finally {
      await close();
    }
  });

  it('highway status is an admin command with who and when, and expires', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/traffic',
      payload: { status: 'Heavy' },
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/traffic',
      headers: { cookie: adminCookie },
      payload: { status: '', totalDelay: -3 },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors)).toEqual(expect.arrayContaining(['status', 'totalDelay']));

    const entered = await t.app.inject({
      method: 'POST',
      url: '/api/admin/traffic',
      headers: { cookie: adminCookie },
      payload: {
        status: 'Heavy',
        kamHwy: 'Slow from Haleiwa to Waimea',
        h2: 'Clear',
        totalDelay: 20,
        lastTravelTime: '45 min',
      },
    });
    expect(entered.statusCode).toBe(201);
    const expiresAt = new Date(entered.json().expiresAt).getTime();
    expect(expiresAt - Date.now()).toBeGreaterThan(59 * 60_000);
    await t.settle();
    const traffic = (await get('/api/traffic')).json();
    expect(traffic).toMatchObject({
      status: 'Heavy',
      kamHwy: 'Slow from Haleiwa to Waimea',
      h2: 'Clear',
      totalDelay: 20,
      lastTravelTime: '45 min',
      highwayEnteredBy: expect.any(String),
      busArrivals: [],
      busUpdatedAt: null,
    });
    const events = await t.deps.store.readStream('highway-status');
    expect(events.at(-1)!.metadata.actor).toMatch(/^admin:/);

    // Expired entries are no longer current.
    await t.deps.db
      .updateTable('highway_status')
      .set({ expires_at: minutesAgo(1) })
      .execute();
    expect((await get('/api/traffic')).statusCode).toBe(503);
  });

  it('bus arrivals alone make a traffic answer without highway figures', async () => {
    const soon = new Date(Date.now() + 12 * 60_000 + 10_000).toISOString();
    await recordObservation(t.deps.db, {
      kind: 'bus',
      source: 'TheBus',
      observedAt: minutesAgo(0),
      data: {
        arrivals: [
          { stopId: '4525', stopName: 'Haleiwa', route: '52', headsign: 'WAHIAWA', arrivesAt: soon },
        ],
      },
    });
    const traffic = (await get('/api/traffic')).json();
    expect(traffic).toMatchObject({
      status: 'Highway status unavailable',
      kamHwy: null,
      h2: null,
      totalDelay: null,
      highwayUpdatedAt: null,
      busArrivals: [
        {
          stopId: '4525',
          stopName: 'Haleiwa',
          route: '52',
          headsign: 'WAHIAWA',
          arrivesAt: soon,
          minutes: 12,
        },
      ],
    });
  });
});

describe('north-shore surf outlook (NWS Surf Zone Forecast)', () => {
  const outlook = {
    office: 'HFO',
    issuedText: '300 AM HST THU APR 24 2014',
    northShore: [
      { label: 'Through tonight', minFt: 10, maxFt: 14 },
      { label: 'Friday', minFt: 8, maxFt: 12 },
    ],
    outlook: 'Outlook through Wednesday April 30: a moderate northwest swell will diminish.',
  };

  it('answers the newest issuance with its time and age, or unavailable once it is older than 36 h', async () => {
    await recordObservation(t.deps.db, {
      kind: 'surf-outlook',
      source: 'NWS SRF HFO',
      observedAt: minutesAgo(37 * 60),
      data: outlook,
    });
    const stale = await get('/api/surf-outlook');
    expect(stale.statusCode).toBe(503);
    expect(stale.json().message).toBe('Surf outlook unavailable');

    await recordObservation(t.deps.db, {
      kind: 'surf-outlook',
      source: 'NWS SRF HFO',
      observedAt: minutesAgo(90),
      data: outlook,
    });
    const fresh = await get('/api/surf-outlook');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({
      issuedText: '300 AM HST THU APR 24 2014',
      ageMinutes: 90,
      northShore: outlook.northShore,
      outlook: outlook.outlook,
    });
  });
});
