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
import type { MessageId } from '@nsg/domain/i18n/messages/en.ts';
import { AnchorLink } from '../../../components/router-links.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { describeAction, describeActor } from '../../../lib/advertising/campaigns-api.ts';
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
  type Translate,
} from './moderation-table.tsx';

/** The moves open to an admin from each status: a button label and the status it sets. */
type Transitions = Record<string, { label: MessageId; status: string; color?: string }[]>;

function transitionsOf(
  t: Translate,
  transitions: Transitions,
  row: { id: string; status: string },
  act: (change: { id: string; status: string }) => void,
): ModerationAction[] {
  return (transitions[row.status] ?? []).map(({ label, status, color }) => ({
    label: t(label),
    color,
    run: () => act({ id: row.id, status }),
  }));
}

const reject = { label: 'admin.action.reject', status: 'rejected', color: 'red' } as const;

/** A pending campaign becomes active by its payment, never by an admin's approval (it would serve free). */
const CAMPAIGN_TRANSITIONS: Transitions = {
  pending: [reject],
  active: [{ label: 'admin.action.pause', status: 'paused', color: 'gray' }, reject],
  paused: [{ label: 'admin.action.resume', status: 'active' }, reject],
};

const campaignColumns = (t: Translate): ModerationColumn<AdminCampaign>[] => [
  {
    header: t('admin.campaigns.column.campaign'),
    cell: (c) => (
      <>
        <Text fw={700}>{c.name}</Text>
        <Text size="sm">{c.description}</Text>
      </>
    ),
  },
  {
    header: t('admin.campaigns.column.budget'),
    cell: (c) => (
      <Text size="sm">
        {t('admin.campaigns.budget', { budget: Number(c.budget).toFixed(2) })} ·{' '}
        <Text span fw={700} c={c.paid ? 'green.9' : 'red.9'} data-testid="campaign-paid">
          {t(c.paid ? 'admin.campaigns.paid' : 'admin.campaigns.unpaid')}
        </Text>{' '}
        · {c.startDate} – {c.endDate}
      </Text>
    ),
  },
  {
    header: t('admin.campaigns.column.audience'),
    cell: (c) => (
      <Text size="sm">
        {t('admin.campaigns.audience', {
          from: String(c.targetAudience.ages[0]),
          to: String(c.targetAudience.ages[1]),
          interests: c.targetAudience.interests.join(', '),
        })}
      </Text>
    ),
  },
  {
    header: t('admin.campaigns.column.advertiser'),
    cell: (c) => (
      <Text size="sm" c="dimmed">
        {c.advertiser.companyName} · {c.advertiser.name} · {c.advertiser.email} ·{' '}
        {t('admin.campaigns.advertiserStatus', { status: c.advertiser.status })}
      </Text>
    ),
  },
];

export function AdminCampaignsPage() {
  const t = useT();
  const [status, setStatus] = useState(ALL_STATUSES);
  const campaigns = useQuery(adminCampaignsQueryOptions(statusParam(status)));
  const act = useModerationAction(useSetCampaignStatus(), {
    success: t('admin.campaigns.updated'),
    successMessage: ({ status }) => t('admin.moderation.statusSet', { status }),
    failure: t('admin.campaigns.updateFailed'),
    refresh: ['admin', 'campaigns'],
  });
  const [refunding, setRefunding] = useState<string | null>(null);
  const refund = useModerationAction(useAdminRefund(), {
    success: t('admin.refund.done'),
    successMessage: () => t('admin.refund.doneMessage'),
    failure: t('admin.refund.failed'),
    refresh: ['admin', 'campaigns'],
  });
  return (
    <>
      <ModerationTable
        title={t('admin.campaigns.title')}
        header={
          <Group>
            <AnchorLink to="/advertiser/dashboard">{t('admin.nav.dashboard')}</AnchorLink>
            <AnchorLink to="/advertiser/create-ad">{t('admin.campaigns.createAd')}</AnchorLink>
            <AnchorLink to="/admin/rates">{t('admin.nav.rates')}</AnchorLink>
          </Group>
        }
        statuses={['pending', 'active', 'paused', 'rejected', 'expired', 'refunded']}
        withAll
        status={status}
        onStatusChange={setStatus}
        rows={campaigns.data}
        loading={campaigns.isPending}
        error={campaigns.error}
        emptyText={t('admin.campaigns.empty')}
        columns={campaignColumns(t)}
        actions={(c) => [
          ...transitionsOf(t, CAMPAIGN_TRANSITIONS, c, act),
          ...(c.paid && c.status !== 'refunded'
            ? [{ label: t('admin.action.refund'), color: 'grape', run: () => setRefunding(c.id) }]
            : []),
        ]}
        testIdPrefix="admin-campaign"
      />
      <ReasonDialog
        opened={refunding !== null}
        title={t('admin.refund.title')}
        description={t('admin.refund.reasonDescription')}
        confirmLabel={t('admin.refund.confirm')}
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
  pending: [{ label: 'admin.action.approve', status: 'approved' }, reject],
  approved: [reject],
  rejected: [{ label: 'admin.action.approve', status: 'approved' }],
};

const adColumns = (t: Translate): ModerationColumn<AdminAd>[] => [
  {
    header: t('admin.ads.column.image'),
    cell: (ad) => <Image src={ad.imageUrl} fallbackSrc="/images/stock-ad.svg" h={60} w={96} alt={ad.title} />,
  },
  {
    header: t('admin.ads.column.ad'),
    cell: (ad) => (
      <>
        <Text fw={700}>{ad.title}</Text>
        <Text size="sm">{ad.description}</Text>
      </>
    ),
  },
  {
    header: t('admin.ads.column.advertiser'),
    cell: (ad) => (
      <Text size="sm" c="dimmed">
        {ad.advertiser.companyName} ·{' '}
        {t('admin.ads.campaign', { campaign: ad.campaign.name, status: ad.campaign.status })}
      </Text>
    ),
  },
  {
    header: t('admin.ads.column.details'),
    cell: (ad) => (
      <Text size="xs">
        {ad.businessType ?? t('admin.ads.noBusinessType')} · {ad.linkUrl ?? t('admin.ads.noLink')} ·{' '}
        {t('admin.ads.submitted', { date: new Date(ad.createdAt).toLocaleDateString() })}
      </Text>
    ),
  },
];

export function AdminAdsPage() {
  const t = useT();
  const [status, setStatus] = useState(ALL_STATUSES);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const ads = useQuery(adminAdsQueryOptions(statusParam(status)));
  const act = useModerationAction(useSetAdStatus(), {
    success: t('admin.ads.updated'),
    successMessage: ({ status }) => t('admin.moderation.statusSet', { status }),
    failure: t('admin.ads.updateFailed'),
    refresh: ['admin', 'ads'],
  });
  return (
    <>
      <ModerationTable
        title={t('admin.ads.title')}
        header={
          <Group>
            <AnchorLink to="/advertiser/dashboard">{t('admin.nav.dashboard')}</AnchorLink>
            <AnchorLink to="/admin/campaigns">{t('admin.nav.campaigns')}</AnchorLink>
            <AnchorLink to="/admin/rates">{t('admin.nav.rates')}</AnchorLink>
          </Group>
        }
        statuses={['pending', 'approved', 'rejected']}
        withAll
        status={status}
        onStatusChange={setStatus}
        rows={ads.data}
        loading={ads.isPending}
        error={ads.error}
        emptyText={t('admin.ads.empty')}
        columns={adColumns(t)}
        actions={(ad) =>
          transitionsOf(t, APPROVAL_TRANSITIONS, ad, (change) =>
            change.status === 'rejected' ? setRejecting(change.id) : act(change),
          )
        }
        testIdPrefix="admin-ad"
      />
      <ReasonDialog
        opened={rejecting !== null}
        title={t('admin.ads.rejectTitle')}
        description={t('admin.ads.rejectDescription')}
        confirmLabel={t('admin.ads.rejectConfirm')}
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
  const t = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (required && !reason.trim()) return setError(t('admin.reason.required'));
          onConfirm(reason.trim());
          setReason('');
          setError(undefined);
        }}
      >
        <Stack>
          <Textarea
            label={t('admin.reason.label')}
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
              {t('admin.reason.cancel')}
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
    cell: (a) => (
      <Text size="sm">{new Date(a.createdAt).toLocaleString('en-US', { timeZone: 'Pacific/Honolulu' })}</Text>
    ),
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
        {r.type} #{r.targetId} · {r.authorName} {r.authorEmail ? `· ${r.authorEmail}` : ''}
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

export function AdminAuditPage() {
  const t = useT();
  const [filters, setFilters] = useState<AuditFilters>({});
  const audit = useInfiniteQuery(auditQueryOptions(filters));
  const rows = audit.data?.pages.flat();
  const field = (name: keyof AuditFilters, label: MessageId, type = 'text') => (
    <TextInput
      label={t(label)}
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
      <Title order={1}>{t('admin.audit.title')}</Title>
      <Group>
        {field('actor', 'admin.audit.filter.actor')}
        {field('target', 'admin.audit.filter.target')}
        {field('type', 'admin.audit.filter.type')}
        {field('from', 'admin.audit.filter.from', 'date')}
        {field('to', 'admin.audit.filter.to', 'date')}
      </Group>
      <SegmentedControl
        aria-label={t('admin.audit.activity.label')}
        value={filters.activity ?? 'people'}
        onChange={(value) => setFilters((f) => ({ ...f, activity: value as AuditFilters['activity'] }))}
        data={[
          { value: 'people', label: t('admin.audit.activity.people') },
          { value: 'traffic', label: t('admin.audit.activity.traffic') },
          { value: 'all', label: t('admin.audit.activity.all') },
        ]}
      />
      {audit.isPending && <Loader />}
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.audit.column.time')}</Table.Th>
            <Table.Th>{t('admin.audit.column.actor')}</Table.Th>
            <Table.Th>{t('admin.audit.column.action')}</Table.Th>
            <Table.Th>{t('admin.audit.column.target')}</Table.Th>
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
          {t('admin.audit.loadOlder')}
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
