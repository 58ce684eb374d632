import type { MessageId } from '../i18n/messages/en.ts';
import type { Translate } from '../i18n/translate.ts';
import type { Locale } from '../shared/locales.ts';
import { endTimeParts } from './end-time.ts';
import {
  ALERTS_SOURCE,
  type BeachHazardView as Hazard,
  type HazardLevel,
  type HazardReason,
} from './beach-hazard.ts';
import { COMPASS_POINTS } from './surf-rules.ts';

const COMPASS = new Set(COMPASS_POINTS);

/** "20 min ago", "20分前": how old a reading is, in the visitor's language. */
export function ageIn(t: Translate, at: Date | string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(at).getTime()) / 60_000));
  if (minutes < 1) return t('age.justNow');
  if (minutes < 60) return t('age.minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return t('age.hours', { hours });
  return t('age.days', { days: Math.floor(hours / 24) });
}

/** "until Sat, Nov 28, 6 PM HST" / "11月28日（土）18:00（ハワイ時間）まで", or today's time "until today 6 PM HST". */
export function untilIn(t: Translate, locale: Locale, expires: string, now: Date): string {
  return t('hazard.until', { ...endTimeParts(locale, expires, now) });
}

/** One reason in the visitor's language; reasons recorded before they carried a code keep their English. */
export function reasonIn(t: Translate, locale: Locale, reason: HazardReason, now: Date): string {
  const values = reason.values ?? {};
  const from = String(values.from ?? '');
  const direction = {
    from: from || 'none',
    fromName: COMPASS.has(from) ? t(`compass.${from}` as MessageId) : from,
  };
  switch (reason.code) {
    case 'swell':
    case 'breakingHeadOn':
    case 'breakingSheltered':
      return t(`hazard.reason.${reason.code}`, { ...values, ...direction });
    case 'alert': {
      const event = String(values.event);
      return t('hazard.reason.alert', {
        event: event.replace(/\s+/g, ''),
        eventName: event,
        until: untilIn(t, locale, String(values.expires), now),
      });
    }
    case 'beachFacts':
      return t('hazard.reason.beachFacts', values);
    case 'noExposure':
    case 'noReading':
    case 'noAlertsCheck':
      return t(`hazard.reason.${reason.code}`);
    default:
      return reason.text;
  }
}

/** Read later than its readings allow (from the offline cache, or a tab left open): no longer known. */
export const isStale = (hazard: Pick<Hazard, 'validUntil'>, now: Date) =>
  hazard.validUntil !== null && now > new Date(hazard.validUntil);

/** A source's name in the visitor's language. */
export function sourceNameIn(t: Translate, name: string): string {
  const buoy = /^NDBC (\w+)/.exec(name)?.[1];
  if (buoy) return t('hazard.source.ndbc', { buoy });
  return name === ALERTS_SOURCE ? t('hazard.source.alerts') : name;
}

/**
 * The rating as it stands at `now`, written for the visitor: an answer read later than its `validUntil`
 * no longer knows the surf; each sentence with a source gets that reading's age as of `now`.
 */
export function hazardTextAt(
  t: Translate,
  locale: Locale,
  hazard: Hazard,
  now: Date,
): { level: HazardLevel; reasons: string[] } {
  if (isStale(hazard, now)) return { level: 'unknown', reasons: [t('hazard.reason.noReading')] };
  const observedAt = new Map(hazard.sources.map((source) => [source.name, source.observedAt]));
  return {
    level: hazard.level,
    reasons: hazard.reasonParts.map((part) => {
      const reason = reasonIn(t, locale, part, now);
      const at = part.source === null ? undefined : observedAt.get(part.source);
      return at ? t('hazard.reasonWithAge', { reason, age: ageIn(t, at, now) }) : reason;
    }),
  };
}

/** "Sources: NDBC 51201 (Waimea buoy), 20 min ago · ...". */
export function sourcesTextAt(t: Translate, hazard: Hazard, now: Date): string {
  const sources = hazard.sources
    .map((source) =>
      t('hazard.sourceWithAge', {
        source: sourceNameIn(t, source.name),
        age: ageIn(t, source.observedAt, now),
      }),
    )
    .join(' · ');
  return t('hazard.sources', { sources });
}
