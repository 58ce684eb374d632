import { HAWAII_TIME_ZONE, type Locale } from '../shared/locales.ts';

/**
 * When something ends, in Hawaii time, as the `hazard.until` message takes it: `day` says whether it is
 * today there; `date` ("Sat, Nov 28" / "11月28日（土）") is always given, for messages that show it on
 * other days; `time` is "8:15 AM" or "6 PM" in English, "8:15" or "18:00" in Japanese.
 */
export interface EndTimeParts {
  day: 'today' | 'other';
  date: string;
  time: string;
}

const hawaiiDay = (date: Date) => date.toLocaleDateString('en-US', { timeZone: HAWAII_TIME_ZONE });

export function endTimeParts(locale: Locale, iso: string, now: Date): EndTimeParts {
  const end = new Date(iso);
  const tag = locale === 'ja' ? 'ja-JP' : 'en-US';
  const zone = { timeZone: HAWAII_TIME_ZONE } as const;
  const time = end
    .toLocaleTimeString(tag, { ...zone, hour: 'numeric', minute: '2-digit' })
    .replace(/:00(?= )/, '');
  const weekday = end.toLocaleDateString(tag, { ...zone, weekday: 'short' });
  const date =
    locale === 'ja'
      ? `${end.toLocaleDateString(tag, { ...zone, month: 'long', day: 'numeric' })}（${weekday}）`
      : `${weekday}, ${end.toLocaleDateString(tag, { ...zone, month: 'short', day: 'numeric' })}`;
  return { day: hawaiiDay(end) === hawaiiDay(now) ? 'today' : 'other', date, time };
}

/** "until today 6 PM HST" / "until Sat, Nov 28, 8:15 AM HST": the English the workers record. */
export function untilText(expires: string, now: Date): string {
  const { day, date, time } = endTimeParts('en', expires, now);
  return day === 'today' ? `until today ${time} HST` : `until ${date}, ${time} HST`;
}
