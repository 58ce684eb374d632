import { Stack, Text } from '@mantine/core';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import {
  adminBusinessRequestsQueryOptions,
  adminClaimsQueryOptions,
  adminListingEditsQueryOptions,
  useDecideBusinessRequest,
  useDecideClaim,
  useDecideListingEdit,
  type AdminBusinessClaim,
  type AdminBusinessRequest,
  type AdminListingEdit,
} from '../api/business-owners.ts';
import {
  ModerationTable,
  useModerationAction,
  type ModerationColumn,
  type Translate,
} from './moderation-table.tsx';
import { APPROVAL_TRANSITIONS, transitionsOf } from './admin-transitions.ts';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { PlaceBusinessDialog } from './place-business-dialog.tsx';

const STATUSES = ['pending', 'approved', 'rejected'] as const;

const claimColumns = (t: Translate): ModerationColumn<AdminBusinessClaim>[] => [
  {
    header: t('admin.claims.column.business'),
    cell: (claim) => <Text fw={700}>{claim.businessName ?? `#${claim.businessId}`}</Text>,
  },
  {
    header: t('admin.claims.column.advertiser'),
    cell: (claim) => (
      <>
        <Text size="sm">{claim.companyName}</Text>
        {claim.message && (
          <Text size="xs" c="dimmed">
            {claim.message}
          </Text>
        )}
        {claim.reason && (
          <Text size="xs" c="red">
            {claim.reason}
          </Text>
        )}
      </>
    ),
  },
];

/** A value of a listing field as the admin compares it: hours day by day, photos by count. */
function shownValue(t: Translate, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return t('admin.edits.photos', { count: value.length });
  if (typeof value === 'object')
    return Object.entries(value as Record<string, { opens: string; closes: string }[]>)
      .map(([day, ranges]) => {
        const hours = ranges.map((range) => `${range.opens}–${range.closes}`).join(', ');
        return `${day.slice(0, 3)} ${hours || t('admin.edits.closed')}`;
      })
      .join('; ');
  return String(value);
}

const editColumns = (t: Translate): ModerationColumn<AdminListingEdit>[] => [
  {
    header: t('admin.edits.column.business'),
    cell: (edit) => (
      <>
        <Text fw={700}>{edit.businessName ?? `#${edit.businessId}`}</Text>
        <Text size="xs" c="dimmed">
          {edit.companyName}
        </Text>
      </>
    ),
  },
  {
    header: t('admin.edits.column.changes'),
    cell: (edit) => (
      <Stack gap={4}>
        {Object.entries(edit.changes).map(([field, value]) => (
          <Text key={field} size="sm">
            <b>{field}</b>: {shownValue(t, edit.previous[field as keyof typeof edit.previous])} →{' '}
            {shownValue(t, value)}
          </Text>
        ))}
        {edit.reason && (
          <Text size="xs" c="red">
            {edit.reason}
          </Text>
        )}
      </Stack>
    ),
  },
];

const requestColumns = (t: Translate): ModerationColumn<AdminBusinessRequest>[] => [
  {
    header: t('admin.requests.column.business'),
    cell: ({ business, companyName, reason }) => (
      <>
        <Text fw={700}>{business.name}</Text>
        <Text size="sm">{business.category}</Text>
        <Text size="sm">{business.location}</Text>
        <Text size="xs" c="dimmed">
          {companyName}
        </Text>
        {reason && (
          <Text size="xs" c="red">
            {reason}
          </Text>
        )}
      </>
    ),
  },
  {
    header: t('admin.requests.column.listing'),
    cell: ({ business }) => (
      <Stack gap={4}>
        {(['description', 'descriptionJa', 'phone', 'website', 'hours', 'photos'] as const).map((field) => (
          <Text key={field} size="sm">
            <b>{field}</b>: {shownValue(t, business[field])}
          </Text>
        ))}
      </Stack>
    ),
  },
];

/** Admins decide who owns a business and which of its owners' edits go live. */
export function AdminBusinessOwnersPage() {
  const t = useT();
  return (
    <Stack gap="xl">
      <DecisionQueue
        texts="requests"
        queryOptions={adminBusinessRequestsQueryOptions}
        useDecide={useDecideBusinessRequest}
        columns={requestColumns(t)}
        readPath="/api/admin/business-requests"
        testIdPrefix="admin-business-request"
        locationOf={(request) => request.business.location}
      />
      <DecisionQueue
        texts="claims"
        queryOptions={adminClaimsQueryOptions}
        useDecide={useDecideClaim}
        columns={claimColumns(t)}
        readPath="/api/admin/business-claims"
        testIdPrefix="admin-claim"
      />
      <DecisionQueue
        texts="edits"
        queryOptions={adminListingEditsQueryOptions}
        useDecide={useDecideListingEdit}
        columns={editColumns(t)}
        readPath="/api/admin/listing-edits"
        testIdPrefix="admin-listing-edit"
      />
    </Stack>
  );
}

interface DecisionQueueProps<Row extends { id: string; status: string }> {
  /** Whose texts: the claims', the requests for new businesses' or the listing edits'. */
  texts: 'claims' | 'requests' | 'edits';
  queryOptions: (status: string) => UseQueryOptions<Row[], Error, Row[], string[]>;
  useDecide: typeof useDecideClaim;
  columns: ModerationColumn<Row>[];
  readPath: string;
  testIdPrefix: string;
  /** A requested business's address: its approval first asks where it is on the map. */
  locationOf?: (row: Row) => string;
}

/** One queue of owners' requests: approve, or reject with the reason the owner is told. */
function DecisionQueue<Row extends { id: string; status: string }>({
  texts,
  queryOptions,
  useDecide,
  columns,
  readPath,
  testIdPrefix,
  locationOf,
}: DecisionQueueProps<Row>) {
  const t = useT();
  const [status, setStatus] = useState('pending');
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [placing, setPlacing] = useState<Row | null>(null);
  const [placeErrors, setPlaceErrors] = useState<Record<string, string>>({});
  const rows = useQuery(queryOptions(status));
  const act = useModerationAction(useDecide(), {
    success: t(`admin.${texts}.updated`),
    successMessage: ({ status }) => t(`admin.${texts}.updatedMessage`, { status }),
    failure: t(`admin.${texts}.updateFailed`),
    refresh: ['admin', 'business-claims'],
    readPath,
  });
  return (
    <>
      <ModerationTable
        title={t(`admin.${texts}.title`)}
        statuses={STATUSES}
        status={status}
        onStatusChange={setStatus}
        rows={rows.data}
        loading={rows.isPending}
        error={rows.error}
        emptyText={t(`admin.${texts}.empty`)}
        columns={columns}
        actions={(row) =>
          transitionsOf(t, { pending: APPROVAL_TRANSITIONS.pending! }, row, (change) => {
            if (change.status === 'rejected') return setRejecting(change.id);
            return locationOf ? setPlacing(row) : act(change);
          })
        }
        testIdPrefix={testIdPrefix}
      />
      <ReasonDialog
        opened={rejecting !== null}
        title={t(`admin.${texts}.rejectTitle`)}
        description={t('admin.owners.rejectDescription')}
        confirmLabel={t('admin.action.reject')}
        required
        onClose={() => setRejecting(null)}
        onConfirm={(reason) => {
          act({ id: rejecting!, status: 'rejected', reason });
          setRejecting(null);
        }}
      />
      {locationOf && (
        <PlaceBusinessDialog
          key={placing?.id}
          location={placing && locationOf(placing)}
          onClose={() => {
            setPlacing(null);
            setPlaceErrors({});
          }}
          fieldErrors={placeErrors}
          onConfirm={(place) => {
            setPlaceErrors({});
            act(
              { id: placing!.id, status: 'approved', details: place },
              { onDone: () => setPlacing(null), onFieldErrors: setPlaceErrors },
            );
          }}
        />
      )}
    </>
  );
}
