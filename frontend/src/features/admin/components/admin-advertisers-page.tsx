import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { adminAdvertisersQueryOptions, useSetAdvertiserStatus, type AdminAdvertiser } from '../api/admin.ts';
import {
  ModerationTable,
  statusParam,
  useModerationAction,
  type ModerationColumn,
  type Translate,
} from './moderation-table.tsx';
import { transitionsOf, type Transitions } from './admin-transitions.ts';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { formatHawaiiTime } from '../../../lib/hawaii-time.ts';

const ADVERTISER_TRANSITIONS: Transitions = {
  pending: [
    { label: 'admin.action.approve', status: 'active' },
    { label: 'admin.action.suspend', status: 'suspended', color: 'red' },
  ],
  active: [{ label: 'admin.action.suspend', status: 'suspended', color: 'red' }],
  suspended: [{ label: 'admin.action.approve', status: 'active' }],
};

/** What an admin vets a registration by: the business, its site and address, who signed up and when. */
const advertiserColumns = (t: Translate): ModerationColumn<AdminAdvertiser>[] => [
  {
    header: t('admin.advertisers.column.company'),
    cell: (a) => (
      <>
        <Text fw={700}>{a.companyName}</Text>
        {a.description && (
          <Text size="sm" lineClamp={3}>
            {a.description}
          </Text>
        )}
        {a.website && /^https?:\/\//.test(a.website) && (
          <Anchor size="sm" href={a.website} target="_blank" rel="noopener noreferrer">
            {a.website}
          </Anchor>
        )}
      </>
    ),
  },
  {
    header: t('admin.advertisers.column.contact'),
    cell: (a) => (
      <>
        <Text size="sm">
          {a.name} · {a.email}
          {a.phone ? ` · ${a.phone}` : ''}
        </Text>
        {a.address && (
          <Text size="sm" c="dimmed">
            {a.address}
          </Text>
        )}
      </>
    ),
  },
  {
    header: t('admin.advertisers.column.signedUp'),
    cell: (a) => <Text size="sm">{formatHawaiiTime(a.createdAt)}</Text>,
  },
];

export function AdminAdvertisersPage() {
  const t = useT();
  const [status, setStatus] = useState('pending');
  const advertisers = useQuery(adminAdvertisersQueryOptions(statusParam(status)));
  const act = useModerationAction(useSetAdvertiserStatus(), {
    success: t('admin.advertisers.updated'),
    successMessage: ({ status }) => t('admin.moderation.statusSet', { status }),
    failure: t('admin.advertisers.updateFailed'),
    refresh: ['admin', 'advertisers'],
    readPath: '/api/admin/advertisers',
  });
  const [suspending, setSuspending] = useState<string | null>(null);
  return (
    <>
      <ModerationTable
        title={t('admin.advertisers.title')}
        statuses={['pending', 'active', 'suspended']}
        withAll
        status={status}
        onStatusChange={setStatus}
        rows={advertisers.data}
        loading={advertisers.isPending}
        error={advertisers.error}
        emptyText={t('admin.advertisers.empty')}
        columns={advertiserColumns(t)}
        actions={(a) =>
          transitionsOf(t, ADVERTISER_TRANSITIONS, a, (change) =>
            change.status === 'suspended' ? setSuspending(change.id) : act(change),
          )
        }
        testIdPrefix="admin-advertiser"
        statusColor={{ pending: 'yellow', active: 'green', suspended: 'red' }}
      />
      <ReasonDialog
        opened={suspending !== null}
        title={t('admin.advertisers.suspendTitle')}
        description={t('admin.advertisers.suspendDescription')}
        confirmLabel={t('admin.advertisers.suspendConfirm')}
        onClose={() => setSuspending(null)}
        onConfirm={(reason) => {
          act({ id: suspending!, status: 'suspended', reason });
          setSuspending(null);
        }}
      />
    </>
  );
}
