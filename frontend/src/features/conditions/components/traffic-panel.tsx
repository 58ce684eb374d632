import { Badge, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';
import { LazyMap } from '../../maps/components/lazy-map.tsx';
import { TRAFFIC_MAP, TRAFFIC_SECTION_HEIGHT_PX } from '../../maps/map-config.ts';
import { trafficQueryOptions } from '../api/conditions.ts';
import { LiveCardUnavailable } from './live-card.tsx';

// Mantine's Table and ScrollArea bring floating-ui; the section is far below the fold, so they load on approach.
const BusArrivalsTable = lazy(() =>
  import('./bus-arrivals-table.tsx').then((module) => ({ default: module.BusArrivalsTable })),
);

/** #traffic-map: highway status, bus arrivals and the traffic map. */
export function TrafficPanel() {
  const traffic = useQuery(trafficQueryOptions());
  const { ref, near } = useNearViewport<HTMLDivElement>('200px');
  return (
    <Grid ref={ref} gap="lg" mih={TRAFFIC_SECTION_HEIGHT_PX}>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card padding="lg" h="100%">
          <Stack gap="sm">
            <Title order={3} fz="lg">
              Live Traffic
            </Title>
            {traffic.isPending && <Text c="dimmed">Loading traffic...</Text>}
            {traffic.isError && <LiveCardUnavailable text="Traffic data unavailable" />}
            {traffic.data && (
              <>
                <Group gap="xs">
                  <Badge size="lg">{traffic.data.status}</Badge>
                  {traffic.data.totalDelay !== null && (
                    <Text fz="sm">Delay: {traffic.data.totalDelay} min</Text>
                  )}
                </Group>
                {traffic.data.kamHwy && <Text fz="sm">Kamehameha Hwy: {traffic.data.kamHwy}</Text>}
                {traffic.data.h2 && <Text fz="sm">H-2: {traffic.data.h2}</Text>}
                <Title order={4} fz="md" mt="sm">
                  Bus Arrivals
                </Title>
                {traffic.data.busArrivals.length === 0 ? (
                  <Text fz="sm" c="dimmed">
                    No bus arrivals available right now.
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
          label="Traffic map"
          loadingText="Loading map..."
        />
      </Grid.Col>
    </Grid>
  );
}
