import { Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { firstFieldErrors, serverMessageOf } from '../../../lib/api-fetch.ts';
import { refreshAfterWrite } from '../../../lib/read-your-writes.ts';
import { statusColor as defaultStatusColor } from '../../../lib/advertising/campaigns-api.ts';
import { FittingSegmentedControl } from '../../../components/fitting-segmented-control.tsx';

/** `t` of `useT()`, for column lists built inside a page. */
export type Translate = ReturnType<typeof useT>;

export interface ModerationColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

export interface ModerationAction {
  label: string;
  run: () => void;
  color?: string;
}

/** The status filter's value for "every status"; queries take `undefined` for it. */
export const ALL_STATUSES = 'all';
export const statusParam = (status: string) => (status === ALL_STATUSES ? undefined : status);

interface ModerationTableProps<T extends { id: string; status: string }> {
  title: string;
  /** Links and notices above the filter. */
  header?: ReactNode;
  /** The statuses to filter by; `withAll` adds "All" first. */
  statuses: readonly string[];
  withAll?: boolean;
  status: string;
  onStatusChange: (status: string) => void;
  rows: T[] | undefined;
  loading: boolean;
  error?: Error | null;
  emptyText: string;
  columns: ModerationColumn<T>[];
  actions: (row: T) => ModerationAction[];
  /** Each row's data-testid is `${testIdPrefix}-${row.id}`. */
  testIdPrefix: string;
  statusColor?: Record<string, string>;
}

/** An admin review queue: status filter, one row per item with its status badge and actions. */
export function ModerationTable<T extends { id: string; status: string }>({
  title,
  header,
  statuses,
  withAll = false,
  status,
  onStatusChange,
  rows,
  loading,
  error,
  emptyText,
  columns,
  actions,
  testIdPrefix,
  statusColor = defaultStatusColor,
}: ModerationTableProps<T>) {
  const t = useT();
  const filter = [
    ...(withAll ? [{ value: ALL_STATUSES, label: t('admin.moderation.all') }] : []),
    ...statuses.map((value) => ({ value, label: t('admin.moderation.statusFilter', { status: value }) })),
  ];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{title}</Title>
        {header}
      </Group>
      <FittingSegmentedControl
        value={status}
        onChange={onStatusChange}
        data={filter}
        aria-label={t('admin.moderation.statusFilterLabel')}
      />
      {loading && <Loader />}
      {error && <Text c="red">{error.message}</Text>}
      {rows?.length === 0 && <Text c="dimmed">{emptyText}</Text>}
      {rows && rows.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                {/* Actions first: on a phone they are on screen before the table scrolls. */}
                <Table.Th>{t('admin.moderation.actionsHeader')}</Table.Th>
                {columns.map((column) => (
                  <Table.Th key={column.header}>{column.header}</Table.Th>
                ))}
                <Table.Th>{t('admin.moderation.statusHeader')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id} data-testid={`${testIdPrefix}-${row.id}`}>
                  <Table.Td>
                    <Stack gap="xs">
                      {actions(row).map((action) => (
                        <Button key={action.label} size="xs" color={action.color} onClick={action.run}>
                          {action.label}
                        </Button>
                      ))}
                    </Stack>
                  </Table.Td>
                  {columns.map((column) => (
                    <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
                  ))}
                  <Table.Td>
                    <Badge color={statusColor[row.status] ?? 'gray'}>
                      {t('admin.moderation.statusBadge', { status: row.status })}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

interface ModerationToasts<V> {
  /** Success toast title, e.g. 'Campaign Updated'. */
  success: string;
  successMessage: (variables: V) => string;
  /** Failure message when the server gives none, e.g. 'Failed to update campaign status'. */
  failure: string;
  /** Query key prefix to refetch after a change. */
  refresh: readonly string[];
  /** A read of the read model the change updates: refetched once it shows the change (read-your-writes). */
  readPath: string;
}

/**
 * What a caller with a form of its own wants told: the change was made (close the form), or the server
 * refused some of its fields (show them under those fields, keep the form open; no toast covers it).
 */
interface ModerationOutcome {
  onDone?: () => void;
  onFieldErrors?: (errors: Record<string, string>) => void;
}

/** Runs a moderation mutation with its toasts, then refetches the queue once it shows the change. */
export function useModerationAction<V>(
  mutation: UseMutationResult<{ position: string }, Error, V>,
  { success, successMessage, failure, refresh, readPath }: ModerationToasts<V>,
) {
  const t = useT();
  const queryClient = useQueryClient();
  return (variables: V, outcome: ModerationOutcome = {}) =>
    mutation.mutate(variables, {
      onSuccess: ({ position }) => {
        outcome.onDone?.();
        notifications.show({ color: 'green', title: success, message: successMessage(variables) });
        void refreshAfterWrite(queryClient, { position, readPath, queryKeys: [refresh] });
      },
      onError: (error) => {
        const fieldErrors = firstFieldErrors(error);
        if (outcome.onFieldErrors && Object.keys(fieldErrors).length > 0)
          return outcome.onFieldErrors(fieldErrors);
        notifications.show({
          color: 'red',
          title: t('admin.moderation.error'),
          message: serverMessageOf(error) ?? failure,
        });
      },
    });
}
