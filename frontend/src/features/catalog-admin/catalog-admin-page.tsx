import { Alert, Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ReasonDialog } from '../../components/reason-dialog.tsx';
import { SampleBadge } from '../../components/sample-badge.tsx';
import { useT } from '../../i18n/use-t.ts';
import { refreshAfterWrite } from '../../lib/read-your-writes.ts';
import { firstFieldErrors } from '../../lib/api-fetch.ts';
import {
  catalogApiPath,
  catalogQueryKey,
  catalogRowsQueryOptions,
  retireCatalogEntry,
  type CatalogAdminRow,
} from './catalog-admin-api.ts';
import { CatalogEntryDialog, type EditedEntry } from './catalog-entry-dialog.tsx';
import { RetireSamples } from './retire-samples.tsx';

export interface CatalogKindPage<Row extends CatalogAdminRow, Values extends Record<string, unknown>> {
  /** The kind's URL segment: businesses, beaches, products... */
  kind: string;
  title: string;
  addLabel: string;
  /** What the list says of an entry under its name (category, place...). */
  summary: (row: Row) => ReactNode;
  emptyValues: Values;
  /** The form's values from an entry's fields (a list row, or the entry a conflict sends back). */
  valuesOf: (fields: Record<string, unknown>) => Values;
  /** What the API takes from the form's values, where they differ (a price in dollars sent in cents). */
  bodyOf?: (values: Values) => object;
  fields: (form: UseFormReturnType<Values>) => ReactNode;
  /** Controls of a shown entry under its summary (a header image's moves), given every row. */
  rowActions?: (row: Row, rows: Row[]) => ReactNode;
  /** Whether "Retire all sample data" reaches this kind's samples (it leaves the header images be). */
  retiredWithSamples?: boolean;
}

/**
 * An admin page of one kind of catalog entry: every entry, samples first and marked, retired ones
 * marked; add, edit (with the conflict a concurrent save makes) and retire with a reason.
 */
export function CatalogAdminPage<Row extends CatalogAdminRow, Values extends Record<string, unknown>>(
  page: CatalogKindPage<Row, Values>,
) {
  const t = useT();
  const queryClient = useQueryClient();
  const rows = useQuery(catalogRowsQueryOptions<Row>(page.kind));
  const [editing, setEditing] = useState<EditedEntry<Values> | 'new' | null>(null);
  const [retiring, setRetiring] = useState<Row | null>(null);
  const refresh = (position: string) =>
    refreshAfterWrite(queryClient, {
      position,
      readPath: catalogApiPath(page.kind),
      queryKeys: [catalogQueryKey(page.kind)],
    });
  const retire = useMutation({
    mutationFn: ({ row, reason }: { row: Row; reason: string }) =>
      retireCatalogEntry(page.kind, row.id, reason),
    onSuccess: ({ position }, { row }) => {
      setRetiring(null);
      notifications.show({ color: 'green', title: t('catalogAdmin.retiredTitle'), message: row.name });
      void refresh(position);
    },
    onError: (error) => {
      // A refusal about the reason is said under it, in the dialog; anything else as a notification.
      if (firstFieldErrors(error).reason) return;
      notifications.show({ color: 'red', title: t('catalogAdmin.retireFailed'), message: error.message });
    },
  });
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{page.title}</Title>
        <Button onClick={() => setEditing('new')}>{page.addLabel}</Button>
      </Group>
      {page.retiredWithSamples !== false && rows.data?.some((row) => row.sample && !row.retired) && (
        <RetireSamples />
      )}
      {rows.isPending && <Loader />}
      {rows.error && <Alert color="red">{rows.error.message}</Alert>}
      {rows.data?.length === 0 && <Text c="dimmed">{t('catalogAdmin.empty')}</Text>}
      <Table striped verticalSpacing="sm">
        <Table.Tbody>
          {rows.data?.map((row) => (
            <Table.Tr key={row.id} data-testid={`catalog-row-${row.id}`}>
              <Table.Td>
                <Group gap="xs">
                  <Text fw={700} td={row.retired ? 'line-through' : undefined}>
                    {row.name}
                  </Text>
                  {row.sample && <SampleBadge />}
                  {row.retired && <Badge color="gray">{t('catalogAdmin.retired')}</Badge>}
                  {!row.retired && row.missingJapanese.length > 0 && (
                    <Badge color="orange" variant="light" title={row.missingJapanese.join(', ')}>
                      {t('catalogAdmin.japaneseMissingShort')}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  {page.summary(row)}
                </Text>
                {page.rowActions && !row.retired && (
                  <Group gap="xs" mt={4}>
                    {page.rowActions(row, rows.data)}
                  </Group>
                )}
              </Table.Td>
              <Table.Td w={1}>
                {!row.retired && (
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() =>
                        setEditing({
                          id: row.id,
                          revision: row.revision,
                          values: page.valuesOf({ ...row } as Record<string, unknown>),
                        })
                      }
                    >
                      {t('catalogAdmin.edit')}
                    </Button>
                    <Button size="xs" variant="light" color="red" onClick={() => setRetiring(row)}>
                      {t('catalogAdmin.retire')}
                    </Button>
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {editing && (
        <CatalogEntryDialog
          kind={page.kind}
          title={
            editing === 'new'
              ? page.addLabel
              : t('catalogAdmin.editTitle', {
                  // By the list's name: a kind's form may have no `name` (a reward has a title).
                  name: rows.data?.find((row) => row.id === editing.id)?.name ?? '',
                })
          }
          entry={editing === 'new' ? null : editing}
          emptyValues={page.emptyValues}
          valuesOf={page.valuesOf}
          bodyOf={page.bodyOf}
          onClose={() => setEditing(null)}
          onSaved={(position) => void refresh(position)}
        >
          {page.fields}
        </CatalogEntryDialog>
      )}
      <ReasonDialog
        opened={retiring !== null}
        title={t('catalogAdmin.retireTitle', { name: retiring?.name ?? '' })}
        description={t('catalogAdmin.retireDescription')}
        confirmLabel={t('catalogAdmin.retire')}
        required
        requiredMessage={t('catalogAdmin.retireReasonRequired')}
        serverError={firstFieldErrors(retire.error).reason}
        busy={retire.isPending}
        onClose={() => {
          setRetiring(null);
          retire.reset();
        }}
        onConfirm={(reason) => retire.mutate({ row: retiring!, reason })}
      />
    </Stack>
  );
}
