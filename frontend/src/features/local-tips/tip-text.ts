import { useLocale } from '../../i18n/use-t.ts';
import { catalogText, type CatalogText } from '../../lib/catalog-text.ts';
import { tagLabel, type LocalTip } from './api/local-tips.ts';

/**
 * A tip's texts in the visitor's language: Japanese on a Japanese page where the catalog has them, else
 * the English (tags with underscores as spaces), with `lang` saying which.
 */
export function useTipText(tip: LocalTip) {
  const locale = useLocale();
  const japaneseTags = locale === 'ja' && tip.tagsJa?.length === tip.tags.length ? tip.tagsJa : null;
  return {
    title: catalogText(tip.title, tip.titleJa, locale),
    description: catalogText(tip.description, tip.descriptionJa, locale),
    location: catalogText(tip.location, tip.locationJa, locale),
    insiderNote: catalogText(tip.insiderNote, tip.insiderNoteJa, locale),
    tags: tip.tags.map((tag, index): CatalogText =>
      japaneseTags ? { text: japaneseTags[index]!, lang: 'ja' } : { text: tagLabel(tag), lang: 'en' },
    ),
  };
}
