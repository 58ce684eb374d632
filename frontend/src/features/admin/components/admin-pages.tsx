import {
  Anchor,
  Button,
  Group,
  Image,
  Loader,
  Modal,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AnchorLink } from '../../../components/router-links.tsx';
import { describeAction, describeActor } from '../../campaigns/api/campaigns.ts';
import {
  adminAdsQueryOptions,
  adminAdvertisersQueryOptions,
  adminCampaignsQueryOptions,
  adminReviewsQueryOptions,
  auditQueryOptions,
  useModerateReview,
  useSetAdStatus,
  useSetAdvertiserStatus,
  useAdminRefund,
  useSetCampaignStatus,
  type AdminAd,
  type AdminAdvertiser,
  type AdminCampaign,
  type AuditRow,
  type AdminReview,
  type AuditFilters,
} from '../api/admin.ts';
import {
  ALL_STATUSES,
  ModerationTable,
  statusParam,
  useModerationAction,
  type ModerationAction,
  type ModerationColumn,
} from './moderation-table.tsx';

/** The moves open to an admin from each status: a button label and the status it sets. */
type Transitions = Record<string, { label: string; status: string; color?: string }[]>;

function transitionsOf(
  transitions: Transitions,
  row: { id: string; status: string },
  act: (change: { id: string; status: string }) => void,
): ModerationAction[] {
  return (transitions[row.status] ?? []).map(({ label, status, color }) => ({
    label,
    color,
    run: () => act({ id: row.id, status }),
  }));
}

const statusSet = (status: string) => `Status set to ${status}`;
const reject = { label: 'Reject', status: 'rejected', color: 'red' };

/** A pending campaign becomes active by its payment, never by an admin's approval (it would serve free). */
const CAMPAIGN_TRANSITIONS: Transitions = {
  pending: [reject],
  active: [{ label: 'Pause', status: 'paused', color: 'gray' }, reject],
  paused: [{ label: 'Resume', status: 'active' }, reject],
};

const campaignColumns: ModerationColumn<AdminCampaign>[] = [
  {
    header: 'Campaign',
    cell: (c) => (
      <>
        <Text fw={700}>{c.name}</Text>
        <Text size="sm">{c.description}</Text>
      </>
    ),
  },
  {
    header: 'Budget and dates',
    cell: (c) => (
      <Text size="sm">
        Budget ${Number(c.budget).toFixed(2)} ·{' '}
        <Text span fw={700} c={c.paid ? 'green.9' : 'red.9'} data-testid="campaign-paid">
          {c.paid ? 'Paid' : 'Unpaid'}
        </Text>{' '}
        · {c.startDate} – {c.endDate}
      </Text>
    ),
  },
  {
    header: 'Audience',
    cell: (c) => (
      <Text size="sm">
        Audience: ages {c.targetAudience.ages[0]}–{c.targetAudience.ages[1]};{' '}
        {c.targetAudience.interests.join(', ')}
      </Text>
    ),
  },
  {
    header: 'Advertiser',
    cell: (c) => (
      <Text size="sm" c="dimmed">
        {c.advertiser.companyName} · {c.advertiser.name} · {c.advertiser.email} · advertiser{' '}
        {c.advertiser.status}
      </Text>
    ),
  },
];

export function AdminCampaignsPage() {
  const [status, setStatus] = useState(ALL_STATUSES);
  const campaigns = useQuery(adminCampaignsQueryOptions(statusParam(status)));
  const act = useModerationAction(useSetCampaignStatus(), {
    success: 'Campaign Updated',
    successMessage: ({ status }) => statusSet(status),
    failure: 'Failed to update campaign status',
    refresh: ['admin', 'campaigns'],
  });
  const [refunding, setRefunding] = useState<string | null>(null);
  const refund = useModerationAction(useAdminRefund(), {
    success: 'Campaign Refunded',
    successMessage: () => 'The whole payment goes back to the advertiser, who is told why.',
    failure: 'Failed to refund the campaign',
    refresh: ['admin', 'campaigns'],
  });
  return (
    <>
      <ModerationTable
        title="Campaign Review"
        header={
          <Group>
            <AnchorLink to="/advertiser/dashboard">Dashboard</AnchorLink>
            <AnchorLink to="/advertiser/create-ad">Create Ad</AnchorLink>
            <AnchorLink to="/admin/rates">Rates</AnchorLink>
          </Group>
        }
        statuses={['pending', 'active', 'paused', 'rejected', 'expired', 'refunded']}
        withAll
        status={status}
        onStatusChange={setStatus}
        rows={campaigns.data}
        loading={campaigns.isPending}
        error={campaigns.error}
        emptyText="No campaigns."
        columns={campaignColumns}
        actions={(c) => [
          ...transitionsOf(CAMPAIGN_TRANSITIONS, c, act),
          ...(c.paid && c.status !== 'refunded'
            ? [{ label: 'Refund', color: 'grape', run: () => setRefunding(c.id) }]
            : []),
        ]}
        testIdPrefix="admin-campaign"
      />
      <ReasonDialog
        opened={refunding !== null}
        title="Refund campaign"
        description="The whole payment goes back to the card and the campaign stops. The advertiser is told why."
        confirmLabel="Refund"
        required
        onClose={() => setRefunding(null)}
        onConfirm={(reason) => {
          refund({ id: refunding!, reason });
          setRefunding(null);
        }}
      />
    </>
  );
}

/** Ads and reviews: approve or reject, and change one's mind later. */
const APPROVAL_TRANSITIONS: Transitions = {
  pending: [{ label: 'Approve', status: 'approved' }, reject],
  approved: [reject],
  rejected: [{ label: 'Approve', status: 'approved' }],
};

const adColumns: ModerationColumn<AdminAd>[] = [
  {
    header: 'Image',
    cell: (ad) => <Image src={ad.imageUrl} fallbackSrc="/images/stock-ad.svg" h={60} w={96} alt={ad.title} />,
  },
  {
    header: 'Ad',
    cell: (ad) => (
      <>
        <Text fw={700}>{ad.title}</Text>
        <Text size="sm">{ad.description}</Text>
      </>
    ),
  },
  {
    header: 'Advertiser and campaign',
    cell: (ad) => (
      <Text size="sm" c="dimmed">
        {ad.advertiser.companyName} · campaign {ad.campaign.name} ({ad.campaign.status})
      </Text>
    ),
  },
  {
    header: 'Details',
    cell: (ad) => (
      <Text size="xs">
        {ad.businessType ?? 'no business type'} · {ad.linkUrl ?? 'no destination URL'} · submitted{' '}
        {new Date(ad.createdAt).toLocaleDateString()}
      </Text>
    ),
  },
];

export function AdminAdsPage() {
  const [status, setStatus] = useState(ALL_STATUSES);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const ads = useQuery(adminAdsQueryOptions(statusParam(status)));
  const act = useModerationAction(useSetAdStatus(), {
    success: 'Ad Updated',
    successMessage: ({ status }) => statusSet(status),
    failure: 'Failed to update ad status',
    refresh: ['admin', 'ads'],
  });
  return (
    <>
      <ModerationTable
        title="Ad Review"
        header={
          <Group>
            <AnchorLink to="/advertiser/dashboard">Dashboard</AnchorLink>
            <AnchorLink to="/admin/campaigns">Campaigns</AnchorLink>
            <AnchorLink to="/admin/rates">Rates</AnchorLink>
          </Group>
        }
        statuses={['pending', 'approved', 'rejected']}
        withAll
        status={status}
        onStatusChange={setStatus}
        rows={ads.data}
        loading={ads.isPending}
        error={ads.error}
        emptyText="No ads."
        columns={adColumns}
        actions={(ad) =>
          transitionsOf(APPROVAL_TRANSITIONS, ad, (change) =>
            change.status === 'rejected' ? setRejecting(change.id) : act(change),
          )
        }
        testIdPrefix="admin-ad"
      />
      <ReasonDialog
        opened={rejecting !== null}
        title="Reject ad"
        description="Told to the advertiser, who can edit the ad and resubmit it"
        confirmLabel="Reject ad"
        onClose={() => setRejecting(null)}
        onConfirm={(reason) => {
          act({ id: rejecting!, status: 'rejected', reason });
          setRejecting(null);
        }}
      />
    </>
  );
}

/** Asks the admin why before an action the advertiser is told about, with the reason. */
function ReasonDialog({
  opened,
  title,
  description,
  confirmLabel,
  required = false,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  required?: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (required && !reason.trim()) return setError('Say why: the advertiser is told');
          onConfirm(reason.trim());
          setReason('');
          setError(undefined);
        }}
      >
        <Stack>
          <Textarea
            label="Reason"
            description={description}
            maxLength={500}
            autosize
            minRows={3}
            data-autofocus
            withAsterisk={required}
            error={error}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red">
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

const ADVERTISER_TRANSITIONS: Transitions = {
  pending: [
    { label: 'Approve', status: 'active' },
    { label: 'Suspend', status: 'suspended', color: 'red' },
  ],
  active: [{ label: 'Suspend', status: 'suspended', color: 'red' }],
  suspended: [{ label: 'Approve', status: 'active' }],
};

/** What an admin vets a registration by: the business, its site and address, who signed up and when. */
const advertiserColumns: ModerationColumn<AdminAdvertiser>[] = [
  {
    header: 'Company',
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
    header: 'Contact',
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
    header: 'Signed up (Hawaii time)',
    cell: (a) => (
      <Text size="sm">{new Date(a.createdAt).toLocaleString('en-US', { timeZone: 'Pacific/Honolulu' })}</Text>
    ),
  },
];

export function AdminAdvertisersPage() {
  const [status, setStatus] = useState('pending');
  const advertisers = useQuery(adminAdvertisersQueryOptions(statusParam(status)));
  const act = useModerationAction(useSetAdvertiserStatus(), {
    success: 'Advertiser Updated',
    successMessage: ({ status }) => statusSet(status),
    failure: 'Failed to update advertiser status',
    refresh: ['admin', 'advertisers'],
  });
  const [suspending, setSuspending] = useState<string | null>(null);
  return (
    <>
      <ModerationTable
        title="Advertisers"
        statuses={['pending', 'active', 'suspended']}
        withAll
        status={status}
        onStatusChange={setStatus}
        rows={advertisers.data}
        loading={advertisers.isPending}
        error={advertisers.error}
        emptyText="No advertisers."
        columns={advertiserColumns}
        actions={(a) =>
          transitionsOf(ADVERTISER_TRANSITIONS, a, (change) =>
            change.status === 'suspended' ? setSuspending(change.id) : act(change),
          )
        }
        testIdPrefix="admin-advertiser"
        statusColor={{ pending: 'yellow', active: 'green', suspended: 'red' }}
      />
      <ReasonDialog
        opened={suspending !== null}
        title="Suspend advertiser"
        description="Told to the advertiser; their ads stop showing"
        confirmLabel="Suspend"
        onClose={() => setSuspending(null)}
        onConfirm={(reason) => {
          act({ id: suspending!, status: 'suspended', reason });
          setSuspending(null);
        }}
      />
    </>
  );
}

const reviewColumns: ModerationColumn<AdminReview>[] = [
  {
    header: 'Review',
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
    header: 'About',
    cell: (r) => (
      <Text size="xs" c="dimmed">
        {r.type} #{r.targetId} · {r.authorName} {r.authorEmail ? `· ${r.authorEmail}` : ''}
      </Text>
    ),
  },
];

export function AdminReviewsPage() {
  const [status, setStatus] = useState('pending');
  const reviews = useQuery(adminReviewsQueryOptions(status));
  const act = useModerationAction(useModerateReview(), {
    success: 'Review Updated',
    successMessage: ({ status }) => `Review ${status}`,
    failure: 'Failed to update review status',
    refresh: ['admin', 'reviews'],
  });
  return (
    <ModerationTable
      title="Reviews"
      statuses={['pending', 'approved', 'rejected']}
      status={status}
      onStatusChange={setStatus}
      rows={reviews.data}
      loading={reviews.isPending}
      error={reviews.error}
      emptyText="No reviews."
      columns={reviewColumns}
      actions={(r) => transitionsOf(APPROVAL_TRANSITIONS, r, act)}
      testIdPrefix="admin-review"
    />
  );
}

export function AdminAuditPage() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const audit = useInfiniteQuery(auditQueryOptions(filters));
  const rows = audit.data?.pages.flat();
  const field = (name: keyof AuditFilters, label: string, type = 'text') => (
    <TextInput
      label={label}
      type={type}
      value={filters[name] ?? ''}
      onChange={(e) => {
        // Read the value now: React has cleared currentTarget by the time the state updater runs.
        const value = e.currentTarget.value || undefined;
        setFilters((f) => ({ ...f, [name]: value }));
      }}
    />
  );
  return (
    <Stack>
      <Title order={1}>Audit log</Title>
      <Group>
        {field('actor', 'Actor')}
        {field('target', 'Target')}
        {field('type', 'Event type')}
        {field('from', 'From (HST)', 'date')}
        {field('to', 'To (HST)', 'date')}
      </Group>
      <SegmentedControl
        aria-label="Activity"
        value={filters.activity ?? 'people'}
        onChange={(value) => setFilters((f) => ({ ...f, activity: value as AuditFilters['activity'] }))}
        data={[
          { value: 'people', label: "People's actions" },
          { value: 'traffic', label: 'Ad impressions and clicks' },
          { value: 'all', label: 'Everything' },
        ]}
      />
      {audit.isPending && <Loader />}
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Time (HST)</Table.Th>
            <Table.Th>Actor</Table.Th>
            <Table.Th>Action</Table.Th>
            <Table.Th>Target</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows?.map((row) => (
            <Table.Tr key={row.position}>
              <Table.Td>
                {new Date(row.at).toLocaleString('en-US', { timeZone: 'Pacific/Honolulu' })}
              </Table.Td>
              <Table.Td title={row.actor}>
                <ActorCell row={row} />
              </Table.Td>
              <Table.Td title={row.action}>
                {describeAction(row.action)}
                {row.changes.map((change) => (
                  <Text key={change} size="xs" c="dimmed" data-testid="audit-change">
                    {change}
                  </Text>
                ))}
              </Table.Td>
              <Table.Td>
                {row.targetName && <Text size="sm">{row.targetName}</Text>}
                <Text size="xs" ff="monospace" c={row.targetName ? 'dimmed' : undefined}>
                  {row.target}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {audit.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void audit.fetchNextPage()}
          loading={audit.isFetchingNextPage}
        >
          Load older entries
        </Button>
      )}
    </Stack>
  );
}

/** Who did it: the account's name and email with its role, or Visitor / System. */
function ActorCell({ row }: { row: AuditRow }) {
  if (row.actorName === null) return <>{describeActor(row.actor)}</>;
  return (
    <>
      <Text size="sm">
        {row.actorName}
        {row.actorEmail ? ` · ${row.actorEmail}` : ''}
      </Text>
      <Text size="xs" c="dimmed">
        {describeActor(row.actor)}
      </Text>
    </>
  );
}
