import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import {
  adminLocalTipsQueryOptions,
  useModerateLocalTip,
  type AdminLocalTip,
} from '../api/admin-local-tips.ts';
import { reject, transitionsOf, type Transitions } from './admin-transitions.ts';
import {
  ModerationTable,
  useModerationAction,
  type ModerationColumn,
  type Translate,
} from './moderation-table.tsx';

type Row = Omit<AdminLocalTip, 'id'> & { id: string };

const verify = { label: 'admin.action.verify', status: 'verified' } as const;
/** Verify or reject a visitor's tip, and change one's mind later. */
const TIP_TRANSITIONS: Transitions = { pending: [verify, reject], verified: [reject], rejected: [verify] };

const tipColumns = (t: Translate): ModerationColumn<Row>[] => [
  {
    header: t('admin.localTips.column.tip'),
    cell: (tip) => (
      <>
        <Text fw={700}>
          {tip.title} ({tip.localRating}/5)
        </Text>
        <Text size="sm">{tip.description}</Text>
        {tip.insiderNote && (
          <Text size="sm" fs="italic">
            {tip.insiderNote}
          </Text>
        )}
      </>
    ),
  },
  {
    header: t('admin.localTips.column.about'),
    cell: (tip) => (
      <Text size="xs" c="dimmed">
        {tip.location} · {tip.category} · {tip.authorName} {tip.authorEmail ? `· ${tip.authorEmail}` : ''}
      </Text>
    ),
  },
];

/** Visitors' tips waiting for a moderator, and those verified or rejected. */
export function AdminLocalTipsPage() {
  const t = useT();
  const [status, setStatus] = useState('pending');
  const tips = useQuery(adminLocalTipsQueryOptions(status));
  const act = useModerationAction(useModerateLocalTip(), {
    success: t('admin.localTips.updated'),
    successMessage: ({ status }) => t('admin.moderation.statusSet', { status }),
    failure: t('admin.localTips.updateFailed'),
    refresh: ['admin', 'local-tips'],
    readPath: '/api/admin/local-tips',
  });
  return (
    <ModerationTable
      title={t('admin.localTips.title')}
      statuses={['pending', 'verified', 'rejected']}
      status={status}
      onStatusChange={setStatus}
      rows={tips.data?.map((tip) => ({ ...tip, id: String(tip.id) }))}
      loading={tips.isPending}
      error={tips.error}
      emptyText={t('admin.localTips.empty')}
      columns={tipColumns(t)}
      actions={(tip) => transitionsOf(t, TIP_TRANSITIONS, tip, act)}
      testIdPrefix="admin-local-tip"
    />
  );
}
