import type { Config } from '@nsg/platform/config.ts';
import type { Logger } from '@nsg/platform/logger.ts';
import { fetchJson, fetchText, type FetchOptions } from './sources/http.ts';
import { surfFromBuoy, type SurfObservation } from './sources/ndbc.ts';
import {
  parseNwsAlerts,
  parseNwsObservation,
  parsePointsStationsUrl,
  parseStationIds,
  type OfficialAlert,
  type WeatherObservation,
} from './sources/nws.ts';
import { newestProductId, parseProduct, parseSurfZoneForecast } from './sources/nws-surf-forecast.ts';
import { openMeteoQuery, parseOpenMeteo } from './sources/open-meteo.ts';
import { parseTheBusArrivals, type BusArrival } from './sources/thebus.ts';
import { parseTidePredictions } from './sources/tides.ts';

/** Reference point of spec 000 §9 (Waimea / Haleiwa), used for weather and sun times. */
export const REFERENCE_POINT = { latitude: 21.6641, longitude: -158.0539 };
/** Waimea Bay first; north-west of Kauai gives hours of warning of north-west swells. */
export const SURF_BUOYS = ['51201', '51101'] as const;
export const ALERT_ZONE = 'HIZ007';
const NWS_STATIONS_TRIED = 3;

export type SourcesConfig = Pick<
  Config,
  | 'NDBC_BASE_URL'
  | 'NWS_BASE_URL'
  | 'NWS_USER_AGENT'
  | 'OPEN_METEO_BASE_URL'
  | 'OPEN_METEO_API_KEY'
  | 'THEBUS_BASE_URL'
  | 'THEBUS_API_KEY'
  | 'THEBUS_STOPS'
  | 'CONDITIONS_FETCH_TIMEOUT_MS'
  | 'CONDITIONS_MAX_AGE_MINUTES'
  | 'COOPS_BASE_URL'
  | 'TIDE_STATION'
>;

const options = (config: SourcesConfig): FetchOptions => ({
  timeoutMs: config.CONDITIONS_FETCH_TIMEOUT_MS,
  userAgent: config.NWS_USER_AGENT,
});
const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** Tries each source in order; the first that gives a value wins, failures are logged and passed over. */
async function firstOf<T>(
  logger: Logger,
  what: string,
  attempts: [string, () => Promise<T | null>][],
): Promise<T | null> {
  for (const [source, attempt] of attempts) {
    try {
      const value = await attempt();
      if (value !== null) return value;
      logger.warn(`${what}: ${source} gave no usable value`);
    } catch (error) {
      logger.warn(`${what}: ${source} failed`, { error: String(error) });
    }
  }
  return null;
}

export async function fetchSurf(config: SourcesConfig, logger: Logger): Promise<SurfObservation | null> {
  const base = trimSlash(config.NDBC_BASE_URL);
  return firstOf(
    logger,
    'surf',
    SURF_BUOYS.map((buoy) => [
      `NDBC ${buoy}`,
      async () => {
        const txt = await fetchText(`${base}/${buoy}.txt`, options(config));
        // The spectral file refines the swell; without it the standard file still gives the surf.
        const spec = await fetchText(`${base}/${buoy}.spec`, options(config)).catch(() => null);
        return surfFromBuoy(buoy, txt, spec);
      },
    ]),
  );
}

export async function fetchNwsWeather(config: SourcesConfig): Promise<WeatherObservation | null> {
  const base = trimSlash(config.NWS_BASE_URL);
  const { latitude, longitude } = REFERENCE_POINT;
  const points = await fetchJson(`${base}/points/${latitude},${longitude}`, options(config));
  const stationsUrl = parsePointsStationsUrl(points);
  // The points answer names the stations list by its public address; ask our configured base for it.
  const stationsPath = new URL(stationsUrl).pathname;
  const stations = parseStationIds(await fetchJson(`${base}${stationsPath}`, options(config)));
  for (const station of stations.slice(0, NWS_STATIONS_TRIED)) {
    const latest = await fetchJson(`${base}/stations/${station}/observations/latest`, options(config)).catch(
      () => null,
    );
    const observation = latest === null ? null : parseNwsObservation(latest, station);
    if (observation) return observation;
  }
  return null;
}

export async function fetchOpenMeteoWeather(config: SourcesConfig): Promise<WeatherObservation | null> {
  const { latitude, longitude } = REFERENCE_POINT;
  const key = config.OPEN_METEO_API_KEY ? `&apikey=${encodeURIComponent(config.OPEN_METEO_API_KEY)}` : '';
  const url = `${trimSlash(config.OPEN_METEO_BASE_URL)}/v1/forecast?latitude=${latitude}&longitude=${longitude}&${openMeteoQuery}${key}`;
  return parseOpenMeteo(await fetchJson(url, options(config)));
}

/** NWS first (the official source); Open-Meteo when NWS fails or reports nothing usable. */
export function fetchWeather(config: SourcesConfig, logger: Logger): Promise<WeatherObservation | null> {
  return firstOf(logger, 'weather', [
    ['NWS', () => fetchNwsWeather(config)],
    ['Open-Meteo', () => fetchOpenMeteoWeather(config)],
  ]);
}

export async function fetchAlerts(config: SourcesConfig, now: Date): Promise<OfficialAlert[]> {
  const url = `${trimSlash(config.NWS_BASE_URL)}/alerts/active?zone=${ALERT_ZONE}`;
  return parseNwsAlerts(await fetchJson(url, options(config)), now);
}

/** The newest NWS Surf Zone Forecast for Oahu (SRF from HFO), parsed; null when it holds no north-shore forecast. */
export async function fetchSurfOutlook(config: SourcesConfig) {
  const base = trimSlash(config.NWS_BASE_URL);
  const id = newestProductId(await fetchJson(`${base}/products/types/SRF/locations/HFO`, options(config)));
  if (!id) return null;
  const product = parseProduct(
    await fetchJson(`${base}/products/${encodeURIComponent(id)}`, options(config)),
  );
  return parseSurfZoneForecast(product.productText, product.issuanceTime);
}

/** `THEBUS_STOPS` = "4525:Haleiwa Beach Park,…": stop ids with the names the card shows. */
export function busStops(config: SourcesConfig): { id: string; name: string }[] {
  return config.THEBUS_STOPS.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [id, ...name] = entry.split(':');
      return { id: id!.trim(), name: name.join(':').trim() || `Stop ${id!.trim()}` };
    });
}

/** Arrivals at every configured stop; null when TheBus is not configured or every stop failed. */
export async function fetchBusArrivals(config: SourcesConfig, logger: Logger): Promise<BusArrival[] | null> {
  const stops = busStops(config);
  if (!config.THEBUS_API_KEY || stops.length === 0) return null;
  const base = trimSlash(config.THEBUS_BASE_URL);
  const results = await Promise.all(
    stops.map(async (stop) => {
      const url = `${base}/arrivalsJSON/?key=${encodeURIComponent(config.THEBUS_API_KEY!)}&stop=${encodeURIComponent(stop.id)}`;
      try {
        return parseTheBusArrivals(await fetchJson(url, options(config)), stop.name);
      } catch (error) {
        logger.warn('bus: TheBus failed', {
          stop: stop.id,
          error: String(error).replace(config.THEBUS_API_KEY!, '***'),
        });
        return null;
      }
    }),
  );
  if (results.every((result) => result === null)) return null;
  return results.flatMap((result) => result ?? []).sort((a, b) => a.arrivesAt.localeCompare(b.arrivesAt));
}

/**
 * High and low tide predictions from NOAA CO-OPS (the buoys report no tide): from yesterday for three
 * days, so the next tide is always known. `TIDE_STATION` defaults to Honolulu (1612340).
 */
export async function fetchTides(config: SourcesConfig, now: Date) {
  const yesterday = new Date(now.getTime() - 24 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
  const query = new URLSearchParams({
    product: 'predictions',
    application: 'north_shore_guide',
    begin_date: yesterday,
    range: '72',
    datum: 'MLLW',
    station: config.TIDE_STATION,
    time_zone: 'gmt',
    units: 'english',
    interval: 'hilo',
    format: 'json',
  });
  const url = `${trimSlash(config.COOPS_BASE_URL)}/datagetter?${query.toString()}`;
  return parseTidePredictions(await fetchJson(url, options(config)));
}
