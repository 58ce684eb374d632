import { celsiusToFahrenheit, compassPoint, kmhToMph } from '@nsg/domain/conditions/surf-rules.ts';

export interface WeatherObservation {
  source: string;
  observedAt: string;
  condition: string;
  temperatureF: number;
  humidity: number | null;
  windSpeedMph: number | null;
  windDirection: string | null;
}

interface QuantitativeValue {
  value?: number | null;
}
const valueOf = (field: unknown): number | null => {
  const value = (field as QuantitativeValue | undefined)?.value;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/** `/points/{lat},{lon}` → the URL listing the grid's observation stations. */
export function parsePointsStationsUrl(json: unknown): string {
  const url = (json as { properties?: { observationStations?: unknown } }).properties?.observationStations;
  if (typeof url !== 'string') throw new Error('NWS points response has no observationStations');
  return url;
}

/** The stations collection → station ids, nearest first (the order NWS gives). */
export function parseStationIds(json: unknown): string[] {
  const body = json as {
    features?: { properties?: { stationIdentifier?: string } }[];
    observationStations?: string[];
  };
  const fromFeatures = (body.features ?? [])
    .map((feature) => feature.properties?.stationIdentifier)
    .filter((id): id is string => typeof id === 'string');
  if (fromFeatures.length > 0) return fromFeatures;
  return (body.observationStations ?? []).map((url) => url.split('/').pop()!).filter(Boolean);
}

/**
 * `/stations/{id}/observations/latest`. Any value may be null; wind comes in km/h. An observation with
 * no temperature or no description is of no use to the card: null, so the next source is tried.
 */
export function parseNwsObservation(json: unknown, stationId: string): WeatherObservation | null {
  const p = (json as { properties?: Record<string, unknown> }).properties;
  if (!p) return null;
  const temperatureC = valueOf(p.temperature);
  const condition = typeof p.textDescription === 'string' ? p.textDescription.trim() : '';
  const timestamp = typeof p.timestamp === 'string' ? new Date(p.timestamp) : null;
  if (temperatureC === null || condition === '' || !timestamp || Number.isNaN(timestamp.getTime()))
    return null;
  const humidity = valueOf(p.relativeHumidity);
  const windKmh = valueOf(p.windSpeed);
  return {
    source: `NWS ${stationId}`,
    observedAt: timestamp.toISOString(),
    condition,
    temperatureF: Math.round(celsiusToFahrenheit(temperatureC)),
    humidity: humidity === null ? null : Math.round(humidity),
    windSpeedMph: windKmh === null ? null : Math.round(kmhToMph(windKmh)),
    windDirection: compassPoint(valueOf(p.windDirection)),
  };
}

export interface OfficialAlert {
  id: string;
  event: string;
  headline: string;
  severity: string;
  expires: string;
  /** The NWS's own words (English): what is expected, where and when; and what to do. */
  description: string | null;
  instruction: string | null;
}

const textOrNull = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** `/alerts/active?zone=HIZ007` (GeoJSON): the alerts in force, ends (or expires) in the future. */
export function parseNwsAlerts(json: unknown, now: Date): OfficialAlert[] {
  const features = (json as { features?: { properties?: Record<string, unknown> }[] }).features;
  if (!Array.isArray(features)) throw new Error('NWS alerts response has no features');
  const alerts: OfficialAlert[] = [];
  for (const feature of features) {
    const p = feature.properties ?? {};
    const until = (typeof p.ends === 'string' && p.ends) || (typeof p.expires === 'string' && p.expires);
    if (typeof p.id !== 'string' || typeof p.event !== 'string' || !until) continue;
    const expires = new Date(until);
    if (Number.isNaN(expires.getTime()) || expires <= now) continue;
    alerts.push({
      id: p.id,
      event: p.event,
      headline: typeof p.headline === 'string' ? p.headline : p.event,
      severity: typeof p.severity === 'string' ? p.severity : 'Unknown',
      expires: expires.toISOString(),
      description: textOrNull(p.description),
      instruction: textOrNull(p.instruction),
    });
  }
  return alerts;
}
