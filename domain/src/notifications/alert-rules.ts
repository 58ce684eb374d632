import { severityRank, weatherSeverity } from '../conditions/weather-severity.ts';
import type { AlertSettings } from './alert-settings.ts';

/** The latest conditions the alert worker evaluates every subscription against. */
export interface ConditionsSnapshot {
  surf: { heightMaxFt: number; height: string; officialEvent: string | null } | null;
  weather: { condition: string; windSpeedMph: number | null } | null;
  highway: { entryId: string; status: string; totalDelay: number | null; kamHwy: string | null } | null;
  /** Beaches now rated high or extreme, each with the assessment that made it rise there. */
  risenBeaches?: RisenBeach[];
}

export interface RisenBeach {
  beachId: number;
  beachName: string;
  level: 'high' | 'extreme';
  riseEventId: string;
  reasons: string[];
}

export interface PushAlert {
  /** Same condition, same key: a subscription is never sent the same key twice. */
  key: string;
  type: 'weather' | 'surf' | 'traffic' | 'beach-hazard';
  title: string;
  body: string;
  /** The page the notification opens. */
  url: string;
}

const HONOLULU_OFFSET_MINUTES = -10 * 60; // Hawaii keeps standard time all year.
const TRAFFIC_DELAY_ALERT_MINUTES = 15;

export function honoluluMinuteOfDay(now: Date): number {
  const minutes = now.getUTCHours() * 60 + now.getUTCMinutes() + HONOLULU_OFFSET_MINUTES;
  return ((minutes % 1440) + 1440) % 1440;
}

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Inside the user's window, both ends included; a window like 22:00–06:00 runs past midnight. */
export function insideTimeWindow(range: AlertSettings['timeRange'], now: Date): boolean {
  const minute = honoluluMinuteOfDay(now);
  const start = toMinutes(range.start);
  const end = toMinutes(range.end);
  return start <= end ? minute >= start && minute <= end : minute >= start || minute <= end;
}

export function surfAlert(settings: AlertSettings, surf: ConditionsSnapshot['surf']): PushAlert | null {
  if (!settings.surfAlerts || !surf) return null;
  const official = surf.officialEvent === 'High Surf Warning' || surf.officialEvent === 'High Surf Advisory';
  if (official || surf.heightMaxFt >= settings.maxSurfHeight) {
    return {
      key: `surf:warning:${surf.height}:${surf.officialEvent ?? ''}`,
      type: 'surf',
      title: 'HIGH SURF WARNING',
      body: official
        ? `${surf.officialEvent} in force on the North Shore. Surf ${surf.height}.`
        : `Surf ${surf.height} on the North Shore. Stay out of the water unless you are experienced.`,
      url: '/#weather',
    };
  }
  if (surf.heightMaxFt >= settings.minSurfHeight) {
    return {
      key: `surf:good:${surf.height}`,
      type: 'surf',
      title: 'GOOD SURF CONDITIONS',
      body: `Surf ${surf.height} on the North Shore.`,
      url: '/#weather',
    };
  }
  return null;
}

export function weatherAlert(
  settings: AlertSettings,
  weather: ConditionsSnapshot['weather'],
): PushAlert | null {
  if (!settings.weatherAlerts || !weather) return null;
  const severity = weatherSeverity(weather.condition, weather.windSpeedMph);
  if (severity === 'low' || severityRank(severity) < severityRank(settings.weatherSeverity)) return null;
  const wind = weather.windSpeedMph === null ? '' : `, wind ${Math.round(weather.windSpeedMph)} mph`;
  return {
    key: `weather:${severity}:${weather.condition.toLowerCase()}`,
    type: 'weather',
    title: severity === 'high' ? 'SEVERE WEATHER ALERT' : 'WEATHER ALERT',
    body: `${weather.condition}${wind} on the North Shore.`,
    url: '/#weather',
  };
}

export function trafficAlert(
  settings: AlertSettings,
  highway: ConditionsSnapshot['highway'],
): PushAlert | null {
  if (!settings.trafficAlerts || !highway) return null;
  const heavy = /heavy|closed|closure|accident|crash/i.test(highway.status);
  if (!heavy && (highway.totalDelay ?? 0) < TRAFFIC_DELAY_ALERT_MINUTES) return null;
  const delay = highway.totalDelay === null ? '' : ` Delay ${highway.totalDelay} min.`;
  return {
    key: `traffic:${highway.entryId}`,
    type: 'traffic',
    title: 'TRAFFIC ALERT',
    body: `${highway.status}${highway.kamHwy ? `: Kam Hwy ${highway.kamHwy}` : ''}.${delay}`,
    url: '/#traffic-map',
  };
}

/** A followed beach that rose to high or extreme: one alert per rise (the key names the rise). */
export function beachHazardAlerts(settings: AlertSettings, risen: readonly RisenBeach[]): PushAlert[] {
  if (!settings.surfAlerts) return [];
  const followed = new Set(settings.followedBeachIds);
  return risen
    .filter((beach) => followed.has(beach.beachId))
    .map((beach) => ({
      key: `beach-hazard:${beach.beachId}:${beach.riseEventId}`,
      type: 'beach-hazard' as const,
      title: `${beach.level === 'extreme' ? 'EXTREME' : 'HIGH'} HAZARD: ${beach.beachName}`,
      body: beach.reasons.slice(0, 3).join('. '),
      url: `/beach/${beach.beachId}`,
    }));
}

/** Spec 000 §9: which alerts one subscription gets now (before removing the ones already sent). */
export function evaluateAlerts(
  settings: AlertSettings,
  conditions: ConditionsSnapshot,
  now: Date,
): PushAlert[] {
  if (!insideTimeWindow(settings.timeRange, now)) return [];
  return [
    weatherAlert(settings, conditions.weather),
    surfAlert(settings, conditions.surf),
    trafficAlert(settings, conditions.highway),
    ...beachHazardAlerts(settings, conditions.risenBeaches ?? []),
  ].filter((alert): alert is PushAlert => alert !== null);
}
