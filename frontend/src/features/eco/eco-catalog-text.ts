import type { MessageId } from '@nsg/domain/i18n/messages/en.ts';
import { useT } from '../../i18n/use-t.ts';

const CATEGORY_NAMES: Record<string, MessageId> = {
  'Ocean Protection': 'eco.category.ocean',
  'Wildlife Protection': 'eco.category.wildlife',
  'Sustainable Living': 'eco.category.living',
};

/**
 * The seed's category names in the visitor's language. A category added later keeps its own name,
 * which is English (`lang` says so).
 */
export function useEcoCategoryName() {
  const t = useT();
  return (name: string): { text: string; lang?: 'en' } =>
    CATEGORY_NAMES[name] ? { text: t(CATEGORY_NAMES[name]) } : { text: name, lang: 'en' };
}
