import { Button, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MessageId } from '@nsg/domain/i18n/messages/en.ts';
import { useLocale, useT } from '../../../i18n/use-t.ts';
import { describeAction, describeActor } from '../../../lib/advertising/campaigns-api.ts';
import { auditQueryOptions, type AuditRow, type AuditFilters } from '../api/admin.ts';
import { formatHawaiiTime } from '../../../lib/hawaii-time.ts';
import { FittingSegmentedControl } from '../../../components/fitting-segmented-control.tsx';

export function AdminAuditPage() {
  const t = useT();
  const [filters, setFilters] = useState<AuditFilters>({});
  // One request once typing pauses, not one per keystroke.
  const [debouncedFilters] = useDebouncedValue(filters, 300);
  const lang = useLocale();
  const audit = useInfiniteQuery(auditQueryOptions({ ...debouncedFilters, lang }));
  const rows = audit.data?.pages.flat();
  const field = (name: keyof AuditFilters, label: MessageId, type = 'text') => (
    <TextInput
      label={t(label)}
      type={type}
      value={filters[name] ?? ''}
      onChange={(e) => {
        // Read the value now: React has cleared currentTarget by the time the state updater runs.
        const value = e.currentTarget.value || undefined;
        setFilters((f) => ({ ...f, [name]: value }));
      }}
    />
  );
  return (
    <Stack>
      <Title order={1}>{t('admin.audit.title')}</Title>
      <Group>
        {field('actor', 'admin.audit.filter.actor')}
        {field('target', 'admin.audit.filter.target')}
        {field('type', 'admin.audit.filter.type')}
        {field('from', 'admin.audit.filter.from', 'date')}
        {field('to', 'admin.audit.filter.to', 'date')}
      </Group>
      <FittingSegmentedControl
        aria-label={t('admin.audit.activity.label')}
        value={filters.activity ?? 'people'}
        onChange={(value) => setFilters((f) => ({ ...f, activity: value as AuditFilters['activity'] }))}
        data={[
          { value: 'people', label: t('admin.audit.activity.people') },
          { value: 'traffic', label: t('admin.audit.activity.traffic') },
          { value: 'mail', label: t('admin.audit.activity.mail') },
          { value: 'all', label: t('admin.audit.activity.all') },
        ]}
      />
      {audit.isPending && <Loader />}
      <Table.ScrollContainer minWidth={760}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.audit.column.time')}</Table.Th>
              <Table.Th>{t('admin.audit.column.actor')}</Table.Th>
              <Table.Th>{t('admin.audit.column.action')}</Table.Th>
              <Table.Th>{t('admin.audit.column.target')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows?.map((row) => (
              <Table.Tr key={row.position}>
                <Table.Td>{formatHawaiiTime(row.at)}</Table.Td>
                <Table.Td title={row.actor}>
                  <ActorCell row={row} />
                </Table.Td>
                <Table.Td title={row.action}>
                  {describeAction(row.action)}
                  {row.changes.map((change) => (
                    <Text key={change} size="xs" c="dimmed" data-testid="audit-change">
                      {change}
                    </Text>
                  ))}
                </Table.Td>
                <Table.Td>
                  {row.targetName && <Text size="sm">{row.targetName}</Text>}
                  <Text size="xs" ff="monospace" c={row.targetName ? 'dimmed' : undefined}>
                    {row.target}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows?.length === 0 && (
        <Text c="dimmed" data-testid="audit-empty">
          {t('admin.audit.empty')}
        </Text>
      )}
      {audit.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void audit.fetchNextPage()}
          loading={audit.isFetchingNextPage}
        >
          {t('admin.audit.loadOlder')}
        </Button>
      )}
    </Stack>
  );
}

/** Who did it: the account's name and email with its role, or Visitor / System. */
function ActorCell({ row }: { row: AuditRow }) {
  if (row.actorName === null) return <>{describeActor(row.actor)}</>;
  return (
    <>
      <Text size="sm">
        {row.actorName}
        {row.actorEmail ? ` · ${row.actorEmail}` : ''}
      </Text>
      <Text size="xs" c="dimmed">
        {describeActor(row.actor)}
      </Text>
    </>
  );
}
