import { celsiusToFahrenheit, compassPoint, kmhToMph } from '@nsg/domain/conditions/surf-rules.ts';
import type { WeatherObservation } from './nws.ts';

/** WMO weather interpretation codes as Open-Meteo documents them. */
const WMO_CODES: Record<number, string> = {
  0: 'Clear',
  1: 'Mainly Clear',
  2: 'Partly Cloudy',
  3: 'Overcast',
  45: 'Fog',
  48: 'Freezing Fog',
  51: 'Light Drizzle',
  53: 'Drizzle',
  55: 'Heavy Drizzle',
  56: 'Freezing Drizzle',
  57: 'Freezing Drizzle',
  61: 'Light Rain',
  63: 'Rain',
  65: 'Heavy Rain',
  66: 'Freezing Rain',
  67: 'Freezing Rain',
  71: 'Light Snow',
  73: 'Snow',
  75: 'Heavy Snow',
  77: 'Snow Grains',
  80: 'Light Rain Showers',
  81: 'Rain Showers',
  82: 'Heavy Rain Showers',
  85: 'Snow Showers',
  86: 'Heavy Snow Showers',
  95: 'Thunderstorm',
  96: 'Thunderstorm with Hail',
  99: 'Thunderstorm with Heavy Hail',
};

export const openMeteoQuery =
  'current=temperature_2m,relative_humidity_2m,weather_code,wind_speed_10m,wind_direction_10m&timezone=GMT';

/**
 * `/v1/forecast?...&current=...`: metric units (°C, km/h). `current.time` is local to the `timezone`
 * asked for; its `utc_offset_seconds` turns it into UTC.
 */
export function parseOpenMeteo(json: unknown): WeatherObservation | null {
  const body = json as {
    utc_offset_seconds?: number;
    current?: Record<string, number | string | null>;
    current_units?: Record<string, string>;
  };
  const current = body.current;
  if (!current || typeof current.time !== 'string') return null;
  const temperature = typeof current.temperature_2m === 'number' ? current.temperature_2m : null;
  const code = typeof current.weather_code === 'number' ? current.weather_code : null;
  if (temperature === null || code === null) return null;
  const fahrenheit = body.current_units?.temperature_2m === '°F';
  const mph = body.current_units?.wind_speed_10m === 'mp/h';
  const wind = typeof current.wind_speed_10m === 'number' ? current.wind_speed_10m : null;
  const offset = body.utc_offset_seconds ?? 0;
  const observedAt = new Date(Date.parse(`${current.time}:00Z`) - offset * 1000);
  const humidity = current.relative_humidity_2m;
  const direction = current.wind_direction_10m;
  return {
    source: 'Open-Meteo',
    observedAt: observedAt.toISOString(),
    condition: WMO_CODES[code] ?? 'Unknown',
    temperatureF: Math.round(fahrenheit ? temperature : celsiusToFahrenheit(temperature)),
    humidity: typeof humidity === 'number' ? Math.round(humidity) : null,
    windSpeedMph: wind === null ? null : Math.round(mph ? wind : kmhToMph(wind)),
    windDirection: compassPoint(typeof direction === 'number' ? direction : null),
  };
}
