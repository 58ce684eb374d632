import type { FastifyRequest } from 'fastify';
import {
  LOCALE_COOKIE,
  localeOfPath,
  pathInLocale,
  preferredLocale,
  type Locale,
} from '@nsg/domain/shared/locales.ts';

/**
 * Where a page request without a language prefix should go: the visitor's saved choice (a cookie the
 * header switch sets), then their Accept-Language. Null means serve it as asked.
 */
export function languageRedirect(request: FastifyRequest): string | null {
  const [pathname = '/', query] = request.url.split('?');
  if (localeOfPath(pathname) !== 'en') return null;
  const wanted = preferredLocale(request.cookies[LOCALE_COOKIE], request.headers['accept-language']);
  if (wanted === 'en') return null;
  return pathInLocale(pathname, wanted) + (query ? `?${query}` : '');
}

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
