import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseNdbcTable, surfFromBuoy } from './ndbc.ts';
import { parseNwsAlerts, parseNwsObservation, parsePointsStationsUrl, parseStationIds } from './nws.ts';
import { parseOpenMeteo } from './open-meteo.ts';
import { parseTheBusArrivals, theBusTime } from './thebus.ts';
import { tideText } from '@nsg/domain/conditions/tides.ts';
import { parseTidePredictions } from './tides.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');
const json = (name: string) => JSON.parse(fixture(name)) as unknown;

describe('NDBC realtime2', () => {
  it('reads columns by header name, MM as missing, times in UTC', () => {
    const rows = parseNdbcTable(fixture('51201.txt'));
    expect(rows).toHaveLength(4);
    expect(rows[0]!.time.toISOString()).toBe('2026-11-22T03:26:00.000Z');
    expect(rows[0]!.values.WVHT).toBe('2.4');
    expect(rows[0]!.values.WSPD).toBeNull();
    expect(rows[2]!.values.WVHT).toBeNull();
  });

  it('columns in another order are still read by name', () => {
    const moved = '#YY MM DD hh mm WTMP WVHT DPD\n#yr mo dy hr mn degC m sec\n2026 11 22 03 00 25.0 1.5 12\n';
    expect(parseNdbcTable(moved)[0]!.values).toMatchObject({ WTMP: '25.0', WVHT: '1.5', DPD: '12' });
  });

  it('51201 with its spectral file becomes the surf entity', () => {
    const surf = surfFromBuoy('51201', fixture('51201.txt'), fixture('51201.spec'))!;
    expect(surf).toMatchObject({
      buoy: '51201',
      observedAt: '2026-11-22T03:26:00.000Z',
      waveHeightM: 2.4,
      dominantPeriodS: 15,
      meanDirectionDeg: 319,
      swellHeightM: 2.2,
      swellPeriodS: 14.8,
      swellDirection: 'NW',
      windWaveHeightM: 0.9,
      windWaveDirection: 'ENE',
      waterTempF: 78,
      tideFt: null,
      swell: 'NW 7.2 ft @ 15 s',
    });
    expect(surf.height).toBe(`${surf.heightMinFt}-${surf.heightMaxFt} ft`);
    expect(surf.heightMaxFt).toBe(11);
  });

  it('without a spectral file the significant height and dominant period stand in', () => {
    const surf = surfFromBuoy('51101', fixture('51101.txt'), null)!;
    expect(surf.swellHeightM).toBeNull();
    expect(surf.swell).toBe('NW 10.2 ft @ 16 s');
    expect(surf.heightMaxFt).toBeGreaterThan(11);
  });

  it('a buoy with no wave height gives nothing', () => {
    const header = fixture('51201.txt').split('\n').slice(0, 2).join('\n');
    const noWaves = `${header}\n2026 11 22 03 26  MM   MM   MM    MM    MM    MM  MM     MM    MM  25.6    MM   MM   MM    MM\n`;
    expect(surfFromBuoy('51201', noWaves, null)).toBeNull();
  });
});

describe('NWS', () => {
  it('points → stations → latest observation, km/h converted to mph', () => {
    expect(parsePointsStationsUrl(json('nws-points.json'))).toBe(
      'https://api.weather.gov/gridpoints/HFO/153,155/stations',
    );
    expect(parseStationIds(json('nws-stations.json'))).toEqual(['PHHI', 'PHNL']);
    expect(parseNwsObservation(json('nws-observation-latest.json'), 'PHHI')).toEqual({
      source: 'NWS PHHI',
      observedAt: '2026-11-22T02:56:00.000Z',
      condition: 'Partly Cloudy',
      temperatureF: 79,
      humidity: 65,
      windSpeedMph: 15,
      windDirection: 'ENE',
    });
  });

  it('an observation with null values is not used', () => {
    expect(parseNwsObservation(json('nws-observation-nulls.json'), 'PHHI')).toBeNull();
  });

  it('keeps null wind when only the wind is missing', () => {
    const body = json('nws-observation-latest.json') as { properties: Record<string, unknown> };
    body.properties.windSpeed = { unitCode: 'wmoUnit:km_h-1', value: null };
    body.properties.windDirection = { value: null };
    expect(parseNwsObservation(body, 'PHHI')).toMatchObject({ windSpeedMph: null, windDirection: null });
  });

  it('active alerts for HIZ007, those ended dropped', () => {
    const alerts = parseNwsAlerts(json('nws-alerts-hiz007.json'), new Date('2026-11-22T04:00:00Z'));
    expect(alerts.map((a) => a.event)).toEqual(['High Surf Advisory', 'Wind Advisory']);
    expect(alerts[0]).toMatchObject({ severity: 'Moderate', expires: '2026-11-24T04:00:00.000Z' });
    // What the NWS says and what it says to do, as it wrote them; an alert without them has none.
    expect(alerts[0]).toMatchObject({
      description:
        '* WHAT...Surf 15 to 20 feet along north facing shores.\n\n* WHERE...North facing shores of Oahu.',
      instruction: 'Remain out of the water due to dangerous surf conditions.',
    });
    expect(alerts[1]).toMatchObject({ description: null, instruction: null });
    expect(parseNwsAlerts(json('nws-alerts-hiz007.json'), new Date('2026-11-23T03:00:00Z'))).toHaveLength(1);
    expect(parseNwsAlerts(json('nws-alerts-none.json'), new Date())).toEqual([]);
    expect(() => parseNwsAlerts({ title: 'oops' }, new Date())).toThrow();
  });
});

describe('Open-Meteo fallback', () => {
  it('current conditions, local time to UTC, WMO code to text', () => {
    expect(parseOpenMeteo(json('open-meteo-current.json'))).toEqual({
      source: 'Open-Meteo',
      observedAt: '2026-11-22T03:00:00.000Z',
      condition: 'Light Rain',
      temperatureF: 78,
      humidity: 71,
      windSpeedMph: 17,
      windDirection: 'ENE',
    });
    expect(parseOpenMeteo({ current: { time: '2026-11-21T17:00' } })).toBeNull();
  });
});

describe('TheBus arrivals', () => {
  it('Honolulu times to UTC, cancelled trips dropped', () => {
    expect(theBusTime('11/21/2026', '5:34 PM')!.toISOString()).toBe('2026-11-22T03:34:00.000Z');
    expect(theBusTime('11/21/2026', '12:05 AM')!.toISOString()).toBe('2026-11-21T10:05:00.000Z');
    const arrivals = parseTheBusArrivals(json('thebus-arrivals.json'), 'Haleiwa');
    expect(arrivals).toEqual([
      {
        stopId: '4525',
        stopName: 'Haleiwa',
        route: '52',
        headsign: 'WAHIAWA - Circle Isle',
        arrivesAt: '2026-11-22T03:34:00.000Z',
      },
      {
        stopId: '4525',
        stopName: 'Haleiwa',
        route: '60',
        headsign: 'KANEOHE - Circle Isle',
        arrivesAt: '2026-11-22T03:52:00.000Z',
      },
    ]);
    expect(() => parseTheBusArrivals({ errorMessage: 'Invalid key' }, 'x')).toThrow('Invalid key');
  });
});

describe('NOAA CO-OPS tide predictions', () => {
  it('high and low tides in UTC, the next one as text in Honolulu time', () => {
    const predictions = parseTidePredictions(json('coops-tide-predictions.json'));
    expect(predictions[1]).toEqual({ time: '2026-11-22T05:12:00.000Z', heightFt: 1.712, type: 'H' });
    expect(tideText(predictions, new Date('2026-11-22T04:00:00Z'))).toBe('Rising, high 1.7 ft at 7:12 PM');
    expect(tideText(predictions, new Date('2026-11-22T06:00:00Z'))).toBe('Falling, low 0.1 ft at 2:30 AM');
    expect(tideText(predictions, new Date('2026-11-23T06:00:00Z'))).toBeNull();
    expect(() => parseTidePredictions({ error: { message: 'No data was found' } })).toThrow(
      'No data was found',
    );
  });
});
