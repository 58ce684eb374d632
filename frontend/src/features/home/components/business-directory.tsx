import { Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { DirectoryAds } from '../../ads/components/directory-ads.tsx';
import { BusinessList } from '../../businesses/components/business-list.tsx';

/** Filter values (spec 000 §9); the empty value is "All Categories". */
export const BUSINESS_FILTER_CATEGORIES = [
  { value: '', label: 'All Categories' },
  { value: 'Food & Drink', label: 'Food & Drink' },
  { value: 'Activities & Tours', label: 'Activities & Tours' },
  { value: 'Hotels & Lodging', label: 'Hotels & Lodging' },
  { value: 'Shopping & Retail', label: 'Shopping & Retail' },
  { value: 'Surf Shop', label: 'Surf Shop' },
  { value: 'Services', label: 'Services' },
];

/**
 * #businesses: search box, category filter and the business cards (filtered by the server), with sponsored
 * ads as business cards (spec 000 §3) under the same filters.
 */
export function BusinessDirectory() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 250);
  const filters = { category: category || undefined, search: debouncedSearch.trim() || undefined };

  return (
    <Stack gap="lg">
      <Group gap="md" align="flex-end" wrap="wrap">
        <TextInput
          label="Search businesses"
          placeholder="Search businesses..."
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          flex={1}
          miw={220}
          type="search"
        />
        {/* A native select: light on the home page's first load, and the phone's own picker on mobile. */}
        <NativeSelect
          label="Category"
          data={BUSINESS_FILTER_CATEGORIES}
          value={category}
          onChange={(event) => setCategory(event.currentTarget.value)}
          w={{ base: '100%', sm: 240 }}
        />
      </Group>
      <BusinessList filters={filters} sponsored={<DirectoryAds {...filters} />} />
    </Stack>
  );
}
