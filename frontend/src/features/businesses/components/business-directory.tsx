import { Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { BUSINESS_CATEGORIES } from '@nsg/domain/catalog/seed/types.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useCategoryName } from '../category-name.ts';
import type { BusinessFilters } from '../api/business.ts';
import { BusinessList } from './business-list.tsx';

/** Filter values (spec 000 §9); the empty value is "All Categories". */
export const BUSINESS_FILTER_CATEGORIES = ['', ...BUSINESS_CATEGORIES];
/**
 * #businesses: search box, category filter and the business cards (filtered by the server), with sponsored
 * ads as business cards (spec 000 §3) under the same filters.
 */
export function BusinessDirectory({ sponsored }: { sponsored: (filters: BusinessFilters) => ReactNode }) {
  const t = useT();
  const categoryName = useCategoryName();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 250);
  const filters = { category: category || undefined, search: debouncedSearch.trim() || undefined };

  return (
    <Stack gap="lg">
      <Group gap="md" align="flex-end" wrap="wrap">
        <TextInput
          label={t('businesses.search')}
          placeholder={t('businesses.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          flex={1}
          miw={220}
          type="search"
        />
        {/* A native select: light on the home page's first load, and the phone's own picker on mobile. */}
        <NativeSelect
          label={t('businesses.category')}
          data={BUSINESS_FILTER_CATEGORIES.map((value) => ({
            value,
            label: value ? categoryName(value) : t('businesses.allCategories'),
          }))}
          value={category}
          onChange={(event) => setCategory(event.currentTarget.value)}
          w={{ base: '100%', sm: 240 }}
        />
      </Group>
      <BusinessList filters={filters} sponsored={sponsored(filters)} />
    </Stack>
  );
}
