import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  completionsQueryOptions,
  meQueryOptions,
  useReviewCompletion,
  type CompletionForReview,
  type CompletionStatus,
} from '../api/eco-admin.ts';
import { showEcoError, showEcoSuccess } from '../eco-toasts.ts';
import { StatusBadge } from './status-badge.tsx';

/** Admins verify or reject completed challenges; the server checks the admin role on every call. */
export function EcoAdminPage() {
  const me = useQuery(meQueryOptions());
  const [status, setStatus] = useState<CompletionStatus>('completed');
  if (me.isPending) return <Loader m="xl" />;
  if (me.isError || me.data.role !== 'admin') {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title="Admins only">
          {me.isError ? (
            <>
              Authentication required. Please <Anchor href="/advertiser/login">log in</Anchor>.
            </>
          ) : (
            "You don't have permission to access this page."
          )}
        </Alert>
      </Container>
    );
  }
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Title order={1}>Eco-challenge verification</Title>
        <SegmentedControl
          value={status}
          onChange={(value) => setStatus(value as CompletionStatus)}
          data={[
            { value: 'completed', label: 'To review' },
            { value: 'verified', label: 'Verified' },
            { value: 'rejected', label: 'Rejected' },
          ]}
        />
        <CompletionList status={status} />
      </Stack>
    </Container>
  );
}

function CompletionList({ status }: { status: CompletionStatus }) {
  const completions = useQuery(completionsQueryOptions(status));
  if (completions.isPending) return <Loader />;
  if (completions.isError) return <Alert color="red">{completions.error.message}</Alert>;
  if (completions.data.length === 0) return <Text c="dimmed">Nothing here.</Text>;
  return (
    <Stack gap="sm">
      {completions.data.map((completion) => (
        <CompletionCard key={completion.id} completion={completion} />
      ))}
    </Stack>
  );
}

function CompletionCard({ completion }: { completion: CompletionForReview }) {
  const review = useReviewCompletion();
  const [note, setNote] = useState('');
  const act = (action: 'verify' | 'reject') =>
    review.mutate(
      { id: completion.id, action, note: note.trim() || undefined },
      {
        onSuccess: () =>
          showEcoSuccess(action === 'verify' ? 'Verified' : 'Rejected', completion.challengeTitle),
        onError: (error) => showEcoError(error, `Failed to ${action} challenge`),
      },
    );
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={completion.challengeTitle}>
      <Group justify="space-between">
        <Text fw={700}>{completion.challengeTitle}</Text>
        <StatusBadge status={completion.status} />
      </Group>
      <Text fz="sm" c="dimmed">
        User #{completion.userId} · {completion.pointsEarned} points ·{' '}
        {completion.completedAt ? new Date(completion.completedAt).toLocaleString() : ''}
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
          Note: {completion.reviewNote}
        </Text>
      )}
      {completion.status !== 'rejected' && (
        <Group mt="sm" align="flex-end">
          <TextInput
            label="Note (optional)"
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          {completion.status === 'completed' && (
            <Button color="green" onClick={() => act('verify')} loading={review.isPending}>
              Verify
            </Button>
          )}
          <Button color="red" variant="light" onClick={() => act('reject')} loading={review.isPending}>
            Reject
          </Button>
        </Group>
      )}
    </Card>
  );
}
