import { placementLabels, type AdPlacement } from '@nsg/domain/advertising/placement.ts';
import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Timeline,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { hawaiiDay } from '@nsg/domain/advertising/pricing.ts';
import { firstFieldErrors, serverMessageOf } from '../../../lib/api-fetch.ts';
import { useRequireAccount } from '../../advertiser/api/account.ts';
import { useLiveUpdates } from '../../live/use-live-updates.ts';
import {
  campaignQueryOptions,
  describeAction,
  describeActor,
  historyQueryOptions,
  statusColor,
  useRefundCampaign,
  useRescheduleCampaign,
  type Campaign,
} from '../api/campaigns.ts';
import { ButtonLink } from '../../../components/router-links.tsx';
import { campaignStatusLabel, isScheduled } from '../campaign-schedule.ts';

export function HistoryTimeline({ kind, id }: { kind: 'campaigns' | 'ads'; id: string }) {
  const history = useQuery(historyQueryOptions(kind, id));
  if (history.isPending) return <Loader size="sm" />;
  return (
    <Timeline bulletSize={14} lineWidth={2} mt="sm">
      {(history.data ?? []).map((entry) => (
        <Timeline.Item key={entry.position} title={describeAction(entry.action)}>
          <Text size="xs" c="dimmed">
            {describeActor(entry.actor)} · {new Date(entry.at).toLocaleString()}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

export function CampaignDetailsPage({ id }: { id: string }) {
  const me = useRequireAccount();
  useLiveUpdates({ enabled: Boolean(me) });
  const campaign = useQuery({ ...campaignQueryOptions(id), enabled: Boolean(me) });
  if (!me || campaign.isPending) return <Loader m="xl" />;
  if (!campaign.data) return <Text m="xl">Campaign not found</Text>;
  const c = campaign.data;
  return (
    <Container size="sm" py="xl">
      <Group justify="space-between">
        <Title order={1}>{c.name}</Title>
        <Badge color={isScheduled(c) ? 'cyan.8' : statusColor[c.status]}>{campaignStatusLabel(c)}</Badge>
      </Group>
      <Card withBorder mt="md">
        <Stack gap={4}>
          <Text>{c.description}</Text>
          <Text size="sm">Budget: ${Number(c.budget).toFixed(2)}</Text>
          <Text size="sm">Placement: {placementLabels[c.placement as AdPlacement] ?? c.placement}</Text>
          <Text size="sm">
            {c.startDate} – {c.endDate} ({c.durationMonths} month{c.durationMonths > 1 ? 's' : ''})
          </Text>
          <Text size="sm">
            Audience: ages {c.targetAudience.ages[0]}–{c.targetAudience.ages[1]};{' '}
            {c.targetAudience.interests.join(', ')}
          </Text>
        </Stack>
      </Card>
      {c.status === 'pending' && !c.paid && <ChangeDates campaign={c} />}
      {c.refundable && me.role !== 'admin' && <RefundNeverServed campaign={c} />}
      <Title order={2} mt="lg">
        History
      </Title>
      <HistoryTimeline kind="campaigns" id={id} />
      <ButtonLink mt="lg" variant="default" to="/advertiser/dashboard">
        Back to Dashboard
      </ButtonLink>
    </Container>
  );
}

/** A paid campaign that has not shown an ad to anyone can be stopped for the whole payment back. */
function RefundNeverServed({ campaign }: { campaign: Campaign }) {
  const [confirming, setConfirming] = useState(false);
  const refund = useRefundCampaign(campaign.id);
  const amount = `$${Number(campaign.budget).toFixed(2)}`;
  // Awaited here rather than in mutate's callbacks: the card unmounts once the campaign reads refunded.
  const confirm = async () => {
    try {
      const answer = await refund.mutateAsync(undefined);
      notifications.show({
        color: 'green',
        title: 'Refunded',
        message: `${amount} is on its way back to your card (reference ${answer.refundId}).`,
      });
    } catch (failure) {
      notifications.show({
        color: 'red',
        title: 'Refund failed',
        message: serverMessageOf(failure) ?? 'The refund failed. Please try again.',
      });
    }
  };
  return (
    <Card withBorder mt="md" data-testid="refund">
      <Stack gap="xs">
        <Text size="sm">
          This campaign has not shown an ad to anyone yet. You can stop it and have the whole {amount} back.
        </Text>
        {confirming ? (
          <Group>
            <Button color="red" onClick={() => void confirm()} loading={refund.isPending}>
              Stop and refund {amount}
            </Button>
            <Button variant="default" onClick={() => setConfirming(false)}>
              Keep the campaign
            </Button>
          </Group>
        ) : (
          <Button variant="default" w="fit-content" onClick={() => setConfirming(true)}>
            Cancel and refund
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/** Until it is paid for, a campaign's dates can move; one whose start has passed must, to be paid. */
function ChangeDates({ campaign }: { campaign: Campaign }) {
  const today = hawaiiDay(new Date());
  const [startDate, setStartDate] = useState(campaign.startDate < today ? today : campaign.startDate);
  const [error, setError] = useState<string | undefined>();
  const reschedule = useRescheduleCampaign(campaign.id);
  const save = () =>
    reschedule.mutate(startDate, {
      onSuccess: () => {
        setError(undefined);
        notifications.show({ color: 'green', title: 'Dates Changed', message: `Starts ${startDate}.` });
      },
      onError: (failure) =>
        setError(
          firstFieldErrors(failure).startDate ?? serverMessageOf(failure) ?? 'Failed to change the dates',
        ),
    });
  return (
    <Card withBorder mt="md" data-testid="change-dates">
      <Stack gap="xs">
        {campaign.startDate < today && (
          <Text c="red.8" size="sm">
            Its start date has passed: choose a new one to pay for it.
          </Text>
        )}
        <Group align="flex-end">
          <TextInput
            type="date"
            label="Start date (Hawaii time)"
            min={today}
            value={startDate}
            onChange={(event) => setStartDate(event.currentTarget.value)}
            error={error}
          />
          <Button onClick={save} loading={reschedule.isPending}>
            Change Dates
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          It keeps its {campaign.durationMonths}-month duration and price.
        </Text>
      </Stack>
    </Card>
  );
}
