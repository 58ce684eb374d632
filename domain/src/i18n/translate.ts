import { IntlMessageFormat } from 'intl-messageformat';
import type { Locale } from '../shared/locales.ts';
import en, { type MessageId } from './messages/en.ts';
import ja from './messages/ja.ts';
import pagesEn from './messages/pages.en.ts';
import pagesJa from './messages/pages.ja.ts';
import portalEn from './messages/portal.en.ts';

/** `t(id, values)`: a message of the catalogue in one language (the frontend's `useT` has this shape). */
export type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

/** What a visitor reads in each language: the first screens' messages and every other page's. */
export const visitorCatalogues = { en: { ...en, ...pagesEn }, ja: { ...ja, ...pagesJa } };

/** Each language's whole catalogue: the visitor's, and the English-only portal and admin pages'. */
export const catalogues = {
  en: { ...visitorCatalogues.en, ...portalEn },
  ja: { ...visitorCatalogues.ja, ...portalEn },
};

const translators = new Map<Locale, Translate>();

/** For the server's own texts to visitors (push notifications, mail): the same catalogues as the pages. */
export function translator(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) {
    t = newTranslator(locale);
    translators.set(locale, t);
  }
  return t;
}

function newTranslator(locale: Locale): Translate {
  const formats = new Map<MessageId, IntlMessageFormat>();
  return (id, values) => {
    let format = formats.get(id);
    if (!format) {
      format = new IntlMessageFormat(catalogues[locale][id], locale);
      formats.set(id, format);
    }
    return String(format.format(values));
  };
}
