import { Table, Text } from '@mantine/core';
import { useT } from '../../../i18n/use-t.ts';
import type { AnalyticsReport, AnalyticsRow, AnalyticsMeasures, Dimension } from '../api/analytics-report.ts';

const money = (cents: number | null) => (cents == null ? '—' : `$${(cents / 100).toFixed(2)}`);
const percent = (value: number) => `${value}%`;

/** A table wider than a phone scrolls by keyboard too: its scrolling region takes focus, named. */
const focusableScroll = (label: string) => ({ viewportProps: { tabIndex: 0, 'aria-label': label } });

/** A dimension's value as a reader knows it: campaigns and ads by their names, the rest as they are. */
export const keyLabel = (row: AnalyticsRow, dimension: Dimension, names: AnalyticsReport['names']) => {
  const value = row.keys[dimension];
  if (value === undefined) return '—';
  if (dimension === 'campaign' || dimension === 'ad') return names[dimension][value] ?? value;
  return value;
};

/** A row's name on the chart: its dimension values in the order picked. */
export const rowLabel = (
  row: AnalyticsRow,
  groupBy: Dimension[],
  all: string,
  names: AnalyticsReport['names'],
) => groupBy.map((dimension) => keyLabel(row, dimension, names)).join(' · ') || all;

function MeasureCells({ measures }: { measures: AnalyticsMeasures }) {
  return (
    <>
      <Table.Td>{measures.impressions}</Table.Td>
      <Table.Td>{measures.clicks}</Table.Td>
      <Table.Td>{percent(measures.ctr)}</Table.Td>
      <Table.Td>{money(measures.spendCents)}</Table.Td>
      <Table.Td>{money(measures.cpm)}</Table.Td>
      <Table.Td>{money(measures.cpc)}</Table.Td>
      <Table.Td>{measures.flaggedImpressions}</Table.Td>
      <Table.Td>{measures.flaggedClicks}</Table.Td>
    </>
  );
}

function MeasureHeads() {
  const t = useT();
  return (
    <>
      <Table.Th>{t('analytics.impressions')}</Table.Th>
      <Table.Th>{t('analytics.clicks')}</Table.Th>
      <Table.Th>{t('analytics.ctr')}</Table.Th>
      <Table.Th>{t('analytics.spend')}</Table.Th>
      <Table.Th>{t('analytics.cpm')}</Table.Th>
      <Table.Th>{t('analytics.cpc')}</Table.Th>
      <Table.Th>{t('analytics.flaggedImpressions')}</Table.Th>
      <Table.Th>{t('analytics.flaggedClicks')}</Table.Th>
    </>
  );
}

/** One row per combination of the dimensions picked, and the totals. */
export function MeasuresTable({ report, groupBy }: { report: AnalyticsReport; groupBy: Dimension[] }) {
  const t = useT();
  if (report.rows.length === 0) return <Text c="dimmed">{t('analytics.noRows')}</Text>;
  return (
    // On a phone the table scrolls inside its card instead of pushing the page sideways.
    <Table.ScrollContainer
      minWidth={720}
      mt="xs"
      scrollAreaProps={focusableScroll(t('analytics.tableTitle'))}
    >
      <Table striped data-testid="analytics-measures">
        <Table.Thead>
          <Table.Tr>
            {groupBy.map((dimension) => (
              <Table.Th key={dimension}>{t(`analytics.dimension.${dimension}`)}</Table.Th>
            ))}
            <MeasureHeads />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.rows.map((row) => (
            <Table.Tr key={JSON.stringify(row.keys)}>
              {groupBy.map((dimension) => (
                <Table.Td key={dimension}>{keyLabel(row, dimension, report.names)}</Table.Td>
              ))}
              <MeasureCells measures={row} />
            </Table.Tr>
          ))}
          <Table.Tr fw={700}>
            {groupBy.length > 0 && <Table.Td colSpan={groupBy.length}>{t('analytics.total')}</Table.Td>}
            <MeasureCells measures={report.totals} />
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Each campaign's figures under both rule versions, and what changes. */
export function ComparisonTable({
  comparison,
  names,
}: {
  comparison: NonNullable<AnalyticsReport['comparison']>;
  names: AnalyticsReport['names'];
}) {
  const t = useT();
  if (comparison.perCampaignDelta.length === 0) return <Text c="dimmed">{t('analytics.noComparison')}</Text>;
  const pair = <T,>({ base, compared }: { base: T; compared: T }, show: (value: T) => string | number) =>
    `${show(base)} → ${show(compared)}`;
  const count = (value: number) => value;
  return (
    <Table.ScrollContainer
      minWidth={560}
      mt="xs"
      scrollAreaProps={focusableScroll(t('analytics.comparison.change'))}
    >
      <Table striped data-testid="analytics-comparison">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('analytics.dimension.campaign')}</Table.Th>
            <Table.Th>{t('analytics.impressions')}</Table.Th>
            <Table.Th>{t('analytics.clicks')}</Table.Th>
            <Table.Th>{t('analytics.spend')}</Table.Th>
            <Table.Th>{t('analytics.comparison.change')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {comparison.perCampaignDelta.map((delta) => (
            <Table.Tr key={delta.campaignId}>
              <Table.Td>{names.campaign[delta.campaignId] ?? delta.campaignId}</Table.Td>
              <Table.Td>{pair(delta.impressions, count)}</Table.Td>
              <Table.Td>{pair(delta.clicks, count)}</Table.Td>
              <Table.Td>{pair(delta.spendCents, money)}</Table.Td>
              <Table.Td>{money(delta.spendCents.compared - delta.spendCents.base)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
