import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ageIn } from '@nsg/domain/conditions/hazard-text.ts';
import { useT } from '../../../i18n/use-t.ts';
import { surfOutlookQueryOptions } from '../api/conditions.ts';
import { useSurfHeight } from '../live-texts.ts';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint.ts';

/** The official north-shore forecast, as the NWS wrote it, with its issue time and age. */
export function SurfOutlook() {
  const outlook = useQuery({ ...surfOutlookQueryOptions(), enabled: useAfterFirstPaint() });
  const t = useT();
  const surfHeight = useSurfHeight();
  const heights = (minFt: number, maxFt: number) =>
    minFt === 0 ? t('outlook.upTo', { height: surfHeight(maxFt, maxFt) }) : surfHeight(minFt, maxFt);
  return (
    <Card padding="lg" data-testid="surf-outlook">
      <Stack gap="sm">
        <Title order={2} fz="h3">
          {t('outlook.title')}
        </Title>
        {outlook.isPending && outlook.failureCount === 0 ? (
          <Text c="dimmed">{t('outlook.loading')}</Text>
        ) : !outlook.data ? (
          <Text c="dimmed">{t('outlook.unavailable')}</Text>
        ) : (
          <>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('outlook.when')}</Table.Th>
                  <Table.Th>{t('outlook.northShores')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {outlook.data.northShore.map((period) => (
                  <Table.Tr key={period.label}>
                    {/* The NWS forecast's own words. */}
                    <Table.Td lang="en">{period.label}</Table.Td>
                    <Table.Td fw={700}>{heights(period.minFt, period.maxFt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {outlook.data.outlook && (
              <Text fz="sm" lang="en">
                {outlook.data.outlook}
              </Text>
            )}
            <Group gap={4}>
              <Text fz="xs" c="dimmed">
                {t('outlook.issued', {
                  source: outlook.data.source,
                  issuedText: outlook.data.issuedText,
                  issuedAt: new Date(outlook.data.issuedAt),
                  age: ageIn(t, outlook.data.issuedAt, new Date()),
                })}
              </Text>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
