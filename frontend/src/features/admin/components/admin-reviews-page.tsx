import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { adminReviewsQueryOptions, useModerateReview, type AdminReview } from '../api/admin.ts';
import {
  ModerationTable,
  useModerationAction,
  type ModerationColumn,
  type Translate,
} from './moderation-table.tsx';
import { APPROVAL_TRANSITIONS, transitionsOf } from './admin-transitions.ts';

const reviewColumns = (t: Translate): ModerationColumn<AdminReview>[] => [
  {
    header: t('admin.reviews.column.review'),
    cell: (r) => (
      <>
        <Text fw={700}>
          {r.title} ({r.rating}/5)
        </Text>
        <Text size="sm">{r.content}</Text>
      </>
    ),
  },
  {
    header: t('admin.reviews.column.about'),
    cell: (r) => (
      <Text size="xs" c="dimmed">
        {r.targetName ?? `${r.type} #${r.targetId}`} · {r.authorName}{' '}
        {r.authorEmail ? `· ${r.authorEmail}` : ''}
      </Text>
    ),
  },
];

export function AdminReviewsPage() {
  const t = useT();
  const [status, setStatus] = useState('pending');
  const reviews = useQuery(adminReviewsQueryOptions(status));
  const act = useModerationAction(useModerateReview(), {
    success: t('admin.reviews.updated'),
    successMessage: ({ status }) => t('admin.reviews.updatedMessage', { status }),
    failure: t('admin.reviews.updateFailed'),
    refresh: ['admin', 'reviews'],
    readPath: '/api/admin/reviews',
  });
  return (
    <ModerationTable
      title={t('admin.reviews.title')}
      statuses={['pending', 'approved', 'rejected']}
      status={status}
      onStatusChange={setStatus}
      rows={reviews.data}
      loading={reviews.isPending}
      error={reviews.error}
      emptyText={t('admin.reviews.empty')}
      columns={reviewColumns(t)}
      actions={(r) => transitionsOf(t, APPROVAL_TRANSITIONS, r, act)}
      testIdPrefix="admin-review"
    />
  );
}
