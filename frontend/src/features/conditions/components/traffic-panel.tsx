import { Badge, Card, Grid, Group, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LazyMap } from '../../maps/components/lazy-map.tsx';
import { TRAFFIC_MAP, TRAFFIC_SECTION_HEIGHT_PX } from '../../maps/map-config.ts';
import { trafficQueryOptions } from '../api/conditions.ts';
import { LiveCardUnavailable } from './live-card.tsx';

/** #traffic-map: highway status, bus arrivals and the traffic map. */
export function TrafficPanel() {
  const traffic = useQuery(trafficQueryOptions());
  return (
    <Grid gap="lg" mih={TRAFFIC_SECTION_HEIGHT_PX}>
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
                  <ScrollArea h={320}>
                    <Table fz="xs" striped>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>Route</Table.Th>
                          <Table.Th>Stop</Table.Th>
                          <Table.Th>In</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {traffic.data.busArrivals.map((bus) => (
                          <Table.Tr key={`${bus.stopId}-${bus.route}-${bus.arrivesAt}`}>
                            <Table.Td>
                              {bus.route} {bus.headsign}
                            </Table.Td>
                            <Table.Td>{bus.stopName}</Table.Td>
                            <Table.Td>{bus.minutes} min</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </ScrollArea>
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
