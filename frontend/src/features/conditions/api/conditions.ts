import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { LIVE_RETRIES, liveRetryDelay } from '../weather-severity.ts';

export interface Weather {
  temperature: number;
  condition: string;
  humidity: number;
  windSpeed: number | null;
  windDirection: string | null;
  sunrise: string;
  sunset: string;
  source: string;
  updatedAt: string;
  ageMinutes: number;
}

export interface Surf {
  height: string;
  heightMinFt: number;
  heightMaxFt: number;
  quality: string;
  swell: string;
  tide: string;
  visibility: string;
  windSpeed: number | null;
  windDirection: string | null;
  temperature: number | null;
  dataSource: string;
  officialAlert: null | OfficialAlert;
  updatedAt: string;
  ageMinutes: number;
}

export interface BusArrival {
  stopId: string;
  stopName: string;
  route: string;
  headsign: string;
  arrivesAt: string;
  minutes: number;
}

export interface Traffic {
  status: string;
  kamHwy: string | null;
  h2: string | null;
  totalDelay: number | null;
  lastTravelTime: string | null;
  highwayUpdatedAt: string | null;
  highwayEnteredBy: string | null;
  busArrivals: BusArrival[];
  busUpdatedAt: string | null;
  updatedAt: string;
}

/** An NWS alert in force: `expires` is when it ends; the texts are the NWS's own English, when it sent them. */
export interface OfficialAlert {
  event: string;
  headline: string;
  expires: string;
  description: string | null;
  instruction: string | null;
}

export interface WeatherAlert extends OfficialAlert {
  id: string;
  severity: string;
}

const MINUTE = 60_000;
const live = { retry: LIVE_RETRIES, retryDelay: liveRetryDelay, staleTime: 30_000 };

export const weatherQueryOptions = () =>
  queryOptions({
    queryKey: ['conditions', 'weather'],
    queryFn: () => apiFetch<Weather>('/api/weather'),
    refetchInterval: MINUTE,
    ...live,
  });

/** Cards poll every minute; the surf alert and beach lists every 5 minutes. */
export const surfQueryOptions = (every: 'card' | 'list' = 'card') =>
  queryOptions({
    queryKey: ['conditions', 'surf'],
    queryFn: () => apiFetch<Surf>('/api/surf'),
    refetchInterval: every === 'card' ? MINUTE : 5 * MINUTE,
    ...live,
  });

export const trafficQueryOptions = () =>
  queryOptions({
    queryKey: ['conditions', 'traffic'],
    queryFn: () => apiFetch<Traffic>('/api/traffic'),
    refetchInterval: MINUTE,
    ...live,
  });

export const alertsQueryOptions = () =>
  queryOptions({
    queryKey: ['conditions', 'alerts'],
    queryFn: () => apiFetch<{ alerts: WeatherAlert[] }>('/api/alerts'),
    refetchInterval: 5 * MINUTE,
    retry: 1,
  });

/** The NWS Surf Zone Forecast for Oahu: north-shore heights by period, issued twice a day. */
export interface SurfOutlook {
  source: string;
  issuedAt: string;
  issuedText: string;
  ageMinutes: number;
  northShore: { label: string; minFt: number; maxFt: number }[];
  outlook: string | null;
}

export const surfOutlookQueryOptions = () =>
  queryOptions({
    queryKey: ['conditions', 'surf-outlook'],
    queryFn: () => apiFetch<SurfOutlook>('/api/surf-outlook'),
    refetchInterval: 30 * MINUTE,
    ...live,
  });
