import { useT } from '../../i18n/use-t.ts';

/** A business category in the visitor's language; one we have no words for keeps its own name. */
export function useCategoryName(): (category: string) => string {
  const t = useT();
  // ICU select keys are plain words: "Food & Drink" is asked for as FoodDrink.
  return (category) => t('business.category', { key: category.replace(/[^A-Za-z]/g, ''), name: category });
}
