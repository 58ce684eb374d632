import { Badge, Card, Container, Group, Loader, Stack, Text, Timeline, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRequireAccount } from '../../advertiser/api/account.ts';
import { useLiveUpdates } from '../../live/use-live-updates.ts';
import {
  campaignQueryOptions,
  describeAction,
  describeActor,
  historyQueryOptions,
  statusColor,
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
          <Text size="sm">
            {c.startDate} – {c.endDate} ({c.durationMonths} month{c.durationMonths > 1 ? 's' : ''})
          </Text>
          <Text size="sm">
            Audience: ages {c.targetAudience.ages[0]}–{c.targetAudience.ages[1]};{' '}
            {c.targetAudience.interests.join(', ')}
          </Text>
        </Stack>
      </Card>
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
