import type { HazardReason } from '../conditions/beach-hazard.ts';
import { reasonIn } from '../conditions/hazard-text.ts';
import { feetToMetres } from '../conditions/surf-rules.ts';
import { severityRank, weatherSeverity } from '../conditions/weather-severity.ts';
import { translator } from '../i18n/translate.ts';
import { pathInLocale } from '../shared/locales.ts';
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
  reasons: HazardReason[];
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

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export function surfAlert(settings: AlertSettings, surf: ConditionsSnapshot['surf']): PushAlert | null {
  if (!settings.surfAlerts || !surf) return null;
  const t = translator(settings.locale);
  const figures = { height: surf.height, maxM: oneDecimal(feetToMetres(surf.heightMaxFt)) };
  const official = surf.officialEvent === 'High Surf Warning' || surf.officialEvent === 'High Surf Advisory';
  if (official || surf.heightMaxFt >= settings.maxSurfHeight) {
    return {
      key: `surf:warning:${surf.height}:${surf.officialEvent ?? ''}`,
      type: 'surf',
      title: t('push.surf.warningTitle'),
      body: official
        ? t('push.surf.officialBody', {
            ...figures,
            eventName: surf.officialEvent!,
            event: surf.officialEvent!.replace(/\s+/g, ''),
          })
        : t('push.surf.thresholdBody', figures),
      url: '/#weather',
    };
  }
  if (surf.heightMaxFt >= settings.minSurfHeight) {
    return {
      key: `surf:good:${surf.height}`,
      type: 'surf',
      title: t('push.surf.goodTitle'),
      body: t('push.surf.goodBody', figures),
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
  const t = translator(settings.locale);
  const wind: Record<string, string | number> =
    weather.windSpeedMph === null
      ? { wind: 'none' }
      : {
          wind: 'some',
          windMph: Math.round(weather.windSpeedMph),
          windMs: Math.round(weather.windSpeedMph * 0.44704),
        };
  return {
    key: `weather:${severity}:${weather.condition.toLowerCase()}`,
    type: 'weather',
    title: severity === 'high' ? t('push.weather.severeTitle') : t('push.weather.title'),
    body: t('push.weather.body', { condition: weather.condition, ...wind }),
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
  const t = translator(settings.locale);
  return {
    key: `traffic:${highway.entryId}`,
    type: 'traffic',
    title: t('push.traffic.title'),
    body: t('push.traffic.body', {
      status: highway.status,
      kamHwy: highway.kamHwy ? 'some' : 'none',
      kamHwyStatus: highway.kamHwy ?? '',
      delay: highway.totalDelay === null ? 'none' : 'some',
      delayMinutes: highway.totalDelay ?? 0,
    }),
    url: '/#traffic-map',
  };
}

/** A followed beach that rose to high or extreme: one alert per rise (the key names the rise). */
export function beachHazardAlerts(
  settings: AlertSettings,
  risen: readonly RisenBeach[],
  now: Date,
): PushAlert[] {
  if (!settings.surfAlerts) return [];
  const t = translator(settings.locale);
  const followed = new Set(settings.followedBeachIds);
  return risen
    .filter((beach) => followed.has(beach.beachId))
    .map((beach) => ({
      key: `beach-hazard:${beach.beachId}:${beach.riseEventId}`,
      type: 'beach-hazard' as const,
      title: t('push.beach.title', { level: beach.level, beachName: beach.beachName }),
      body: beach.reasons
        .slice(0, 3)
        .map((reason) => reasonIn(t, settings.locale, reason, now))
        .join(t('push.beach.separator')),
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
    ...beachHazardAlerts(settings, conditions.risenBeaches ?? [], now),
  ]
    .filter((alert): alert is PushAlert => alert !== null)
    .map((alert) => ({ ...alert, url: pathInLocale(alert.url, settings.locale) }));
}
