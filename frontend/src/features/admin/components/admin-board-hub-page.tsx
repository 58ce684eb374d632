import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { formatHawaiiTime } from '../../../lib/hawaii-time.ts';
import { adminListingsQueryOptions, useModerateListing, type AdminListing } from '../api/admin.ts';
import {
  ALL_STATUSES,
  ModerationTable,
  statusParam,
  useModerationAction,
  type ModerationColumn,
  type Translate,
} from './moderation-table.tsx';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';

const listingColumns = (t: Translate): ModerationColumn<AdminListing>[] => [
  {
    header: t('admin.boardHub.column.listing'),
    cell: (l) => (
      <>
        <Text fw={700}>{l.title}</Text>
        <Text size="sm">
          {l.price} · {l.location}
        </Text>
        {l.removalReason && (
          <Text size="sm" c="red">
            {t('admin.boardHub.removed', { reason: l.removalReason })}
          </Text>
        )}
      </>
    ),
  },
  {
    header: t('admin.boardHub.column.seller'),
    cell: (l) => (
      <Text size="sm">
        {l.sellerName} · {formatHawaiiTime(l.createdAt)}
      </Text>
    ),
  },
];

/** Board Hub moderation: every listing by status; an admin removes one from the board with a reason, or restores it. */
export function AdminBoardHubPage() {
  const t = useT();
  const [status, setStatus] = useState(ALL_STATUSES);
  const listings = useQuery(adminListingsQueryOptions(statusParam(status)));
  const act = useModerationAction(useModerateListing(), {
    success: t('admin.boardHub.updated'),
    successMessage: ({ status }) => t('admin.moderation.statusSet', { status }),
    failure: t('admin.boardHub.updateFailed'),
    refresh: ['admin', 'listings'],
    readPath: '/api/admin/listings',
  });
  const [removing, setRemoving] = useState<string | null>(null);
  return (
    <>
      <ModerationTable
        title={t('admin.boardHub.title')}
        statuses={['active', 'sold', 'expired', 'removed']}
        withAll
        status={status}
        onStatusChange={setStatus}
        rows={listings.data}
        loading={listings.isPending}
        error={listings.error}
        emptyText={t('admin.boardHub.empty')}
        columns={listingColumns(t)}
        actions={(l) =>
          l.status === 'removed'
            ? [{ label: t('admin.boardHub.restore'), run: () => act({ id: l.id, status: 'restored' }) }]
            : [{ label: t('admin.boardHub.remove'), color: 'red', run: () => setRemoving(l.id) }]
        }
        testIdPrefix="admin-listing"
        statusColor={{ active: 'green', sold: 'blue', expired: 'gray', removed: 'red' }}
      />
      <ReasonDialog
        opened={removing !== null}
        title={t('admin.boardHub.removeTitle')}
        description={t('admin.boardHub.removeDescription')}
        confirmLabel={t('admin.boardHub.remove')}
        required
        onClose={() => setRemoving(null)}
        onConfirm={(reason) => {
          act({ id: removing!, status: 'removed', reason });
          setRemoving(null);
        }}
      />
    </>
  );
}
