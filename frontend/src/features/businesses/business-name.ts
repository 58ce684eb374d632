import { useCallback } from 'react';
import { useLocale } from '../../i18n/use-t.ts';
import { catalogText, type CatalogText } from '../../lib/catalog-text.ts';
import type { Business } from './api/business.ts';

/** The business's name in the page's language where the catalog has it, else the English, so marked. */
export function useBusinessName(): (business: Pick<Business, 'name' | 'nameJa'>) => CatalogText {
  const locale = useLocale();
  return useCallback((business) => catalogText(business.name, business.nameJa, locale), [locale]);
}
