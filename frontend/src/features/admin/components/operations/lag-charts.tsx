import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Card, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../../i18n/use-t.ts';
import { formatHawaiiClock } from '../../../../lib/hawaii-time.ts';
import type { LagSample, Operations, ProjectionOperations } from '../../api/operations.ts';

/** Under this span the axis reads seconds: minutes alone would repeat on every tick. */
const SHORT_SPAN_MS = 10 * 60_000;
const spanMs = (samples: LagSample[]) =>
  samples.length < 2 ? 0 : Date.parse(samples.at(-1)!.at) - Date.parse(samples[0]!.at);

function LagChart({ name, samples }: { name: string; samples: LagSample[] }) {
  const t = useT();
  const data = samples.map((sample) => ({
    ...sample,
    time: formatHawaiiClock(sample.at, spanMs(samples) < SHORT_SPAN_MS),
  }));
  return (
    <Card withBorder padding="xs" data-testid={`lag-${name}`}>
      <LineChart
        h={200}
        aria-label={name}
        data={data}
        dataKey="time"
        series={[
          { name: 'lagEvents', label: t('admin.operations.lag.events'), color: 'red.6' },
          { name: 'position', label: t('admin.operations.lag.position'), color: 'blue.6', yAxisId: 'right' },
        ]}
        withRightYAxis
        withDots={samples.length < 10}
        curveType="linear"
        tickLine="none"
        gridAxis="y"
        xAxisProps={{ minTickGap: 40 }}
        rightYAxisProps={{ width: 48 }}
        yAxisProps={{ width: 40 }}
        withLegend
      />
    </Card>
  );
}

/** The one to draw first: a parked one, else the furthest behind now, else the furthest behind this hour. */
function mostBehind(projections: ProjectionOperations[], history: Operations['history']): string | null {
  const worstOfHour = (name: string) =>
    Math.max(0, ...(history.find((h) => h.name === name)?.samples.map((s) => s.lagEvents) ?? []));
  const ranked = [...projections].sort(
    (a, b) =>
      Number(b.parked !== null) - Number(a.parked !== null) ||
      b.lagEvents - a.lagEvents ||
      worstOfHour(b.name) - worstOfHour(a.name),
  );
  return ranked[0]?.name ?? null;
}

/**
 * The last hour of one projection's lag and position, as the runner sampled it: the one furthest behind
 * unless the admin picks another. One chart at a time stays readable on a phone.
 */
export function LagCharts({
  projections,
  history,
}: {
  projections: ProjectionOperations[];
  history: Operations['history'];
}) {
  const t = useT();
  const [picked, pick] = useState<string | null>(null);
  const shown = picked ?? mostBehind(projections, history);
  const samples = history.find((h) => h.name === shown)?.samples ?? [];
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('admin.operations.lag.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('admin.operations.lag.help')}
      </Text>
      <Select
        label={t('admin.operations.lag.projection')}
        data={projections.map(({ name }) => name)}
        value={shown}
        onChange={pick}
        allowDeselect={false}
        searchable
        maw={320}
      />
      {shown && samples.length > 0 ? (
        <LagChart name={shown} samples={samples} />
      ) : (
        <Text size="sm">{t('admin.operations.lag.noSamples')}</Text>
      )}
    </Stack>
  );
}
