import { Table } from '@mantine/core';
import { useT } from '../../../i18n/use-t.ts';
import type { SurfOutlook } from '../api/conditions.ts';
import { useSurfHeight } from '../../../lib/live-texts.ts';

/** The forecast's periods and north-shore heights. Mantine's Table brings ScrollArea with it: own chunk. */
export function SurfOutlookPeriods({ periods }: { periods: SurfOutlook['northShore'] }) {
  const t = useT();
  const surfHeight = useSurfHeight();
  const heights = (minFt: number, maxFt: number) =>
    minFt === 0 ? t('outlook.upTo', { height: surfHeight(maxFt, maxFt) }) : surfHeight(minFt, maxFt);
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('outlook.when')}</Table.Th>
          <Table.Th>{t('outlook.northShores')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {periods.map((period) => (
          <Table.Tr key={period.label}>
            {/* The NWS forecast's own words. */}
            <Table.Td lang="en">{period.label}</Table.Td>
            <Table.Td fw={700}>{heights(period.minFt, period.maxFt)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
