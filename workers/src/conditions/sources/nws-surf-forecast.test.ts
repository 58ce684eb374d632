import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newestProductId, parseProduct, parseSurfZoneForecast } from './nws-surf-forecast.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/srf/${name}`, import.meta.url), 'utf8');
const parse = (name: string, issuedAt: string) => parseSurfZoneForecast(fixture(name), issuedAt);

describe('NWS Surf Zone Forecast for Oahu, real products (fixtures/srf/README.md names each source)', () => {
  it('reads the table layout of current issuances, Oahu only', () => {
    const outlook = parse('hfo-2026-07-02-1545.txt', '2026-07-03T01:45:00Z');
    expect(outlook).toEqual({
      office: 'HFO',
      issuedAt: '2026-07-03T01:45:00.000Z',
      issuedText: '345 PM HST Thu Jul 2 2026',
      northShore: [
        { label: 'Tonight PM', minFt: 0, maxFt: 2 },
        { label: 'Tonight AM', minFt: 0, maxFt: 2 },
        { label: 'Friday AM', minFt: 0, maxFt: 2 },
        { label: 'Friday PM', minFt: 1, maxFt: 3 },
      ],
      outlook: null,
    });
  });

  it('reads an upper-case sentence with "...then rise to"', () => {
    const outlook = parse('hfo-2010-09-27-0900.txt', '2010-09-27T19:08:00Z');
    expect(outlook!.issuedText).toBe('900 AM HST MON SEP 27 2010');
    expect(outlook!.northShore).toEqual([
      { label: 'Today', minFt: 10, maxFt: 14 },
      { label: 'Tonight and Tuesday', minFt: 14, maxFt: 18 },
    ]);
    expect(outlook!.outlook).toMatch(/^OUTLOOK THROUGH SUNDAY OCT 3: THE NEW NORTH NORTHWEST SWELL/);
    expect(outlook!.outlook).not.toMatch(/SURF HEIGHTS ARE FORECAST/);
  });

  it('reads "through tonight and ... Friday", with the other shores left alone', () => {
    const outlook = parse('hfo-2014-04-24-0300.txt', '2014-04-24T13:00:00Z');
    expect(outlook!.northShore).toEqual([
      { label: 'Through tonight', minFt: 10, maxFt: 14 },
      { label: 'Friday', minFt: 8, maxFt: 12 },
    ]);
    expect(outlook!.outlook).toMatch(/^Outlook through Wednesday April 30: a moderate northwest swell/);
  });

  it('reads "2 feet or less" as 0 to 2 feet, and a single period through a day', () => {
    expect(parse('hfo-2018-09-24-1510.txt', '2018-09-25T01:10:00Z')!.northShore).toEqual([
      { label: 'Through Tuesday', minFt: 0, maxFt: 2 },
    ]);
    expect(parse('hfo-2018-04-22-1613.txt', '2018-04-23T02:13:00Z')!.northShore).toEqual([
      { label: 'Through Monday', minFt: 8, maxFt: 10 },
    ]);
  });

  it('gives null, never a guess, for a product without an Oahu north-shore forecast', () => {
    expect(parseSurfZoneForecast('', '2026-07-03T01:45:00Z')).toBeNull();
    const kauaiOnly = fixture('hfo-2026-07-02-1545.txt').replace('Oahu-', 'Kauai-');
    expect(parseSurfZoneForecast(kauaiOnly, '2026-07-03T01:45:00Z')).toBeNull();
    const noNorth = fixture('hfo-2014-04-24-0300.txt').replace(/Surf along north facing shores.*\n/, '');
    expect(parseSurfZoneForecast(noNorth, '2014-04-24T13:00:00Z')).toBeNull();
  });

  it('the NWS API list gives the newest issuance, and the product its text', () => {
    expect(newestProductId(JSON.parse(fixture('products-srf-hfo.json')))).toBe(
      '3f8a6d2c-1b7e-4c55-9d1e-2a4b6c8d0e1f',
    );
    const product = parseProduct(JSON.parse(fixture('product-srf-hfo.json')));
    expect(product.issuanceTime).toBe('2014-04-24T13:00:00+00:00');
    expect(() => parseProduct({})).toThrow(/productText/);
    expect(() => newestProductId({})).toThrow(/@graph/);
  });
});
