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
import { useT } from '../../../i18n/use-t.ts';
import { advertiserAdsQueryOptions, type AdvertiserAd } from '../../../lib/advertising/ads-api.ts';
import { campaignsQueryOptions, statusColor, type Campaign } from '../../../lib/advertising/campaigns-api.ts';
import {
  campaignStatusLabel,
  isScheduled,
  scheduledLabel,
} from '../../../lib/advertising/campaign-schedule.ts';
import { useLiveStatus } from '../../../lib/live/live-updates-provider.tsx';
import { useLogout, useRequireAccount } from '../../../lib/account.ts';
import { adStatsQueryOptions, previousPeriod, type StatsRange } from '../api/stats.ts';
import { RangePicker, StatCards, StatsDetails } from './stats-panel.tsx';
import { ButtonLink } from '../../../components/router-links.tsx';
import { noNewAdsReason } from '../../../lib/advertising/campaign-ads.ts';

export function DashboardPage() {
  const t = useT();
  const me = useRequireAccount();
  if (!me) {
    return (
      <Container py="xl">
        <Group>
          <Loader size="sm" />
          <Text>{t('advertiser.dashboard.loading')}</Text>
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
  const t = useT();
  const live = useLiveStatus();
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
          <Text c="dimmed">{t('advertiser.dashboard.welcome', { name })}</Text>
          <Badge mt={4} variant="dot" color={live === 'open' ? 'green' : 'gray'}>
            {live === 'open' ? t('advertiser.dashboard.live') : t('advertiser.dashboard.connecting')}
          </Badge>
        </div>
        <Group>
          <ButtonLink to="/advertiser/create-campaign">{t('advertiser.campaign.create')}</ButtonLink>
          <ButtonLink variant="default" to="/advertiser/billing">
            {t('advertiser.billing.link')}
          </ButtonLink>
          <ButtonLink variant="default" to="/advertiser/listings">
            {t('advertiser.listings.link')}
          </ButtonLink>
          <Button variant="default" onClick={() => void refresh()}>
            {t('advertiser.dashboard.refresh')}
          </Button>
          <Button variant="subtle" color="red" onClick={() => logout.mutate()}>
            {t('advertiser.dashboard.logOut')}
          </Button>
        </Group>
      </Group>
      {status === 'pending' && (
        <Alert mt="md" color="yellow" title={t('advertiser.dashboard.pendingTitle')}>
          {t('advertiser.dashboard.pendingMessage')}
        </Alert>
      )}
      <Stack mt="lg" gap="lg">
        <RangePicker range={range} onChange={setRange} />
        {stats.isError && <Text c="red">{stats.error.message}</Text>}
        <StatCards stats={stats.data} previous={previous.data} activeAds={activeAds} />
        {stats.data && <StatsDetails stats={stats.data} advertiserId={advertiserId} range={range} />}
        <Title order={2}>{t('advertiser.dashboard.campaigns')}</Title>
        <CampaignList campaigns={campaigns.data} loading={campaigns.isPending} />
        <Title order={2}>{t('advertiser.dashboard.ads')}</Title>
        <AdList ads={ads.data} loading={ads.isPending} scheduledStarts={scheduledStarts} />
      </Stack>
    </Container>
  );
}

function CampaignList({ campaigns, loading }: { campaigns: Campaign[] | undefined; loading: boolean }) {
  const t = useT();
  if (loading) return <Loader />;
  if (!campaigns?.length) {
    return (
      <Card withBorder ta="center" p="xl">
        <Title order={3}>{t('advertiser.dashboard.noCampaignsTitle')}</Title>
        <Text c="dimmed">{t('advertiser.dashboard.noCampaignsText')}</Text>
        <ButtonLink mt="md" to="/advertiser/create-campaign">
          {t('advertiser.campaign.create')}
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
              {campaignStatusLabel(campaign, t)}
            </Badge>
          </Group>
          <Text size="sm">
            {t('advertiser.common.budgetAmount', { amount: `$${Number(campaign.budget).toFixed(2)}` })}
          </Text>
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
              {t('advertiser.dashboard.viewDetails')}
            </ButtonLink>
            {campaign.status === 'pending' ? (
              <ButtonLink
                size="xs"

                to="/advertiser/payment-checkout/$campaignId"
                onClick={() => sessionStorage.setItem('selectedCampaignId', campaign.id)}
                params={{ campaignId: campaign.id }}
              >
                {t('advertiser.campaign.fund')}
              </ButtonLink>
            ) : (
              <>
                <NewAdLink campaign={campaign} />
                <ButtonLink
                  size="xs"
                  variant="light"
                  to="/advertiser/campaign/$id/edit"
                  params={{ id: campaign.id }}
                >
                  {t('advertiser.common.edit')}
                </ButtonLink>
              </>
            )}
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** "Create Ad" where the server takes a new ad; on other campaigns, why not. */
function NewAdLink({ campaign }: { campaign: Campaign }) {
  const t = useT();
  const reason = noNewAdsReason(campaign, t);
  if (reason) {
    return (
      <Text size="xs" c="dimmed" w="100%">
        {reason}
      </Text>
    );
  }
  return (
    <ButtonLink size="xs" to="/advertiser/create-ad" search={{ campaignId: campaign.id }}>
      {t('advertiser.ad.create')}
    </ButtonLink>
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
  const t = useT();
  if (loading) return <Loader />;
  if (!ads?.length) {
    return (
      <Card withBorder ta="center" p="xl">
        <Title order={3}>{t('advertiser.dashboard.noAdsTitle')}</Title>
        <Text c="dimmed">{t('advertiser.dashboard.noAdsText')}</Text>
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
  const t = useT();
  const scheduled = ad.status === 'approved' && startsOn !== undefined;
  return (
    <Card withBorder radius="md" data-testid={`ad-${ad.id}`}>
      <Card.Section>
        <Image src={ad.imageUrl} fallbackSrc="/images/stock-ad.svg" h={140} alt={ad.title} />
      </Card.Section>
      <Group justify="space-between" mt="sm">
        <Text fw={700}>{ad.title}</Text>
        <Badge color={scheduled ? 'cyan.8' : (statusColor[ad.status] ?? 'gray')} data-testid="ad-status">
          {scheduled ? scheduledLabel(startsOn, t) : t('advertiser.status', { status: ad.status })}
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
        <Alert
          color="red"
          variant="light"
          mt="sm"
          p="xs"
          title={t('advertiser.dashboard.notApproved')}
          data-testid="ad-rejection"
        >
          <Text size="sm">{ad.rejectionReason ?? t('advertiser.dashboard.noReason')}</Text>
          <Text size="xs" mt={4}>
            {t('advertiser.dashboard.resubmitHint')}
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
            {t('advertiser.dashboard.viewLandingPage')}
          </Button>
        )}
        <ButtonLink size="xs" to="/advertiser/ad/$id/edit" params={{ id: ad.id }}>
          {ad.status === 'rejected' ? t('advertiser.dashboard.editAndResubmit') : t('advertiser.common.edit')}
        </ButtonLink>
      </Group>
    </Card>
  );
}
