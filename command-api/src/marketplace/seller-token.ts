import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Translate } from '@nsg/domain/i18n/translate.ts';
import { pathInLocale, type Locale } from '@nsg/domain/shared/locales.ts';
import type { AppDeps } from '../deps.ts';

/** The header a seller's browser sends its listing's seller token in. */
export const SELLER_TOKEN_HEADER = 'x-listing-seller-token';

export const newSellerToken = () => randomBytes(24).toString('base64url');

/** The log keeps only this hash: a token is never stored. */
export const hashSellerToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The hash of the token the request carries; null without a plausible one. */
export function sellerTokenHashOf(request: FastifyRequest): string | null {
  const token = request.headers[SELLER_TOKEN_HEADER];
  return typeof token === 'string' && token.length >= 16 && token.length <= 200
    ? hashSellerToken(token)
    : null;
}

/** The link that opens the seller's tools for this listing in the seller's language. */
export function sellerLink(deps: AppDeps, listingId: string, token: string, locale: Locale): string {
  const origin = deps.config.PUBLIC_URL
    ? new URL(deps.config.PUBLIC_URL).origin
    : `http://localhost:${deps.config.PORT}`;
  const query = new URLSearchParams({ listing: listingId, token });
  return `${origin}${pathInLocale('/board-hub', locale)}?${query}`;
}

/** The mail that gives the seller their link: right after listing, or when they ask for it again. */
export function sellerLinkMailText(t: Translate, title: string, link: string): string {
  return [
    t('boardHub.mail.sellerLink.greeting'),
    '',
    t('boardHub.mail.sellerLink.intro', { title }),
    '',
    link,
    '',
    t('boardHub.mail.sellerLink.keep'),
    '',
    'North Shore Guide',
  ].join('\n');
}
