import { placementLabels, type AdPlacement } from '@nsg/domain/advertising/placement.ts';
import { Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../i18n/use-t.ts';
import { formatPrice } from '../../../lib/format-price.ts';
import { adminOverviewQueryOptions } from '../api/admin.ts';

/** The admins' landing page: money in and out by month, and how much of each placement is sold. */
export function AdminOverviewPage() {
  const t = useT();
  const overview = useQuery(adminOverviewQueryOptions);
  if (overview.isPending) return <Loader />;
  if (overview.error) return <Text c="red">{overview.error.message}</Text>;
  const { money, inventory } = overview.data;
  return (
    <Stack>
      <Title order={1}>{t('admin.overview.title')}</Title>
      <Title order={2} size="h4">
        {t('admin.overview.money')}
      </Title>
      {money.length === 0 && <Text c="dimmed">{t('admin.overview.none')}</Text>}
      {money.length > 0 && (
        <Table.ScrollContainer minWidth={340}>
          <Table striped data-testid="overview-money">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.overview.column.month')}</Table.Th>
                <Table.Th>{t('admin.overview.column.revenue')}</Table.Th>
                <Table.Th>{t('admin.overview.column.refunds')}</Table.Th>
                <Table.Th>{t('admin.overview.column.net')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {money.map((row) => (
                <Table.Tr key={row.month}>
                  <Table.Td>{row.month}</Table.Td>
                  <Table.Td>{formatPrice(row.revenue)}</Table.Td>
                  <Table.Td>{formatPrice(row.refunds)}</Table.Td>
                  <Table.Td>{formatPrice(row.revenue - row.refunds)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Title order={2} size="h4">
        {t('admin.overview.inventory')}
      </Title>
      {inventory.length === 0 && <Text c="dimmed">{t('admin.overview.none')}</Text>}
      {inventory.length > 0 && (
        <Table.ScrollContainer minWidth={340}>
          <Table striped data-testid="overview-inventory">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.overview.column.month')}</Table.Th>
                <Table.Th>{t('admin.overview.column.placement')}</Table.Th>
                <Table.Th>{t('admin.overview.column.sold')}</Table.Th>
                <Table.Th>{t('admin.overview.column.free')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {inventory.map((row) => (
                <Table.Tr key={`${row.month}-${row.placement}`}>
                  <Table.Td>{row.month}</Table.Td>
                  <Table.Td>{placementLabels[row.placement as AdPlacement] ?? row.placement}</Table.Td>
                  <Table.Td>{row.capacity === null ? row.sold : `${row.sold} / ${row.capacity}`}</Table.Td>
                  <Table.Td>{row.capacity === null ? '—' : Math.max(row.capacity - row.sold, 0)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
