import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Image,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { advertiserAdsQueryOptions, type AdvertiserAd } from '../../ads/editor/ads-api.ts';
import { campaignsQueryOptions, statusColor, type Campaign } from '../../campaigns/api/campaigns.ts';
import { campaignStatusLabel, isScheduled, scheduledLabel } from '../../campaigns/campaign-schedule.ts';
import { useLiveUpdates } from '../../live/use-live-updates.ts';
import { useLogout, useRequireAccount } from '../api/account.ts';
import { adStatsQueryOptions, previousPeriod, type StatsRange } from '../api/stats.ts';
import { RangePicker, StatCards, StatsDetails } from './stats-panel.tsx';
import { ButtonLink } from '../../../components/router-links.tsx';

export function DashboardPage() {
  const me = useRequireAccount();
  if (!me) {
    return (
      <Container py="xl">
        <Group>
          <Loader size="sm" />
          <Text>Loading advertiser dashboard...</Text>
        </Group>
      </Container>
    );
  }
  return <Dashboard advertiserId={me.id} name={me.name} companyName={me.companyName} status={me.status} />;
}

function Dashboard({
  advertiserId,
  name,
  companyName,
  status,
}: {
  advertiserId: string;
  name: string;
  companyName: string;
  status: string;
}) {
  const live = useLiveUpdates();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const campaigns = useQuery(campaignsQueryOptions(advertiserId));
  const ads = useQuery(advertiserAdsQueryOptions(advertiserId));
  const [range, setRange] = useState<StatsRange>({});
  const stats = useQuery(adStatsQueryOptions(advertiserId, range));
  // The same number of days just before, for the change on each total.
  const previous = useQuery({
    ...adStatsQueryOptions(advertiserId, stats.data ? previousPeriod(stats.data.from, stats.data.to) : {}),
    enabled: Boolean(stats.data),
  });
  // Active and started: a paid campaign whose start date is ahead serves nothing yet.
  const activeCampaigns = new Set(
    (campaigns.data ?? []).filter((c) => c.status === 'active' && !isScheduled(c)).map((c) => c.id),
  );
  const scheduledStarts = new Map(
    (campaigns.data ?? []).filter((c) => isScheduled(c)).map((c) => [c.id, c.startDate]),
  );
  const activeAds = (ads.data ?? []).filter(
    (ad) => (ad.status === 'approved' || ad.status === 'active') && activeCampaigns.has(ad.campaignId),
  ).length;

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['campaigns'] });
    await queryClient.invalidateQueries({ queryKey: ['ads'] });
    await queryClient.invalidateQueries({ queryKey: ['ad-stats'] });
  };

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{companyName}</Title>
          <Text c="dimmed">Welcome back, {name}</Text>
          <Badge mt={4} variant="dot" color={live === 'open' ? 'green' : 'gray'}>
            {live === 'open' ? 'Live' : 'Connecting…'}
          </Badge>
        </div>
        <Group>
          <ButtonLink to="/advertiser/create-campaign">Create Campaign</ButtonLink>
          <Button variant="default" onClick={() => void refresh()}>
            Refresh Data
          </Button>
          <Button variant="subtle" color="red" onClick={() => logout.mutate()}>
            Log Out
          </Button>
        </Group>
      </Group>
      {status === 'pending' && (
        <Alert mt="md" color="yellow" title="Account pending approval">
          You can prepare campaigns and ads now. Nothing is shown to visitors until our team approves your
          account.
        </Alert>
      )}
      <Stack mt="lg" gap="lg">
        <RangePicker range={range} onChange={setRange} />
        {stats.isError && <Text c="red">{stats.error.message}</Text>}
        <StatCards stats={stats.data} previous={previous.data} activeAds={activeAds} />
        {stats.data && <StatsDetails stats={stats.data} advertiserId={advertiserId} range={range} />}
        <Title order={2}>Campaigns</Title>
        <CampaignList campaigns={campaigns.data} loading={campaigns.isPending} />
        <Title order={2}>Ads</Title>
        <AdList ads={ads.data} loading={ads.isPending} scheduledStarts={scheduledStarts} />
      </Stack>
    </Container>
  );
}

function CampaignList({ campaigns, loading }: { campaigns: Campaign[] | undefined; loading: boolean }) {
  if (loading) return <Loader />;
  if (!campaigns?.length) {
    return (
      <Card withBorder ta="center" p="xl">
        <Title order={3}>No Campaigns Yet</Title>
        <Text c="dimmed">Create your first campaign to start advertising on the North Shore.</Text>
        <ButtonLink mt="md" to="/advertiser/create-campaign">
          Create Campaign
        </ButtonLink>
      </Card>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {campaigns.map((campaign) => (
        <Card key={campaign.id} withBorder radius="md" data-testid={`campaign-${campaign.id}`}>
          <Group justify="space-between">
            <Text fw={700}>{campaign.name}</Text>
            <Badge
              color={isScheduled(campaign) ? 'cyan.8' : statusColor[campaign.status]}
              data-testid="campaign-status"
            >
              {campaignStatusLabel(campaign)}
            </Badge>
          </Group>
          <Text size="sm">Budget: ${Number(campaign.budget).toFixed(2)}</Text>
          <Text size="sm" c="dimmed">
            {campaign.startDate} – {campaign.endDate}
          </Text>
          <Text size="sm" mt="xs" lineClamp={2}>
            {campaign.description}
          </Text>
          <Group mt="md" gap="xs">
            <ButtonLink
              size="xs"
              variant="default"

              to="/advertiser/campaign/$id"
              params={{ id: campaign.id }}
            >
              View Details
            </ButtonLink>
            {campaign.status === 'pending' ? (
              <ButtonLink
                size="xs"

                to="/advertiser/payment-checkout/$campaignId"
                onClick={() => sessionStorage.setItem('selectedCampaignId', campaign.id)}
                params={{ campaignId: campaign.id }}
              >
                Fund Campaign
              </ButtonLink>
            ) : (
              <>
                <ButtonLink size="xs" to="/advertiser/create-ad" search={{ campaignId: campaign.id }}>
                  Create Ad
                </ButtonLink>
                <ButtonLink
                  size="xs"
                  variant="light"
                  to="/advertiser/campaign/$id/edit"
                  params={{ id: campaign.id }}
                >
                  Edit
                </ButtonLink>
              </>
            )}
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function AdList({
  ads,
  loading,
  scheduledStarts,
}: {
  ads: AdvertiserAd[] | undefined;
  loading: boolean;
  /** Start dates of the campaigns that have not started yet, by campaign id. */
  scheduledStarts: ReadonlyMap<string, string>;
}) {
  if (loading) return <Loader />;
  if (!ads?.length) {
    return (
      <Card withBorder ta="center" p="xl">
        <Title order={3}>No Ads Created Yet</Title>
        <Text c="dimmed">Fund a campaign, then create your first ad.</Text>
      </Card>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      {ads.map((ad) => (
        <AdCard key={ad.id} ad={ad} startsOn={scheduledStarts.get(ad.campaignId)} />
      ))}
    </SimpleGrid>
  );
}

/** `startsOn`: the start date of the ad's campaign when it has not started, so an approved ad is not live yet. */
function AdCard({ ad, startsOn }: { ad: AdvertiserAd; startsOn: string | undefined }) {
  const scheduled = ad.status === 'approved' && startsOn !== undefined;
  return (
    <Card withBorder radius="md" data-testid={`ad-${ad.id}`}>
      <Card.Section>
        <Image src={ad.imageUrl} fallbackSrc="/images/stock-ad.svg" h={140} alt={ad.title} />
      </Card.Section>
      <Group justify="space-between" mt="sm">
        <Text fw={700}>{ad.title}</Text>
        <Badge color={scheduled ? 'cyan.8' : (statusColor[ad.status] ?? 'gray')} data-testid="ad-status">
          {scheduled ? scheduledLabel(startsOn) : ad.status}
        </Badge>
      </Group>
      {ad.businessType && (
        <Text size="xs" c="dimmed" tt="capitalize">
          {ad.businessType}
        </Text>
      )}
      <Text size="sm" lineClamp={2}>
        {ad.description}
      </Text>
      {ad.status === 'rejected' && (
        <Alert color="red" variant="light" mt="sm" p="xs" title="Not approved" data-testid="ad-rejection">
          <Text size="sm">{ad.rejectionReason ?? 'The reviewer gave no reason.'}</Text>
          <Text size="xs" mt={4}>
            Edit the ad and save it to send it for review again.
          </Text>
        </Alert>
      )}
      <Group mt="md" gap="xs">
        {ad.linkUrl && (
          <Button
            size="xs"
            variant="default"
            component="a"
            href={ad.linkUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            View Landing Page
          </Button>
        )}
        <ButtonLink size="xs" to="/advertiser/ad/$id/edit" params={{ id: ad.id }}>
          {ad.status === 'rejected' ? 'Edit and resubmit' : 'Edit'}
        </ButtonLink>
      </Group>
    </Card>
  );
}
