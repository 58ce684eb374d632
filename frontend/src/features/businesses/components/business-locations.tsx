import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { beachCoordinates } from '../../../lib/beaches/geo.ts';
import { businessesQueryOptions } from '../api/get-businesses.ts';
import {
  BUSINESS_MAP,
  MAP_FILTERS,
  mapFilterOf,
  type MapFilter,
} from '../../../components/map/map-config.ts';
import type { MapPoint } from '../../../components/map/deck-map.tsx';
import { LazyMap } from '../../../components/map/lazy-map.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { useBusinessName } from '../business-name.ts';
import { useCategoryName } from '../category-name.ts';

const FILTER_COLORS: Record<Exclude<MapFilter, 'all'>, [number, number, number]> = {
  'Food & Drink': [245, 100, 56],
  'Hotels & Lodging': [15, 143, 212],
  Services: [18, 198, 170],
  Other: [120, 90, 200],
};

export function BusinessLocations() {
  const businesses = useQuery(businessesQueryOptions());
  const [filter, setFilter] = useState<MapFilter>('all');
  const t = useT();
  const categoryName = useCategoryName();
  const nameOf = useBusinessName();

  const points = useMemo<MapPoint[]>(
    () =>
      (businesses.data ?? []).flatMap((business) => {
        const point = beachCoordinates(business);
        const group = mapFilterOf(business.category);
        if (!point || (filter !== 'all' && group !== filter)) return [];
        const name = nameOf(business).text;
        return [{ id: String(business.id), name, ...point, color: FILTER_COLORS[group] }];
      }),
    [businesses.data, filter, nameOf],
  );

  return (
    <Stack gap="md">
      <Group gap="xs" role="group" aria-label={t('map.filter')}>
        {MAP_FILTERS.map((value) => (
          <Button
            key={value}
            size="xs"
            variant={filter === value ? 'filled' : 'light'}
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
          >
            {value === 'all' ? t('map.all') : categoryName(value)}
          </Button>
        ))}
      </Group>
      {businesses.isPending ? (
        <Text c="dimmed">{t('map.loadingBusinesses')}</Text>
      ) : (
        <LazyMap
          center={BUSINESS_MAP.center}
          zoom={BUSINESS_MAP.zoom}
          points={points}
          label={t('map.businesses')}
          loadingText={t('map.loadingBusinesses')}
        />
      )}
    </Stack>
  );
}
