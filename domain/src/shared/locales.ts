/** The languages a visitor can read the guide in. English is the default and has no URL prefix. */
export const LOCALES = ['en', 'ja'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Where the visitor's own choice is kept: a cookie the server reads, so it can redirect before any JS. */
export const LOCALE_COOKIE = 'nsg_lang';

/** Every time a visitor reads is Hawaii time, whatever the device's zone. */
export const HAWAII_TIME_ZONE = 'Pacific/Honolulu';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The locale a path is in: `/ja` and `/ja/...` are Japanese, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return /^\/ja(\/|$)/.test(pathname) ? 'ja' : 'en';
}

/** The router's base path for a locale. */
export const basepathOf = (locale: Locale) => (locale === 'en' ? '/' : `/${locale}`);

/** The same page in another language: `/beach/1` ⇄ `/ja/beach/1`. */
export function pathInLocale(pathname: string, locale: Locale): string {
  const bare = pathname.replace(/^\/ja(?=\/|$)/, '') || '/';
  if (locale === 'en') return bare;
  return bare === '/' ? `/${locale}` : `/${locale}${bare}`;
}

/**
 * The language to show on a page without a language prefix: the visitor's saved choice, then the first
 * of their `Accept-Language` tags we speak. (A prefix in the URL, or the header switch, wins over both.)
 */
export function preferredLocale(saved: string | undefined, acceptLanguage: string | undefined): Locale {
  if (isLocale(saved)) return saved;
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((param) => param.trim().startsWith('q='));
      return { language: tag.toLowerCase().split('-')[0], weight: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.language && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight);
  return tags.map((entry) => entry.language).find(isLocale) ?? DEFAULT_LOCALE;
}
