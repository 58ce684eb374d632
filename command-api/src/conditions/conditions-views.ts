import { getTimes } from 'suncalc';
import { z } from 'zod';
import { surfQuality } from '@nsg/domain/conditions/surf-rules.ts';

/** Reference point of spec 000 §9 for sun times. */
const SUN_REFERENCE = { latitude: 21.6641, longitude: -158.0539 };
const HONOLULU_OFFSET_MS = 10 * 60 * 60_000;

/** Sunrise and sunset of the current Honolulu day, computed locally. */
export function sunTimes(now: Date): { sunrise: string; sunset: string } {
  const local = new Date(now.getTime() - HONOLULU_OFFSET_MS);
  // Noon in Honolulu (22:00 UTC) picks the right day for suncalc.
  const noon = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), 22));
  const times = getTimes(noon, SUN_REFERENCE.latitude, SUN_REFERENCE.longitude);
  return { sunrise: times.sunrise!.toISOString(), sunset: times.sunset!.toISOString() };
}

export const ageMinutes = (observedAt: Date, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - observedAt.getTime()) / 60_000));

export const isFresh = (observedAt: Date, now: Date, maxAgeMinutes: number) =>
  now.getTime() - observedAt.getTime() <= maxAgeMinutes * 60_000;

interface StoredSurf {
  heightMinFt: number;
  heightMaxFt: number;
  height: string;
  swell: string;
  dominantPeriodS: number | null;
  swellPeriodS: number | null;
  waterTempF: number | null;
  tideFt: number | null;
  visibilityNmi: number | null;
}

export function surfView(
  surf: StoredSurf,
  source: string,
  officialAlert: OfficialAlertView | null,
  wind: { windSpeed: number | null; windDirection: string | null },
  predictedTide: string | null = null,
) {
  const highSurfInForce = officialAlert !== null && /High Surf (Advisory|Warning)/.test(officialAlert.event);
  const period = surf.swellPeriodS ?? surf.dominantPeriodS ?? 0;
  return {
    height: surf.height,
    heightMinFt: surf.heightMinFt,
    heightMaxFt: surf.heightMaxFt,
    quality: surfQuality(surf.heightMaxFt, period, highSurfInForce),
    swell: surf.swell,
    // The buoys seldom report tide or visibility: tide comes from NOAA predictions, else we say so.
    tide:
      surf.tideFt !== null
        ? `${surf.tideFt >= 0 ? '+' : ''}${surf.tideFt.toFixed(1)} ft`
        : (predictedTide ?? 'Not reported'),
    visibility: surf.visibilityNmi === null ? 'Not reported' : `${surf.visibilityNmi} nmi`,
    windSpeed: wind.windSpeed,
    windDirection: wind.windDirection,
    temperature: surf.waterTempF,
    dataSource: `NOAA National Data Buoy Center, buoy ${source.replace(/^NDBC /, '')}`,
    officialAlert,
  };
}

/** What the live-conditions routes answer, for the OpenAPI document and the serializer. */
const age = {
  updatedAt: z.string().describe('When the source observed it'),
  ageMinutes: z.number().int().describe('Minutes since then, at the time of the answer'),
};
export const weatherAnswer = z.object({
  temperature: z.number().describe('°F'),
  condition: z.string(),
  humidity: z.number().nullable(),
  windSpeed: z.number().nullable().describe('mph'),
  windDirection: z.string().nullable(),
  sunrise: z.string(),
  sunset: z.string(),
  source: z.string(),
  ...age,
});
const officialAlert = z.object({
  event: z.string(),
  headline: z.string(),
  expires: z.string().describe('When it ends (the NWS `ends`, else `expires`)'),
  description: z.string().nullable().describe('What the NWS expects, where and when, in its own English'),
  instruction: z.string().nullable().describe('What the NWS says to do, in its own English'),
});
export type OfficialAlertView = z.infer<typeof officialAlert>;
export const surfAnswer = z.object({
  height: z.string(),
  heightMinFt: z.number(),
  heightMaxFt: z.number(),
  quality: z.string(),
  swell: z.string(),
  tide: z.string(),
  visibility: z.string(),
  windSpeed: z.number().nullable(),
  windDirection: z.string().nullable(),
  temperature: z.number().nullable().describe('Water, °F'),
  dataSource: z.string(),
  officialAlert: officialAlert.nullable(),
  ...age,
});
export const surfOutlookAnswer = z.object({
  source: z.string(),
  issuedAt: z.string(),
  issuedText: z.string(),
  ageMinutes: z.number().int(),
  northShore: z.array(z.object({ label: z.string(), minFt: z.number(), maxFt: z.number() })),
  outlook: z.string().nullable(),
});
export const alertsAnswer = z.object({
  alerts: z.array(officialAlert.extend({ id: z.string(), severity: z.string() })),
});
export const trafficAnswer = z.object({
  status: z.string(),
  kamHwy: z.string().nullable(),
  h2: z.string().nullable(),
  totalDelay: z.number().nullable().describe('Minutes'),
  lastTravelTime: z.string().nullable(),
  highwayUpdatedAt: z.string().nullable(),
  highwayEnteredBy: z.string().nullable(),
  busArrivals: z.array(
    z.object({
      stopId: z.string(),
      stopName: z.string(),
      route: z.string(),
      headsign: z.string(),
      arrivesAt: z.string(),
      minutes: z.number().int(),
    }),
  ),
  busUpdatedAt: z.string().nullable(),
  updatedAt: z.string(),
});
