import { hawaiiDay } from '@nsg/domain/advertising/pricing.ts';

/**
 * The beach or business page, without its language prefix; other pages by their first segment. Control
 * characters (which no browser sends in a path) are percent-encoded, so a key is always printable.
 */
export function pageOf(pageUrl: string): string {
  const printable = pageUrl.replace(/[\u0000-\u001f\u007f]/g, (c) => encodeURIComponent(c));
  const path = printable.replace(/^\/ja(?=\/|$)/, '') || '/';
  const match = /^\/(beaches|businesses|places|marketplace)\/([^/]+)/.exec(path);
  return match ? `/${match[1]}/${match[2]}` : `/${path.split('/')[1] ?? ''}`;
}

export const languageOf = (pageUrl: string): 'en' | 'ja' => (/^\/ja(\/|$)/.test(pageUrl) ? 'ja' : 'en');

/** The Hawaii hour (0–23) of an instant. */
export const hawaiiHourOfDay = (at: string): number => new Date(Date.parse(at) - 10 * 3600_000).getUTCHours();

/** A report's hour key: the Hawaii day and hour, as `YYYY-MM-DDTHH:00`. */
export const hourKey = (day: string, hour: number): string => `${day}T${String(hour).padStart(2, '0')}:00`;

export { hawaiiDay };
