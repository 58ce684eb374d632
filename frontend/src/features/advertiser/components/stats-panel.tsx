import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Button, Card, Group, Paper, Progress, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { AdStats } from '../api/stats.ts';
import { statsCsvUrl } from '../api/stats.ts';

export function StatCards({ stats, activeAds }: { stats: AdStats | undefined; activeAds: number }) {
  const cards = [
    { label: 'Total Impressions', value: stats?.totals.impressions ?? 0 },
    { label: 'Total Clicks', value: stats?.totals.clicks ?? 0 },
    { label: 'Click-through Rate', value: `${stats?.totals.ctr ?? 0}%` },
    { label: 'Active Ads', value: activeAds },
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }}>
      {cards.map((card) => (
        <Paper key={card.label} withBorder p="md" radius="md">
          <Text size="sm" c="dimmed">
            {card.label}
          </Text>
          <Text fw={700} fz="xl" data-testid={`stat-${card.label}`}>
            {card.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

export function StatsDetails({ stats, advertiserId }: { stats: AdStats; advertiserId: string }) {
  return (
    <Card withBorder radius="md">
      <Group justify="space-between">
        <Title order={3}>
          Performance {stats.from} to {stats.to}
        </Title>
        <Button component="a" href={statsCsvUrl(advertiserId)} variant="light" download>
          Export CSV
        </Button>
      </Group>
      {stats.byDay.length > 0 ? (
        <LineChart
          mt="md"
          h={220}
          data={stats.byDay}
          dataKey="day"
          series={[
            { name: 'impressions', label: 'Impressions', color: 'blue.6' },
            { name: 'clicks', label: 'Clicks', color: 'teal.6' },
          ]}
          withLegend
        />
      ) : (
        <Text c="dimmed" mt="md">
          No impressions yet in this period.
        </Text>
      )}
      <Title order={4} mt="lg">
        Campaigns
      </Title>
      <Table mt="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Campaign</Table.Th>
            <Table.Th>Impressions</Table.Th>
            <Table.Th>Clicks</Table.Th>
            <Table.Th>CTR</Table.Th>
            <Table.Th>Spend / budget</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stats.byCampaign.map((row) => (
            <Table.Tr key={row.campaignId}>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td>{row.impressions}</Table.Td>
              <Table.Td>{row.clicks}</Table.Td>
              <Table.Td>{row.ctr}%</Table.Td>
              <Table.Td miw={160}>
                <Text size="xs">
                  ${row.spent.toFixed(2)} of ${row.budget.toFixed(2)}
                </Text>
                <Progress value={row.budget ? (row.spent / row.budget) * 100 : 0} size="sm" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={4} mt="lg">
        Ads
      </Title>
      <Table mt="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Ad</Table.Th>
            <Table.Th>Impressions</Table.Th>
            <Table.Th>Clicks</Table.Th>
            <Table.Th>CTR</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stats.byAd.map((row) => (
            <Table.Tr key={row.adId} data-testid={`stats-ad-${row.adId}`}>
              <Table.Td>{row.title}</Table.Td>
              <Table.Td>{row.impressions}</Table.Td>
              <Table.Td>{row.clicks}</Table.Td>
              <Table.Td>{row.ctr}%</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
