import { pathInLocale } from '../shared/locales.ts';

/**
 * The visitor guide's messages come in parts, each its own chunk per language: the first screens' (home and
 * beach pages) in the main catalogue, the other pages' in `pages`, the advertiser portal's and admin's in
 * `portal` (English only).
 */
export type MessagePart = 'pages' | 'portal';

/** The parts a page needs beyond the main catalogue: none for the first screens. */
export function messagePartsFor(pathname: string): MessagePart[] {
  const bare = pathInLocale(pathname, 'en');
  if (/^\/(beach\/[^/]*\/?)?$/.test(bare)) return [];
  // In English and Japanese, unlike the rest of the portal: an owner locked out reads them in their language.
  if (/^\/advertiser\/(forgot|reset)-password\/?$/.test(bare)) return ['pages'];
  return /^\/(admin|advertiser)(\/|$)/.test(bare) ? ['portal'] : ['pages'];
}
