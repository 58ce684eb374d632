import { Card, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../../../i18n/use-t.ts';
import type { Operations, Outbox } from '../../api/operations.ts';

/** "42 seconds", "12 minutes", "3 hours". */
function useAge() {
  const t = useT();
  return (seconds: number) => {
    if (seconds < 120) return t('admin.operations.age.seconds', { count: Math.round(seconds) });
    if (seconds < 7200) return t('admin.operations.age.minutes', { count: Math.round(seconds / 60) });
    return t('admin.operations.age.hours', { count: Math.round(seconds / 3600) });
  };
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="sm">
      <Title order={2} size="h4" mb={4}>
        {title}
      </Title>
      <Stack gap={4}>{children}</Stack>
    </Card>
  );
}

function Rebuilds({ rebuilds }: { rebuilds: Operations['rebuilds'] }) {
  const t = useT();
  return (
    <Panel title={t('admin.operations.rebuilds.title')}>
      {rebuilds.length === 0 && <Text size="sm">{t('admin.operations.rebuilds.none')}</Text>}
      {rebuilds.map(({ name, done, total }) => (
        <Stack key={name} gap={2} data-testid={`rebuild-${name}`}>
          <Text size="sm" fw={600}>
            {name}
          </Text>
          <Progress value={total === 0 ? 100 : (100 * done) / total} aria-label={name} />
          <Text size="xs">{t('admin.operations.rebuilds.progress', { done, total })}</Text>
        </Stack>
      ))}
    </Panel>
  );
}

function Horizon({ horizon }: { horizon: Operations['horizon'] }) {
  const t = useT();
  const age = useAge();
  const oldest = horizon?.oldest;
  return (
    <Panel title={t('admin.operations.horizon.title')}>
      {!oldest && <Text size="sm">{t('admin.operations.horizon.clear')}</Text>}
      {oldest && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {oldest.kind === 'prepared'
            ? t('admin.operations.horizon.prepared', {
                gid: oldest.gid ?? '',
                database: oldest.database ?? '?',
                age: age(oldest.ageSeconds),
              })
            : t('admin.operations.horizon.session', {
                pid: oldest.pid ?? '',
                database: oldest.database ?? '?',
                state: oldest.state ?? '?',
                age: age(oldest.ageSeconds),
              })}
        </Text>
      )}
      {horizon && (
        <Text size="sm">{t('admin.operations.horizon.waiting', { count: horizon.eventsWaiting })}</Text>
      )}
    </Panel>
  );
}

function OutboxPanel({ title, outbox, trouble }: { title: string; outbox: Outbox; trouble: string }) {
  const t = useT();
  const age = useAge();
  return (
    <Panel title={title}>
      <Text size="sm">{t('admin.operations.outbox.backlog', { count: outbox.backlog })}</Text>
      {outbox.oldestSeconds !== null && (
        <Text size="sm">{t('admin.operations.outbox.oldest', { age: age(outbox.oldestSeconds) })}</Text>
      )}
      <Text size="sm">{trouble}</Text>
    </Panel>
  );
}

/** Rebuilds under way, the log's horizon, and what the mail and push workers have left to send. */
export function OperationsPanels({ operations }: { operations: Operations }) {
  const t = useT();
  const { mail, push } = operations.outboxes;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Rebuilds rebuilds={operations.rebuilds} />
      <Horizon horizon={operations.horizon} />
      <OutboxPanel
        title={t('admin.operations.outbox.mail')}
        outbox={mail}
        trouble={t('admin.operations.outbox.failed', { count: mail.failed })}
      />
      <OutboxPanel
        title={t('admin.operations.outbox.push')}
        outbox={push}
        trouble={t('admin.operations.outbox.gone', { count: push.gone })}
      />
    </SimpleGrid>
  );
}
