import { Alert, Button, Card, Code, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ReasonDialog } from '../../../../components/reason-dialog.tsx';
import { useT } from '../../../../i18n/use-t.ts';
import { formatHawaiiTime } from '../../../../lib/hawaii-time.ts';
import { serverMessageOf } from '../../../../lib/api-fetch.ts';
import {
  operationsQueryOptions,
  useRetryParkedEvent,
  useSkipParkedEvent,
  type ParkedEvent,
  type ProjectionOperations,
} from '../../api/operations.ts';

type Parked = ProjectionOperations & { parked: ParkedEvent };

/** Toasts for a skip or retry, and the page fetched again at once (the runner acts on the append). */
function useParkedEventAction() {
  const t = useT();
  const queryClient = useQueryClient();
  return {
    onSuccess: (title: string, message: string) => () => {
      notifications.show({ color: 'green', title, message });
      void queryClient.invalidateQueries({ queryKey: operationsQueryOptions().queryKey });
    },
    onError: (error: Error) =>
      notifications.show({
        color: 'red',
        title: t('admin.operations.actionFailed'),
        message: serverMessageOf(error) ?? error.message,
      }),
  };
}

function ParkedCard({ projection }: { projection: Parked }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const skip = useSkipParkedEvent();
  const retry = useRetryParkedEvent();
  const action = useParkedEventAction();
  const { name, parked } = projection;
  const target = { projection: name, eventId: parked.eventId };
  return (
    <Card withBorder padding="sm" data-testid={`parked-${name}`}>
      <Stack gap={6}>
        <Text fw={700}>{name}</Text>
        <Text size="sm">
          {t('admin.operations.parked.event', { type: parked.eventType, position: parked.position })}
        </Text>
        <Code style={{ overflowWrap: 'anywhere' }}>{parked.eventId}</Code>
        <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {parked.error}
        </Code>
        <Text size="xs" c="dimmed">
          {t('admin.operations.parked.since', { since: formatHawaiiTime(parked.parkedAt) })}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            loading={retry.isPending}
            onClick={() =>
              retry.mutate(target, {
                onSuccess: action.onSuccess(
                  t('admin.operations.retry.done'),
                  t('admin.operations.retry.doneMessage', { projection: name }),
                ),
                onError: action.onError,
              })
            }
          >
            {t('admin.operations.parked.retry')}
          </Button>
          <Button size="xs" color="red" variant="light" onClick={() => setAsking(true)}>
            {t('admin.operations.parked.skip')}
          </Button>
        </Group>
      </Stack>
      <ReasonDialog
        opened={asking}
        title={t('admin.operations.skip.title')}
        description={t('admin.operations.skip.description', { projection: name, eventId: parked.eventId })}
        confirmLabel={t('admin.operations.skip.confirm')}
        required
        requiredMessage={t('admin.operations.skip.reasonRequired')}
        onClose={() => setAsking(false)}
        onConfirm={(reason) =>
          skip.mutate(
            { ...target, reason },
            {
              onSuccess: () => {
                setAsking(false);
                action.onSuccess(
                  t('admin.operations.skip.done'),
                  t('admin.operations.skip.doneMessage', { projection: name }),
                )();
              },
              onError: action.onError,
            },
          )
        }
      />
    </Card>
  );
}

/** Each parked projection's event, its position and error, with the operator's way out: retry or skip. */
export function ParkedProjections({ projections }: { projections: ProjectionOperations[] }) {
  const t = useT();
  const parked = projections.filter((projection): projection is Parked => projection.parked !== null);
  if (parked.length === 0) return null;
  return (
    <Alert color="red" title={t('admin.operations.parked.title', { count: parked.length })}>
      <Stack gap="sm">
        <Text size="sm">{t('admin.operations.parked.help')}</Text>
        {parked.map((projection) => (
          <ParkedCard key={projection.name} projection={projection} />
        ))}
      </Stack>
    </Alert>
  );
}
