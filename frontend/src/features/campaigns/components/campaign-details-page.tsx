import { placementLabels, type AdPlacement } from '@nsg/domain/advertising/placement.ts';
import { Badge, Button, Card, Container, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { OwnCampaignControls } from './own-campaign-controls.tsx';
import { hawaiiDay } from '@nsg/domain/advertising/pricing.ts';
import { useT } from '../../../i18n/use-t.ts';
import { firstFieldErrors, serverMessageOf } from '../../../lib/api-fetch.ts';
import { useRequireAccount } from '../../../lib/account.ts';
import {
  campaignQueryOptions,
  statusColor,
  useRefundCampaign,
  useRescheduleCampaign,
  type Campaign,
} from '../../../lib/advertising/campaigns-api.ts';
import { HistoryTimeline } from '../../../components/history-timeline.tsx';
import { ButtonLink } from '../../../components/router-links.tsx';
import { campaignStatusLabel, isScheduled } from '../../../lib/advertising/campaign-schedule.ts';
import { noNewAdsReason } from '../../../lib/advertising/campaign-ads.ts';

export function CampaignDetailsPage({ id }: { id: string }) {
  const t = useT();
  const me = useRequireAccount();
  const campaign = useQuery({ ...campaignQueryOptions(id), enabled: Boolean(me) });
  if (!me || campaign.isPending) return <Loader m="xl" />;
  if (!campaign.data) return <Text m="xl">{t('advertiser.campaign.notFound')}</Text>;
  const c = campaign.data;
  return (
    <Container size="sm" py="xl">
      <Group justify="space-between">
        <Title order={1}>{c.name}</Title>
        <Badge color={isScheduled(c) ? 'cyan.8' : statusColor[c.status]}>{campaignStatusLabel(c, t)}</Badge>
      </Group>
      <Card withBorder mt="md">
        <Stack gap={4}>
          <Text>{c.description}</Text>
          <Text size="sm">
            {t('advertiser.common.budgetAmount', { amount: `$${Number(c.budget).toFixed(2)}` })}
          </Text>
          <Text size="sm">
            {t('advertiser.campaign.placement', {
              placement: placementLabels[c.placement as AdPlacement] ?? c.placement,
            })}
          </Text>
          <Text size="sm">
            {t('advertiser.campaign.dates', { start: c.startDate, end: c.endDate, months: c.durationMonths })}
          </Text>
          {noNewAdsReason(c, t) && (
            <Text size="sm" c="dimmed">
              {noNewAdsReason(c, t)}
            </Text>
          )}
          {c.statusReason && (
            <Text size="sm" fw={700} data-testid="campaign-status-reason">
              {t('advertiser.campaign.statusReason', { status: c.status, reason: c.statusReason })}
            </Text>
          )}
        </Stack>
      </Card>
      {c.status === 'pending' && !c.paid && <ChangeDates campaign={c} />}
      {c.refundable && me.role !== 'admin' && <RefundNeverServed campaign={c} />}
      {!c.refundable && c.paid && (c.status === 'active' || c.status === 'paused') && me.role !== 'admin' && (
        <OwnCampaignControls campaign={c} />
      )}
      <Title order={2} mt="lg">
        {t('advertiser.common.history')}
      </Title>
      <HistoryTimeline kind="campaigns" id={id} />
      <ButtonLink mt="lg" variant="default" to="/advertiser/dashboard">
        {t('advertiser.common.backToDashboard')}
      </ButtonLink>
    </Container>
  );
}

/** A paid campaign that has not shown an ad to anyone can be stopped for the whole payment back. */
function RefundNeverServed({ campaign }: { campaign: Campaign }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const refund = useRefundCampaign(campaign.id);
  const amount = `$${Number(campaign.budget).toFixed(2)}`;
  // Awaited here rather than in mutate's callbacks: the card unmounts once the campaign reads refunded.
  const confirm = async () => {
    try {
      const answer = await refund.mutateAsync(undefined);
      notifications.show({
        color: 'green',
        title: t('advertiser.campaign.refundedTitle'),
        message: t('advertiser.campaign.refundedMessage', { amount, refundId: answer.refundId }),
      });
    } catch (failure) {
      notifications.show({
        color: 'red',
        title: t('advertiser.campaign.refundFailedTitle'),
        message: serverMessageOf(failure) ?? t('advertiser.campaign.refundFailedMessage'),
      });
    }
  };
  return (
    <Card withBorder mt="md" data-testid="refund">
      <Stack gap="xs">
        <Text size="sm">{t('advertiser.campaign.refundOffer', { amount })}</Text>
        {confirming ? (
          <Group>
            <Button color="red" onClick={() => void confirm()} loading={refund.isPending}>
              {t('advertiser.campaign.refundConfirm', { amount })}
            </Button>
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('advertiser.campaign.keep')}
            </Button>
          </Group>
        ) : (
          <Button variant="default" w="fit-content" onClick={() => setConfirming(true)}>
            {t('advertiser.campaign.cancelAndRefund')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/** Until it is paid for, a campaign's dates can move; one whose start has passed must, to be paid. */
function ChangeDates({ campaign }: { campaign: Campaign }) {
  const t = useT();
  const today = hawaiiDay(new Date());
  const [startDate, setStartDate] = useState(campaign.startDate < today ? today : campaign.startDate);
  const [error, setError] = useState<string | undefined>();
  const reschedule = useRescheduleCampaign(campaign.id);
  const save = () =>
    reschedule.mutate(startDate, {
      onSuccess: () => {
        setError(undefined);
        notifications.show({
          color: 'green',
          title: t('advertiser.campaign.datesChangedTitle'),
          message: t('advertiser.campaign.datesChangedMessage', { date: startDate }),
        });
      },
      onError: (failure) =>
        setError(
          firstFieldErrors(failure).startDate ??
            serverMessageOf(failure) ??
            t('advertiser.campaign.changeDatesFailed'),
        ),
    });
  return (
    <Card withBorder mt="md" data-testid="change-dates">
      <Stack gap="xs">
        {campaign.startDate < today && (
          <Text c="red.8" size="sm">
            {t('advertiser.campaign.startPassed')}
          </Text>
        )}
        <Group align="flex-end">
          <TextInput
            type="date"
            label={t('advertiser.campaign.startDateHawaii')}
            min={today}
            value={startDate}
            onChange={(event) => setStartDate(event.currentTarget.value)}
            error={error}
          />
          <Button onClick={save} loading={reschedule.isPending}>
            {t('advertiser.campaign.changeDates')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('advertiser.campaign.keepsDuration', { months: campaign.durationMonths })}
        </Text>
      </Stack>
    </Card>
  );
}
