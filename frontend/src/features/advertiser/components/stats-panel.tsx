import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import {
  Button,
  Card,
  Group,
  Image,
  Paper,
  Progress,
  SimpleGrid,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { FREQUENCY_WINDOW_MINUTES } from '@nsg/domain/advertising/ad-traffic.ts';
import { useT } from '../../../i18n/use-t.ts';
import { changeLabel, statsCsvUrl, type AdStats, type StatsRange } from '../api/stats.ts';

const money = (dollars: number | null | undefined) => (dollars == null ? '—' : `$${dollars.toFixed(2)}`);

/** The totals of the range, each with its change against the period just before. */
export function StatCards({
  stats,
  previous,
  activeAds,
}: {
  stats: AdStats | undefined;
  previous: AdStats | undefined;
  activeAds: number;
}) {
  const t = useT();
  const cards = [
    {
      label: t('advertiser.stats.totalImpressions'),
      value: stats?.totals.impressions ?? 0,
      change: stats && previous && changeLabel(stats.totals.impressions, previous.totals.impressions),
    },
    {
      label: t('advertiser.stats.totalClicks'),
      value: stats?.totals.clicks ?? 0,
      change: stats && previous && changeLabel(stats.totals.clicks, previous.totals.clicks),
    },
    { label: t('advertiser.stats.clickThroughRate'), value: `${stats?.totals.ctr ?? 0}%` },
    { label: t('advertiser.stats.activeAds'), value: activeAds },
    { label: t('advertiser.stats.spend'), value: money(stats?.totals.spend ?? 0) },
    { label: t('advertiser.stats.cpm'), value: money(stats?.totals.cpm) },
    { label: t('advertiser.stats.cpc'), value: money(stats?.totals.cpc) },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4, md: 7 }}>
      {cards.map((card) => (
        <Paper key={card.label} withBorder p="md" radius="md">
          <Text size="sm" c="dimmed">
            {card.label}
          </Text>
          <Text fw={700} fz="xl" data-testid={`stat-${card.label}`}>
            {card.value}
          </Text>
          {'change' in card && card.change && (
            <Text size="xs" c="dimmed" data-testid={`change-${card.label}`}>
              {t('advertiser.stats.change', { change: card.change })}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** From and To (Hawaii dates) for the report; cleared fields fall back to the last 30 days. */
export function RangePicker({
  range,
  onChange,
}: {
  range: StatsRange;
  onChange: (range: StatsRange) => void;
}) {
  const t = useT();
  const field = (name: 'from' | 'to', label: string) => (
    <TextInput
      type="date"
      label={label}
      value={range[name] ?? ''}
      onChange={(event) => {
        const value = event.currentTarget.value || undefined;
        onChange({ ...range, [name]: value });
      }}
    />
  );
  return (
    <Group align="flex-end" data-testid="stats-range">
      {field('from', t('advertiser.stats.from'))}
      {field('to', t('advertiser.stats.to'))}
    </Group>
  );
}

export function StatsDetails({
  stats,
  advertiserId,
  range,
}: {
  stats: AdStats;
  advertiserId: string;
  range: StatsRange;
}) {
  const t = useT();
  return (
    <Card withBorder radius="md">
      <Group justify="space-between">
        <Title order={3}>{t('advertiser.stats.performance', { from: stats.from, to: stats.to })}</Title>
        <Button component="a" href={statsCsvUrl(advertiserId, range)} variant="light" download>
          {t('advertiser.stats.exportCsv')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed" data-testid="stats-counting-rule">
        {t('advertiser.stats.countingRule', { minutes: FREQUENCY_WINDOW_MINUTES })}
      </Text>
      {stats.byDay.length > 0 ? (
        <LineChart
          mt="md"
          h={220}
          data={stats.byDay}
          dataKey="day"
          series={[
            { name: 'impressions', label: t('advertiser.stats.impressions'), color: 'blue.6' },
            { name: 'clicks', label: t('advertiser.stats.clicks'), color: 'teal.6' },
          ]}
          withLegend
        />
      ) : (
        <Text c="dimmed" mt="md">
          {t('advertiser.stats.noImpressions')}
        </Text>
      )}
      <Title order={4} mt="lg">
        {t('advertiser.stats.campaigns')}
      </Title>
      {/* On a phone the table scrolls inside its card instead of pushing the page sideways. */}
      <Table.ScrollContainer minWidth={560} mt="xs">
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('advertiser.stats.campaign')}</Table.Th>
              <Table.Th>{t('advertiser.stats.impressions')}</Table.Th>
              <Table.Th>{t('advertiser.stats.clicks')}</Table.Th>
              <Table.Th>{t('advertiser.stats.ctr')}</Table.Th>
              <Table.Th>{t('advertiser.stats.cpm')}</Table.Th>
              <Table.Th>{t('advertiser.stats.cpc')}</Table.Th>
              <Table.Th>{t('advertiser.stats.spendOfBudget')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {stats.byCampaign.map((row) => (
              <Table.Tr key={row.campaignId}>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td>{row.impressions}</Table.Td>
                <Table.Td>{row.clicks}</Table.Td>
                <Table.Td>{row.ctr}%</Table.Td>
                <Table.Td>{money(row.cpm)}</Table.Td>
                <Table.Td>{money(row.cpc)}</Table.Td>
                <Table.Td miw={160}>
                  <Text size="xs">
                    {t('advertiser.stats.spentOfBudget', {
                      spent: money(row.spent),
                      budget: money(row.budget),
                    })}
                  </Text>
                  <Progress value={row.budget ? (row.spent / row.budget) * 100 : 0} size="sm" />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Title order={4} mt="lg">
        {t('advertiser.stats.ads')}
      </Title>
      <TrafficTable
        label={t('advertiser.stats.ad')}
        rows={stats.byAd.map((row) => ({
          ...row,
          key: row.adId,
          testId: `stats-ad-${row.adId}`,
          name: row.title,
        }))}
      />
      <ImageStats stats={stats} />
    </Card>
  );
}

/** Views and clicks of each image within the range: which picture draws the clicks. */
function ImageStats({ stats }: { stats: AdStats }) {
  const t = useT();
  if (!stats.byImage.length) return null;
  return (
    <>
      <Title order={4} mt="lg">
        {t('advertiser.stats.images')}
      </Title>
      <Text size="xs" c="dimmed">
        {t('advertiser.stats.imagesNote')}
      </Text>
      <Table.ScrollContainer minWidth={420} mt="xs">
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('advertiser.stats.ad')}</Table.Th>
              <Table.Th>{t('advertiser.stats.image')}</Table.Th>
              <Table.Th>{t('advertiser.stats.imageViews')}</Table.Th>
              <Table.Th>{t('advertiser.stats.clicks')}</Table.Th>
              <Table.Th>{t('advertiser.stats.ctr')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {stats.byImage.map((row, index) => (
              <Table.Tr key={`${row.adId} ${row.imageUrl}`} data-testid="stats-image">
                {/* The ad's title once, on the first of its images. */}
                <Table.Td>{stats.byImage[index - 1]?.adId === row.adId ? '' : row.title}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Image src={row.imageUrl} w={48} h={32} radius="sm" alt="" />
                    <Text size="sm">
                      {row.imageNumber === null
                        ? t('advertiser.stats.imageRemoved')
                        : t('advertiser.stats.imageNumber', { number: row.imageNumber })}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td>{row.views}</Table.Td>
                <Table.Td>{row.clicks}</Table.Td>
                <Table.Td>{row.ctr}%</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}

interface TrafficRow {
  key: string;
  testId: string;
  name: ReactNode;
  impressions: number;
  clicks: number;
  ctr: number;
}

/** Impressions, clicks and CTR per ad; scrolls inside its card on a phone. */
function TrafficTable({ label, rows }: { label: string; rows: TrafficRow[] }) {
  const t = useT();
  return (
    <Table.ScrollContainer minWidth={360} mt="xs">
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{label}</Table.Th>
            <Table.Th>{t('advertiser.stats.impressions')}</Table.Th>
            <Table.Th>{t('advertiser.stats.clicks')}</Table.Th>
            <Table.Th>{t('advertiser.stats.ctr')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key} data-testid={row.testId}>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td>{row.impressions}</Table.Td>
              <Table.Td>{row.clicks}</Table.Td>
              <Table.Td>{row.ctr}%</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
