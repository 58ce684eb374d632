import { Alert, Badge, Code, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { systemHealthQueryOptions, type ProjectionHealth } from '../api/system-health.ts';

function ProjectionState({ projection }: { projection: ProjectionHealth }) {
  if (projection.parked) return <Badge color="red">Parked</Badge>;
  if (projection.lagEvents > 0) return <Badge color="yellow">Catching up</Badge>;
  return <Badge color="green">Running</Badge>;
}

/**
 * Each read model's projection: lag behind the log and, for a parked one, the event it stopped at and
 * the error. A parked projection resumes when the projection process restarts (after the fix).
 */
export function AdminProjectionsPage() {
  const health = useQuery(systemHealthQueryOptions());
  const parked = health.data?.projections.filter((p) => p.parked) ?? [];
  return (
    <Stack>
      <Title order={1}>Projections</Title>
      {health.isPending && <Loader />}
      {health.isError && (
        <Alert color="red" title="The service is unavailable">
          {health.error.message}
        </Alert>
      )}
      {parked.length > 0 && (
        <Alert color="red" title={`${parked.length} parked`}>
          A parked projection stopped at an event it could not apply; the others go on. Fix the cause, then
          restart the projection process: it retries the event.
        </Alert>
      )}
      {health.data && (
        <Group gap="xs">
          {(['postgres', 'redis', 'eventStore'] as const).map((name) => (
            <Badge key={name} color={health.data[name].ok ? 'green' : 'red'} variant="light">
              {name}: {health.data[name].ok ? 'ok' : 'unreachable'}
            </Badge>
          ))}
        </Group>
      )}
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Projection</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>Lag (events)</Table.Th>
            <Table.Th>Lag (seconds)</Table.Th>
            <Table.Th>Parked at</Table.Th>
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
                      Position {projection.parked.position}, event <Code>{projection.parked.eventId}</Code>,
                      since {new Date(projection.parked.parkedAt).toLocaleString()}
                    </Text>
                    <Code block>{projection.parked.error}</Code>
                  </Stack>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
