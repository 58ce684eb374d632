import type { Locale } from '@nsg/domain/shared/locales.ts';

/** A text of the catalog, with the language it is in, for the element's `lang`. */
export interface CatalogText {
  text: string;
  lang: Locale;
}

/** The Japanese on a Japanese page where the catalog has it; else the English, said to be English. */
export function catalogText(english: string, japanese: string | null, locale: Locale): CatalogText {
  return locale === 'ja' && japanese ? { text: japanese, lang: 'ja' } : { text: english, lang: 'en' };
}

/** The catalog's closing stop in the text's own language. */
export const fullStop = ({ lang }: CatalogText) => (lang === 'ja' ? '。' : '.');
