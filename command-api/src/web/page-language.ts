import type { FastifyRequest } from 'fastify';
import {
  isLocale,
  LOCALE_COOKIE,
  localeOfPath,
  pathInLocale,
  preferredLocale,
  type Locale,
} from '@nsg/domain/shared/locales.ts';

/** What a page request asks of its language: go to `location`, and save `chosen` when a link carried it. */
export interface LanguageRedirect {
  location: string;
  chosen?: Locale;
}

/**
 * Where a page request should go first. A link that names a language (`?lang=en`, as the header switch does
 * before the app has taken over the page) saves that choice and goes to the page in it. Otherwise a page
 * without a language prefix follows the visitor's saved choice (the cookie), then their Accept-Language.
 * Null means serve it as asked.
 */
export function languageRedirect(request: FastifyRequest): LanguageRedirect | null {
  const [pathname = '/', query = ''] = request.url.split('?');
  const params = new URLSearchParams(query);
  const chosen = params.get(CHOICE_PARAM);
  if (isLocale(chosen)) {
    params.delete(CHOICE_PARAM);
    return { location: withQuery(pathInLocale(pathname, chosen), params.toString()), chosen };
  }
  if (localeOfPath(pathname) !== 'en') return null;
  const wanted = preferredLocale(request.cookies[LOCALE_COOKIE], request.headers['accept-language']);
  if (wanted === 'en') return null;
  return { location: withQuery(pathInLocale(pathname, wanted), query) };
}

const CHOICE_PARAM = 'lang';
const withQuery = (pathname: string, query: string) => (query ? `${pathname}?${query}` : pathname);

/** The app shell for a page: `<html lang>` of its language, and links to the page in each language. */
export function localizedShell(html: string, url: string, origin: string): string {
  const pathname = url.split('?')[0] ?? '/';
  const locale = localeOfPath(pathname);
  const alternates = (['en', 'ja'] as const satisfies readonly Locale[])
    .map((other) => alternateLink(other, origin + pathInLocale(pathname, other)))
    .concat(alternateLink('x-default', origin + pathInLocale(pathname, 'en')))
    .join('\n    ');
  return html
    .replace(/<html lang="[^"]*"/, () => `<html lang="${locale}"`)
    .replace('</head>', () => `    ${alternates}\n  </head>`);
}

const alternateLink = (hreflang: string, href: string) =>
  `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(href)}" />`;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
