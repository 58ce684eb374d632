import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@nsg/domain/i18n/messages/en.ts';
import { useT } from '../../../i18n/use-t.ts';
import { meQueryOptions } from '../../../lib/account.ts';
import {
  completionsQueryOptions,
  useReviewCompletion,
  type CompletionForReview,
  type CompletionStatus,
} from '../api/eco-admin.ts';
import { ecoErrorMessage } from '../eco-toasts.ts';
import { statusColor } from './status-badge.tsx';
import { formatHawaiiTime } from '../../../lib/hawaii-time.ts';
import { FittingSegmentedControl } from '../../../components/fitting-segmented-control.tsx';

/** Admins verify or reject completed challenges; the server checks the admin role on every call. */
export function EcoAdminPage() {
  const t = useT();
  const me = useQuery(meQueryOptions);
  const [status, setStatus] = useState<CompletionStatus>('completed');
  if (me.isPending) return <Loader m="xl" />;
  if (me.isError || me.data?.role !== 'admin') {
    const signedOut = me.isError || me.data === null;
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title={t('admin.eco.adminsOnly')}>
          {signedOut ? (
            <FormattedMessage
              id={'admin.eco.signInNeeded' satisfies MessageId}
              values={{ link: (chunks) => <Anchor href="/advertiser/login">{chunks}</Anchor> }}
            />
          ) : (
            t('admin.eco.forbidden')
          )}
        </Alert>
      </Container>
    );
  }
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Title order={1}>{t('admin.eco.title')}</Title>
        <FittingSegmentedControl
          value={status}
          onChange={(value) => setStatus(value as CompletionStatus)}
          data={[
            { value: 'completed', label: t('admin.eco.filter.completed') },
            { value: 'verified', label: t('admin.eco.filter.verified') },
            { value: 'rejected', label: t('admin.eco.filter.rejected') },
          ]}
        />
        <CompletionList status={status} />
      </Stack>
    </Container>
  );
}

function CompletionList({ status }: { status: CompletionStatus }) {
  const t = useT();
  const completions = useQuery(completionsQueryOptions(status));
  if (completions.isPending) return <Loader />;
  if (completions.isError) return <Alert color="red">{completions.error.message}</Alert>;
  if (completions.data.length === 0) return <Text c="dimmed">{t('admin.eco.empty')}</Text>;
  return (
    <Stack gap="sm">
      {completions.data.map((completion) => (
        <CompletionCard key={completion.id} completion={completion} />
      ))}
    </Stack>
  );
}

/** What a review's toasts say, by its action. */
const REVIEW_TOASTS = {
  verify: { done: 'admin.eco.verified', failed: 'admin.eco.verifyFailed' },
  reject: { done: 'admin.eco.rejected', failed: 'admin.eco.rejectFailed' },
} as const satisfies Record<string, { done: MessageId; failed: MessageId }>;

function useReviewToasts() {
  const t = useT();
  const closeButtonProps = { 'aria-label': t('admin.eco.closeNotification') };
  return {
    showSuccess: (title: string, message: string) =>
      notifications.show({ title, message, color: 'green', closeButtonProps }),
    showError: (error: unknown, fallback: string) =>
      notifications.show({
        title: t('admin.eco.error'),
        message: ecoErrorMessage(error, fallback),
        color: 'red',
        closeButtonProps,
      }),
  };
}

/** The completion's status, from the admin catalogue: the visitor's is not loaded on admin pages. */
function AdminStatusBadge({ status }: { status: CompletionForReview['status'] }) {
  const t = useT();
  return (
    <Badge color={statusColor[status]} variant="filled">
      {t('admin.eco.status', { status })}
    </Badge>
  );
}

function CompletionCard({ completion }: { completion: CompletionForReview }) {
  const t = useT();
  const toasts = useReviewToasts();
  const review = useReviewCompletion();
  const [note, setNote] = useState('');
  const act = (action: 'verify' | 'reject') =>
    review.mutate(
      { id: completion.id, action, note: note.trim() || undefined },
      {
        onSuccess: () => toasts.showSuccess(t(REVIEW_TOASTS[action].done), completion.challengeTitle),
        onError: (error) => toasts.showError(error, t(REVIEW_TOASTS[action].failed)),
      },
    );
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={completion.challengeTitle}>
      <Group justify="space-between">
        <Text fw={700}>{completion.challengeTitle}</Text>
        <AdminStatusBadge status={completion.status} />
      </Group>
      <Text fz="sm" c="dimmed">
        {t('admin.eco.completion', {
          userId: completion.userId,
          points: String(completion.pointsEarned),
          completedAt: completion.completedAt ? formatHawaiiTime(completion.completedAt) : '',
        })}
      </Text>
      {completion.notes && <Text mt="xs">{completion.notes}</Text>}
      {completion.evidencePhotos.length > 0 && (
        <Stack gap={2} mt="xs">
          {completion.evidencePhotos.map((url) => (
            <Anchor key={url} href={url} target="_blank" rel="noopener noreferrer nofollow" fz="sm">
              {url}
            </Anchor>
          ))}
        </Stack>
      )}
      {completion.reviewNote && (
        <Text fz="sm" mt="xs">
          {t('admin.eco.reviewNote', { note: completion.reviewNote })}
        </Text>
      )}
      {completion.status !== 'rejected' && (
        <Group mt="sm" align="flex-end">
          <TextInput
            label={t('admin.eco.noteLabel')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          {completion.status === 'completed' && (
            <Button color="green" onClick={() => act('verify')} loading={review.isPending}>
              {t('admin.eco.verify')}
            </Button>
          )}
          <Button color="red" variant="light" onClick={() => act('reject')} loading={review.isPending}>
            {t('admin.eco.reject')}
          </Button>
        </Group>
      )}
    </Card>
  );
}
