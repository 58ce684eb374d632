import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ageText } from '@nsg/domain/conditions/age-text.ts';
import { surfOutlookQueryOptions } from '../api/conditions.ts';

const heights = (minFt: number, maxFt: number) =>
  minFt === 0 ? `up to ${maxFt} ft` : `${minFt}-${maxFt} ft`;

/** The official north-shore forecast, as the NWS wrote it, with its issue time and age. */
export function SurfOutlook() {
  const outlook = useQuery(surfOutlookQueryOptions());
  return (
    <Card padding="lg" data-testid="surf-outlook">
      <Stack gap="sm">
        <Title order={2} fz="h3">
          North Shore surf outlook
        </Title>
        {outlook.isPending && outlook.failureCount === 0 ? (
          <Text c="dimmed">Loading surf outlook...</Text>
        ) : !outlook.data ? (
          <Text c="dimmed">Surf outlook unavailable</Text>
        ) : (
          <>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>North facing shores (wave faces)</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {outlook.data.northShore.map((period) => (
                  <Table.Tr key={period.label}>
                    <Table.Td>{period.label}</Table.Td>
                    <Table.Td fw={700}>{heights(period.minFt, period.maxFt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {outlook.data.outlook && <Text fz="sm">{outlook.data.outlook}</Text>}
            <Group gap={4}>
              <Text fz="xs" c="dimmed">
                {outlook.data.source}, issued {outlook.data.issuedText} (
                {ageText(outlook.data.issuedAt, new Date())}). A forecast, not a current reading.
              </Text>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
