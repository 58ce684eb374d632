import { Alert, Badge, Code, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@nsg/domain/i18n/messages/en.ts';
import { useT } from '../../../i18n/use-t.ts';
import { systemHealthQueryOptions, type ProjectionHealth } from '../api/system-health.ts';
import { formatHawaiiTime } from '../../../lib/hawaii-time.ts';

function ProjectionState({ projection }: { projection: ProjectionHealth }) {
  const t = useT();
  if (projection.parked) return <Badge color="red">{t('admin.projections.state.parked')}</Badge>;
  if (projection.lagEvents > 0) {
    return <Badge color="yellow">{t('admin.projections.state.catchingUp')}</Badge>;
  }
  return <Badge color="green">{t('admin.projections.state.running')}</Badge>;
}

/** Where a parked projection stopped, with the event's id as code. */
function ParkedAt({ parked }: { parked: NonNullable<ProjectionHealth['parked']> }) {
  return (
    <FormattedMessage
      id={'admin.projections.parkedAt' satisfies MessageId}
      values={{
        position: parked.position,
        eventId: <Code>{parked.eventId}</Code>,
        since: formatHawaiiTime(parked.parkedAt),
      }}
    />
  );
}

/**
 * Each read model's projection: lag behind the log and, for a parked one, the event it stopped at and
 * the error. A parked projection resumes when the projection process restarts (after the fix).
 */
export function AdminProjectionsPage() {
  const t = useT();
  const health = useQuery(systemHealthQueryOptions());
  const parked = health.data?.projections.filter((p) => p.parked) ?? [];
  return (
    <Stack>
      <Title order={1}>{t('admin.projections.title')}</Title>
      {health.isPending && <Loader />}
      {health.isError && (
        <Alert color="red" title={t('admin.projections.unavailable')}>
          {health.error.message}
        </Alert>
      )}
      {parked.length > 0 && (
        <Alert color="red" title={t('admin.projections.parkedCount', { count: parked.length })}>
          {t('admin.projections.parkedHelp')}
        </Alert>
      )}
      {health.data && (
        <Group gap="xs">
          {(['postgres', 'redis', 'eventStore'] as const).map((name) => (
            <Badge key={name} color={health.data[name].ok ? 'green' : 'red'} variant="light">
              {name}:{' '}
              {t(health.data[name].ok ? 'admin.projections.reachable' : 'admin.projections.unreachable')}
            </Badge>
          ))}
        </Group>
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.projections.column.projection')}</Table.Th>
              <Table.Th>{t('admin.projections.column.state')}</Table.Th>
              <Table.Th>{t('admin.projections.column.lagEvents')}</Table.Th>
              <Table.Th>{t('admin.projections.column.lagSeconds')}</Table.Th>
              <Table.Th>{t('admin.projections.column.parkedAt')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {health.data?.projections.map((projection) => (
              <Table.Tr key={projection.name} data-projection={projection.name}>
                <Table.Td>{projection.name}</Table.Td>
                <Table.Td>
                  <ProjectionState projection={projection} />
                </Table.Td>
                <Table.Td>{projection.lagEvents}</Table.Td>
                <Table.Td>{projection.lagSeconds}</Table.Td>
                <Table.Td>
                  {projection.parked && (
                    <Stack gap={2}>
                      <Text size="sm">
                        <ParkedAt parked={projection.parked} />
                      </Text>
                      <Code block>{projection.parked.error}</Code>
                    </Stack>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
