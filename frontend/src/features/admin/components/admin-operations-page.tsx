import { Alert, Badge, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../i18n/use-t.ts';
import { operationsQueryOptions, type ProjectionOperations } from '../api/operations.ts';
import { systemHealthQueryOptions } from '../api/system-health.ts';
import { LagCharts } from './operations/lag-charts.tsx';
import { OperationsPanels } from './operations/operations-panels.tsx';
import { ParkedProjections } from './operations/parked-projections.tsx';

function ProjectionState({ projection }: { projection: ProjectionOperations }) {
  const t = useT();
  if (projection.parked) return <Badge color="red">{t('admin.operations.state.parked')}</Badge>;
  if (!projection.runner || projection.runner.expired) {
    return <Badge color="red">{t('admin.operations.state.noRunner')}</Badge>;
  }
  if (projection.lagEvents > 0) {
    return <Badge color="yellow">{t('admin.operations.state.catchingUp')}</Badge>;
  }
  return <Badge color="green">{t('admin.operations.state.running')}</Badge>;
}

/** Who runs it, and how long since its last heartbeat: a hung runner's grows past the lease time. */
function RunnerCell({ runner }: { runner: ProjectionOperations['runner'] }) {
  const t = useT();
  if (!runner) return <>{t('admin.operations.runner.none')}</>;
  const heartbeat = t('admin.operations.runner.heartbeat', { seconds: runner.heartbeatAgeSeconds });
  return (
    <Stack gap={0}>
      <Text size="sm" c={runner.expired ? 'red' : undefined} fw={runner.expired ? 700 : undefined}>
        {runner.expired ? t('admin.operations.runner.expired', { heartbeat }) : heartbeat}
      </Text>
      <Text size="xs" c="dimmed">
        {runner.owner}
      </Text>
    </Stack>
  );
}

function DependencyBadges() {
  const t = useT();
  const health = useQuery(systemHealthQueryOptions());
  // Hidden until health answers, but in their place, so nothing below moves when they show.
  return (
    <Group gap="xs">
      {(['postgres', 'redis', 'eventStore'] as const).map((name) => {
        const ok = health.data?.[name].ok;
        return (
          <Badge
            key={name}
            color={ok ? 'green' : 'red'}
            variant="light"
            style={{ visibility: ok === undefined ? 'hidden' : undefined }}
          >
            {name}: {t(ok === false ? 'admin.operations.unreachable' : 'admin.operations.reachable')}
          </Badge>
        );
      })}
    </Group>
  );
}

function ProjectionsTable({ projections }: { projections: ProjectionOperations[] }) {
  const t = useT();
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('admin.operations.projections.title')}
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.operations.column.projection')}</Table.Th>
              <Table.Th>{t('admin.operations.column.state')}</Table.Th>
              <Table.Th>{t('admin.operations.column.position')}</Table.Th>
              <Table.Th>{t('admin.operations.column.lagEvents')}</Table.Th>
              <Table.Th>{t('admin.operations.column.lagSeconds')}</Table.Th>
              <Table.Th>{t('admin.operations.column.runner')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {projections.map((projection) => (
              <Table.Tr key={projection.name} data-projection={projection.name}>
                <Table.Td>{projection.name}</Table.Td>
                <Table.Td>
                  <ProjectionState projection={projection} />
                </Table.Td>
                <Table.Td>{projection.position}</Table.Td>
                <Table.Td>{projection.lagEvents}</Table.Td>
                <Table.Td>{projection.lagSeconds}</Table.Td>
                <Table.Td>
                  <RunnerCell runner={projection.runner} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/**
 * What an operator watches, live: parked projections with their way out (retry, skip), each one's lag
 * over the last hour, rebuilds under way, the log's horizon and the outboxes.
 */
export function AdminOperationsPage() {
  const t = useT();
  const operations = useQuery(operationsQueryOptions());
  return (
    <Stack>
      <Title order={1}>{t('admin.operations.title')}</Title>
      <DependencyBadges />
      {operations.isPending && <Loader />}
      {operations.isError && (
        <Alert color="red" title={t('admin.operations.unavailable')}>
          {operations.error.message}
        </Alert>
      )}
      {operations.data && (
        <>
          <ParkedProjections projections={operations.data.projections} />
          <LagCharts projections={operations.data.projections} history={operations.data.history} />
          <OperationsPanels operations={operations.data} />
          <ProjectionsTable projections={operations.data.projections} />
        </>
      )}
    </Stack>
  );
}
