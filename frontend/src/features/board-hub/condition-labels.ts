import { listingConditions, type ListingCondition } from '@nsg/domain/marketplace/listing.ts';
import { useCallback } from 'react';
import { useT } from '../../i18n/use-t.ts';

const isCondition = (value: string): value is ListingCondition =>
  (listingConditions as readonly string[]).includes(value);

/** A board's condition in the visitor's language (the API and the filters keep the English value). */
export function useConditionLabel(): (condition: string) => string {
  const t = useT();
  return useCallback(
    (condition) => (isCondition(condition) ? t(`boardHub.condition.${condition}`) : condition),
    [t],
  );
}

/** The six conditions as select options: English values, labels in the visitor's language. */
export function useConditionOptions(): { value: string; label: string }[] {
  const label = useConditionLabel();
  return listingConditions.map((condition) => ({ value: condition, label: label(condition) }));
}
