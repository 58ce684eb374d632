import {
  Badge,
  Button,
  Card,
  Group,
  Image,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-fetch.ts';
import { describeAction, describeActor, statusColor } from '../../campaigns/api/campaigns.ts';
import {
  adminAdsQueryOptions,
  adminAdvertisersQueryOptions,
  adminCampaignsQueryOptions,
  adminReviewsQueryOptions,
  auditQueryOptions,
  useModerateReview,
  useSetAdStatus,
  useSetAdvertiserStatus,
  useSetCampaignStatus,
  type AuditFilters,
} from '../api/admin.ts';
import { AnchorLink } from '../../../components/router-links.tsx';

const filterData = (values: string[]) => [
  { value: 'all', label: 'All' },
  ...values.map((v) => ({ value: v, label: v[0]!.toUpperCase() + v.slice(1) })),
];

function useStatusAction(
  mutation: ReturnType<typeof useSetCampaignStatus>,
  success: string,
  failure: string,
  refresh: readonly string[],
) {
  const queryClient = useQueryClient();
  return (id: string, status: string) =>
    mutation.mutate(
      { id, status },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', title: success, message: `Status set to ${status}` });
          void queryClient.invalidateQueries({ queryKey: refresh });
        },
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: 'Error',
            message: error instanceof ApiError && error.message ? error.message : failure,
          }),
      },
    );
}

const CAMPAIGN_ACTIONS: Record<string, { label: string; status: string; color?: string }[]> = {
  pending: [
    { label: 'Approve', status: 'active' },
    { label: 'Reject', status: 'rejected', color: 'red' },
  ],
  active: [
    { label: 'Pause', status: 'paused', color: 'gray' },
    { label: 'Reject', status: 'rejected', color: 'red' },
  ],
  paused: [
    { label: 'Resume', status: 'active' },
    { label: 'Reject', status: 'rejected', color: 'red' },
  ],
};

export function AdminCampaignsPage() {
  const [status, setStatus] = useState('all');
  const campaigns = useQuery(adminCampaignsQueryOptions(status === 'all' ? undefined : status));
  const act = useStatusAction(
    useSetCampaignStatus(),
    'Campaign Updated',
    'Failed to update campaign status',
    ['admin', 'campaigns'],
  );
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Campaign Review</Title>
        <Group>
          <AnchorLink to="/advertiser/dashboard">Dashboard</AnchorLink>
          <AnchorLink to="/advertiser/create-ad">Create Ad</AnchorLink>
          <AnchorLink to="/admin/rates">Rates</AnchorLink>
        </Group>
      </Group>
      <SegmentedControl
        value={status}
        onChange={setStatus}
        data={filterData(['pending', 'active', 'paused', 'rejected', 'expired'])}
      />
      {campaigns.isPending && <Loader />}
      {campaigns.data?.length === 0 && <Text c="dimmed">No campaigns.</Text>}
      {campaigns.data?.map((c) => (
        <Card key={c.id} withBorder data-testid={`admin-campaign-${c.id}`}>
          <Group justify="space-between">
            <Text fw={700}>{c.name}</Text>
            <Badge color={statusColor[c.status]}>{c.status}</Badge>
          </Group>
          <Text size="sm">{c.description}</Text>
          <Text size="sm">
            Budget ${Number(c.budget).toFixed(2)} · {c.startDate} – {c.endDate}
          </Text>
          <Text size="sm">
            Audience: ages {c.targetAudience.ages[0]}–{c.targetAudience.ages[1]};{' '}
            {c.targetAudience.interests.join(', ')}
          </Text>
          <Text size="sm" c="dimmed">
            {c.advertiser.companyName} · {c.advertiser.name} · {c.advertiser.email} · advertiser{' '}
            {c.advertiser.status}
          </Text>
          <Group mt="sm" gap="xs">
            {(CAMPAIGN_ACTIONS[c.status] ?? []).map((action) => (
              <Button
                key={action.label}
                size="xs"
                color={action.color}
                onClick={() => act(c.id, action.status)}
              >
                {action.label}
              </Button>
            ))}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

const AD_ACTIONS: Record<string, { label: string; status: string; color?: string }[]> = {
  pending: [
    { label: 'Approve', status: 'approved' },
    { label: 'Reject', status: 'rejected', color: 'red' },
  ],
  approved: [{ label: 'Reject', status: 'rejected', color: 'red' }],
  rejected: [{ label: 'Approve', status: 'approved' }],
};

export function AdminAdsPage() {
  const [status, setStatus] = useState('all');
  const ads = useQuery(adminAdsQueryOptions(status === 'all' ? undefined : status));
  const act = useStatusAction(useSetAdStatus(), 'Ad Updated', 'Failed to update ad status', ['admin', 'ads']);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Ad Review</Title>
        <Group>
          <AnchorLink to="/advertiser/dashboard">Dashboard</AnchorLink>
          <AnchorLink to="/admin/campaigns">Campaigns</AnchorLink>
          <AnchorLink to="/admin/rates">Rates</AnchorLink>
        </Group>
      </Group>
      <SegmentedControl
        value={status}
        onChange={setStatus}
        data={filterData(['pending', 'approved', 'rejected'])}
      />
      {ads.isPending && <Loader />}
      {ads.data?.length === 0 && <Text c="dimmed">No ads.</Text>}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {ads.data?.map((ad) => (
          <Card key={ad.id} withBorder data-testid={`admin-ad-${ad.id}`}>
            <Card.Section>
              <Image src={ad.imageUrl} fallbackSrc="/images/stock-ad.svg" h={120} alt={ad.title} />
            </Card.Section>
            <Group justify="space-between" mt="xs">
              <Text fw={700}>{ad.title}</Text>
              <Badge color={statusColor[ad.status]}>{ad.status}</Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {ad.advertiser.companyName} · campaign {ad.campaign.name} ({ad.campaign.status})
            </Text>
            <Text size="sm">{ad.description}</Text>
            <Text size="xs">
              {ad.businessType ?? 'no business type'} · {ad.linkUrl ?? 'no destination URL'} · submitted{' '}
              {new Date(ad.createdAt).toLocaleDateString()}
            </Text>
            <Group mt="sm" gap="xs">
              {(AD_ACTIONS[ad.status] ?? []).map((action) => (
                <Button
                  key={action.label}
                  size="xs"
                  color={action.color}
                  onClick={() => act(ad.id, action.status)}
                >
                  {action.label}
                </Button>
              ))}
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function AdminAdvertisersPage() {
  const [status, setStatus] = useState('pending');
  const advertisers = useQuery(adminAdvertisersQueryOptions(status === 'all' ? undefined : status));
  const act = useStatusAction(
    useSetAdvertiserStatus(),
    'Advertiser Updated',
    'Failed to update advertiser status',
    ['admin', 'advertisers'],
  );
  return (
    <Stack>
      <Title order={1}>Advertisers</Title>
      <SegmentedControl
        value={status}
        onChange={setStatus}
        data={filterData(['pending', 'active', 'suspended'])}
      />
      {advertisers.isPending && <Loader />}
      {advertisers.data?.length === 0 && <Text c="dimmed">No advertisers.</Text>}
      {advertisers.data?.map((a) => (
        <Card key={a.id} withBorder data-testid={`admin-advertiser-${a.id}`}>
          <Group justify="space-between">
            <div>
              <Text fw={700}>{a.companyName}</Text>
              <Text size="sm">
                {a.name} · {a.email}
                {a.phone ? ` · ${a.phone}` : ''}
              </Text>
            </div>
            <Group>
              <Badge color={a.status === 'active' ? 'green' : a.status === 'pending' ? 'yellow' : 'red'}>
                {a.status}
              </Badge>
              {a.status !== 'active' && (
                <Button size="xs" onClick={() => act(a.id, 'active')}>
                  Approve
                </Button>
              )}
              {a.status !== 'suspended' && (
                <Button size="xs" color="red" variant="light" onClick={() => act(a.id, 'suspended')}>
                  Suspend
                </Button>
              )}
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

export function AdminReviewsPage() {
  const [status, setStatus] = useState('pending');
  const reviews = useQuery(adminReviewsQueryOptions(status));
  const moderate = useModerateReview();
  const queryClient = useQueryClient();
  const act = (id: string, action: 'approve' | 'reject') =>
    moderate.mutate(
      { id, action },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', title: 'Review Updated', message: `Review ${action}d` });
          void queryClient.invalidateQueries({ queryKey: ['admin', 'reviews'] });
        },
        onError: (error) => notifications.show({ color: 'red', title: 'Error', message: error.message }),
      },
    );
  return (
    <Stack>
      <Title order={1}>Reviews</Title>
      <SegmentedControl
        value={status}
        onChange={setStatus}
        data={filterData(['pending', 'approved', 'rejected']).slice(1)}
      />
      {reviews.isPending && <Loader />}
      {reviews.data?.length === 0 && <Text c="dimmed">No reviews.</Text>}
      {reviews.data?.map((r) => (
        <Card key={r.id} withBorder>
          <Group justify="space-between">
            <Text fw={700}>
              {r.title} ({r.rating}/5)
            </Text>
            <Text size="xs" c="dimmed">
              {r.type} #{r.targetId} · {r.authorName} {r.authorEmail ? `· ${r.authorEmail}` : ''}
            </Text>
          </Group>
          <Text size="sm">{r.content}</Text>
          <Group mt="xs" gap="xs">
            {r.status !== 'approved' && (
              <Button size="xs" onClick={() => act(r.id, 'approve')}>
                Approve
              </Button>
            )}
            {r.status !== 'rejected' && (
              <Button size="xs" color="red" variant="light" onClick={() => act(r.id, 'reject')}>
                Reject
              </Button>
            )}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

export function AdminAuditPage() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const audit = useQuery(auditQueryOptions(filters));
  const field = (name: keyof AuditFilters, label: string, type = 'text') => (
    <TextInput
      label={label}
      type={type}
      value={filters[name] ?? ''}
      onChange={(e) => setFilters((f) => ({ ...f, [name]: e.currentTarget.value || undefined }))}
    />
  );
  return (
    <Stack>
      <Title order={1}>Audit log</Title>
      <Group>
        {field('actor', 'Actor')}
        {field('target', 'Target')}
        {field('type', 'Event type')}
        {field('from', 'From', 'date')}
        {field('to', 'To', 'date')}
      </Group>
      {audit.isPending && <Loader />}
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Time</Table.Th>
            <Table.Th>Actor</Table.Th>
            <Table.Th>Action</Table.Th>
            <Table.Th>Target</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {audit.data?.map((row) => (
            <Table.Tr key={row.position}>
              <Table.Td>{new Date(row.at).toLocaleString()}</Table.Td>
              <Table.Td title={row.actor}>{describeActor(row.actor)}</Table.Td>
              <Table.Td title={row.action}>{describeAction(row.action)}</Table.Td>
              <Table.Td>
                <Text size="xs" ff="monospace">
                  {row.target}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
