import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import {
  Alert,
  Button,
  Card,
  Group,
  MultiSelect,
  Progress,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useLocale, useT } from '../../../i18n/use-t.ts';
import { useLogout, useRequireAccount } from '../../../lib/account.ts';
import {
  DIMENSIONS,
  parquetExportUrl,
  ruleVersionsQueryOptions,
  runReport,
  type AnalyticsQuery,
  type AnalyticsReport,
  type Dimension,
  type AnalyticsProgress as ReplayProgress,
} from '../api/analytics-report.ts';
import { ComparisonTable, MeasuresTable, rowLabel } from './analytics-tables.tsx';
import { dayBefore, hawaiiInputToIso, hawaiiMoment, lastWeek, type AsOfKind } from './analytics-dates.ts';

type Run =
  | { state: 'idle' }
  | { state: 'running'; progress: ReplayProgress | null }
  | { state: 'done'; report: AnalyticsReport }
  | { state: 'cancelled' }
  | { state: 'failed'; message: string };

/** The analysts' workbench: ad traffic by any dimension, as of any moment, under any rule version. */
export function AnalyticsPage() {
  const me = useRequireAccount('analyst');
  const t = useT();
  const [query, setQuery] = useState<AnalyticsQuery>(() => ({
    ...lastWeek(),
    groupBy: ['day'],
    rules: 'recorded',
  }));
  const [asOfKind, setAsOfKind] = useState<AsOfKind>('now');
  const [run, setRun] = useState<Run>({ state: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const logout = useLogout();
  if (!me) return null;

  const start = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setRun({ state: 'running', progress: null });
    try {
      const report = await runReport(
        {
          ...query,
          asOfTime: asOfKind === 'time' && query.asOfTime ? hawaiiInputToIso(query.asOfTime) : undefined,
          asOfPosition: asOfKind === 'position' ? query.asOfPosition : undefined,
        },
        { signal: controller.signal, onProgress: (progress) => setRun({ state: 'running', progress }) },
      );
      setRun({ state: 'done', report });
    } catch (error) {
      if (controller.signal.aborted) setRun({ state: 'cancelled' });
      else setRun({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <Stack p={{ base: 'sm', sm: 'xl' }} maw={1200} mx="auto">
      <Group justify="space-between" align="flex-start">
        <Title order={1}>{t('analytics.title')}</Title>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('analytics.signedInAs', { name: me.name })}
          </Text>
          <Button variant="subtle" color="red" onClick={() => logout.mutate()}>
            {t('analytics.logOut')}
          </Button>
        </Group>
      </Group>
      <Text c="dimmed">{t('analytics.intro')}</Text>
      <QueryForm query={query} onChange={setQuery} asOfKind={asOfKind} onAsOfKind={setAsOfKind} />
      <Group>
        <Button onClick={() => void start()} loading={run.state === 'running'}>
          {t('analytics.run')}
        </Button>
        <Button component="a" variant="light" href={parquetExportUrl(query.from, query.to)} download>
          {t('analytics.downloadParquet')}
        </Button>
      </Group>
      {run.state === 'running' && (
        <RunProgress progress={run.progress} onCancel={() => abort.current?.abort()} />
      )}
      {run.state === 'cancelled' && <Alert color="yellow">{t('analytics.cancelled')}</Alert>}
      {run.state === 'failed' && (
        <Alert color="red" title={t('analytics.failed')}>
          {run.message}
        </Alert>
      )}
      {run.state === 'done' && <ReportView report={run.report} groupBy={query.groupBy} />}
    </Stack>
  );
}

function QueryForm({
  query,
  onChange,
  asOfKind,
  onAsOfKind,
}: {
  query: AnalyticsQuery;
  onChange: (query: AnalyticsQuery) => void;
  asOfKind: AsOfKind;
  onAsOfKind: (kind: AsOfKind) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const versions = useQuery(ruleVersionsQueryOptions(locale));
  const versionOptions = (versions.data?.versions ?? []).map((rule) => ({
    value: String(rule.version),
    label: t('analytics.rules.version', { version: rule.version, summary: rule.summary }),
  }));
  return (
    <Card withBorder radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        <TextInput
          type="date"
          label={t('analytics.from')}
          value={query.from}
          onChange={(event) => onChange({ ...query, from: event.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t('analytics.to')}
          value={query.to}
          onChange={(event) => onChange({ ...query, to: event.currentTarget.value })}
        />
        <MultiSelect
          label={t('analytics.groupBy')}
          placeholder={t('analytics.groupByPlaceholder')}
          data={DIMENSIONS.map((dimension) => ({
            value: dimension,
            label: t(`analytics.dimension.${dimension}`),
          }))}
          value={query.groupBy}
          onChange={(value) => onChange({ ...query, groupBy: value as Dimension[] })}
        />
        <Select
          label={t('analytics.rules')}
          data={[{ value: 'recorded', label: t('analytics.rules.recorded') }, ...versionOptions]}
          value={String(query.rules)}
          allowDeselect={false}
          onChange={(value) =>
            onChange({ ...query, rules: value === 'recorded' || !value ? 'recorded' : Number(value) })
          }
        />
        <Select
          label={t('analytics.compareWith')}
          data={[{ value: 'none', label: t('analytics.compareWith.none') }, ...versionOptions]}
          value={query.compareRules === undefined ? 'none' : String(query.compareRules)}
          allowDeselect={false}
          onChange={(value) =>
            onChange({ ...query, compareRules: value && value !== 'none' ? Number(value) : undefined })
          }
        />
        <AsOfField query={query} onChange={onChange} kind={asOfKind} onKind={onAsOfKind} />
      </SimpleGrid>
    </Card>
  );
}

function AsOfField({
  query,
  onChange,
  kind,
  onKind,
}: {
  query: AnalyticsQuery;
  onChange: (query: AnalyticsQuery) => void;
  kind: AsOfKind;
  onKind: (kind: AsOfKind) => void;
}) {
  const t = useT();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="as-of-label">
        {t('analytics.asOf')}
      </Text>
      {/* Stacked: three choices in a row do not fit a third of the form, nor a phone. */}
      <SegmentedControl
        aria-labelledby="as-of-label"
        orientation="vertical"
        fullWidth
        size="xs"
        value={kind}
        onChange={(value) => onKind(value as AsOfKind)}
        data={[
          { value: 'now', label: t('analytics.asOf.now') },
          { value: 'time', label: t('analytics.asOf.time') },
          { value: 'position', label: t('analytics.asOf.position') },
        ]}
      />
      {kind === 'time' && (
        <Group align="flex-end" gap="xs">
          <TextInput
            type="datetime-local"
            label={t('analytics.asOfTime')}
            value={query.asOfTime ?? ''}
            onChange={(event) => onChange({ ...query, asOfTime: event.currentTarget.value || undefined })}
          />
          <Button
            variant="subtle"
            size="xs"
            disabled={!query.asOfTime}
            onClick={() => onChange({ ...query, asOfTime: query.asOfTime && dayBefore(query.asOfTime) })}
          >
            {t('analytics.dayEarlier')}
          </Button>
        </Group>
      )}
      {kind === 'position' && (
        <TextInput
          label={t('analytics.asOfPosition')}
          description={t('analytics.asOfPositionHint')}
          value={query.asOfPosition ?? ''}
          onChange={(event) => onChange({ ...query, asOfPosition: event.currentTarget.value || undefined })}
        />
      )}
    </Stack>
  );
}

function RunProgress({ progress, onCancel }: { progress: ReplayProgress | null; onCancel: () => void }) {
  const t = useT();
  const percent = progress && progress.total > 0 ? (progress.done / progress.total) * 100 : 0;
  const label = progress
    ? t('analytics.progress', { done: progress.done, total: progress.total })
    : t('analytics.starting');
  return (
    <Card withBorder radius="md">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" aria-live="polite">
          {label}
        </Text>
        <Button variant="outline" color="red" size="xs" onClick={onCancel}>
          {t('analytics.cancel')}
        </Button>
      </Group>
      <Progress value={percent} mt="xs" aria-label={label} />
    </Card>
  );
}

function ReportView({ report, groupBy }: { report: AnalyticsReport; groupBy: Dimension[] }) {
  const t = useT();
  const locale = useLocale();
  const chartRows = report.rows.map((row) => ({
    label: rowLabel(row, groupBy, t('analytics.allTotal'), report.names),
    impressions: row.impressions,
    clicks: row.clicks,
  }));
  return (
    <Stack data-testid="analytics-report">
      <Text size="sm" data-testid="analytics-as-of">
        {t('analytics.asOfResult', {
          at: report.asOf.at ? hawaiiMoment(report.asOf.at, locale) : '—',
          position: report.asOf.position ?? '—',
        })}
        {' · '}
        {t('analytics.rulesResult', { version: String(report.ruleVersion) })}
      </Text>
      <Card withBorder radius="md">
        <Title order={2} size="h3">
          {t('analytics.chartTitle')}
        </Title>
        {chartRows.length > 0 ? (
          <BarChart
            mt="md"
            h={260}
            data={chartRows}
            dataKey="label"
            series={[
              { name: 'impressions', label: t('analytics.impressions'), color: 'blue.6' },
              { name: 'clicks', label: t('analytics.clicks'), color: 'teal.6' },
            ]}
            withLegend
          />
        ) : (
          <Text c="dimmed" mt="md">
            {t('analytics.noRows')}
          </Text>
        )}
      </Card>
      <Card withBorder radius="md">
        <Title order={2} size="h3">
          {t('analytics.tableTitle')}
        </Title>
        <MeasuresTable report={report} groupBy={groupBy} />
      </Card>
      {report.comparison && (
        <Card withBorder radius="md">
          <Title order={2} size="h3">
            {t('analytics.comparisonTitle', {
              base:
                report.ruleVersion === 'recorded' ? t('analytics.comparison.recorded') : report.ruleVersion,
              other: report.comparison.ruleVersion,
            })}
          </Title>
          <ComparisonTable comparison={report.comparison} names={report.names} />
        </Card>
      )}
    </Stack>
  );
}
