import { Badge, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';
import { LazyMap } from '../../../components/map/lazy-map.tsx';
import { TRAFFIC_MAP, TRAFFIC_SECTION_HEIGHT_PX } from '../../../components/map/map-config.ts';
import { trafficQueryOptions } from '../api/conditions.ts';
import { useT } from '../../../i18n/use-t.ts';
import { LiveCardUnavailable } from './live-card.tsx';

// Mantine's Table and ScrollArea bring floating-ui; the section is far below the fold, so they load on approach.
const BusArrivalsTable = lazy(() =>
  import('./bus-arrivals-table.tsx').then((module) => ({ default: module.BusArrivalsTable })),
);

/** #traffic-map: highway status, bus arrivals and the traffic map. */
export function TrafficPanel() {
  const traffic = useQuery(trafficQueryOptions());
  const t = useT();
  const { ref, near } = useNearViewport<HTMLDivElement>('200px');
  return (
    <Grid ref={ref} gap="lg" mih={TRAFFIC_SECTION_HEIGHT_PX}>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card padding="lg" h="100%">
          <Stack gap="sm">
            <Title order={3} fz="lg">
              {t('traffic.title')}
            </Title>
            {/* The API's first answer is final for now: "unavailable" shows while the retries go on behind it. */}
            {traffic.isPending && traffic.failureCount === 0 && (
              <Text c="dimmed">{t('traffic.loading')}</Text>
            )}
            {!traffic.data && traffic.failureCount > 0 && (
              <LiveCardUnavailable text={t('traffic.unavailable')} />
            )}
            {traffic.data && (
              <>
                <Group gap="xs">
                  <Badge size="lg">{t('traffic.status', { status: traffic.data.status })}</Badge>
                  {traffic.data.totalDelay !== null && (
                    <Text fz="sm">{t('traffic.delay', { minutes: traffic.data.totalDelay })}</Text>
                  )}
                </Group>
                {traffic.data.kamHwy && (
                  <Text fz="sm">Kamehameha Hwy: {t('traffic.status', { status: traffic.data.kamHwy })}</Text>
                )}
                {traffic.data.h2 && (
                  <Text fz="sm">H-2: {t('traffic.status', { status: traffic.data.h2 })}</Text>
                )}
                <Title order={4} fz="md" mt="sm">
                  {t('traffic.bus')}
                </Title>
                {traffic.data.busArrivals.length === 0 ? (
                  <Text fz="sm" c="dimmed">
                    {t('traffic.noBus')}
                  </Text>
                ) : (
                  near && (
                    <Suspense fallback={null}>
                      <BusArrivalsTable arrivals={traffic.data.busArrivals} />
                    </Suspense>
                  )
                )}
              </>
            )}
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <LazyMap
          center={TRAFFIC_MAP.center}
          zoom={TRAFFIC_MAP.zoom}
          points={[]}
          label={t('traffic.map')}
          loadingText={t('map.loading')}
        />
      </Grid.Col>
    </Grid>
  );
}
