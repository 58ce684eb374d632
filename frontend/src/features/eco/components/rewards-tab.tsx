import { Badge, Button, Card, Code, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import {
  ecoRewardsQueryOptions,
  ecoStatsQueryOptions,
  useRedeemReward,
  userRewardsQueryOptions,
  type EcoReward,
} from '../api/eco.ts';
import { SampleBadge } from '../../../components/sample-badge.tsx';
import { showEcoError, showEcoSuccess } from '../eco-toasts.ts';

export function RewardsTab() {
  const { data: rewards } = useSuspenseQuery(ecoRewardsQueryOptions());
  const { data: stats } = useQuery(ecoStatsQueryOptions());
  const { data: mine = [] } = useQuery(userRewardsQueryOptions());
  return (
    <Stack gap="lg">
      {mine.length > 0 && (
        <Stack gap="xs">
          <Title order={3}>My rewards</Title>
          {mine.map((reward) => (
            <Card key={reward.id} withBorder radius="md" padding="md" aria-label={`Redeemed ${reward.title}`}>
              <Group justify="space-between">
                <Text fw={600}>{reward.title}</Text>
                {reward.code ? (
                  <Code fz="md" data-testid="redemption-code">
                    {reward.code}
                  </Code>
                ) : (
                  <Badge variant="default">Processing</Badge>
                )}
              </Group>
              <Text fz="xs" c="dimmed">
                Valid until {reward.validUntil}. {reward.terms}
              </Text>
            </Card>
          ))}
        </Stack>
      )}
      <Title order={3}>Rewards</Title>
      {stats && <Text c="dimmed">You have {stats.totalPoints} points to spend.</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {rewards.map((reward) => (
          <RewardCard key={reward.id} reward={reward} balance={stats?.totalPoints} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** `balance` is unknown while this visitor's points cannot be loaded: nothing can be redeemed then. */
function RewardCard({ reward, balance }: { reward: EcoReward; balance: number | undefined }) {
  const redeem = useRedeemReward();
  const missing = reward.pointsRequired - (balance ?? 0);
  const soldOut = reward.remaining === 0;
  const onRedeem = () =>
    redeem.mutate(reward.id, {
      onSuccess: () => showEcoSuccess('Reward redeemed!', 'Check the rewards tab for the redemption code.'),
      onError: (error) => showEcoError(error, 'Failed to redeem reward'),
    });
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={reward.title}>
      <Stack gap="xs" h="100%">
        <Group gap="xs">
          <Badge variant="default">{reward.rewardType}</Badge>
          <Badge variant="default">{reward.pointsRequired} points</Badge>
          {reward.sample && <SampleBadge />}
        </Group>
        <Title order={4}>{reward.title}</Title>
        <Text fz="sm" c="dimmed" style={{ flex: 1 }}>
          {reward.description}
        </Text>
        <Text fz="xs" c="dimmed">
          {reward.terms}
          {reward.remaining !== null && ` ${reward.remaining} left.`}
        </Text>
        <Button
          onClick={onRedeem}
          loading={redeem.isPending}
          disabled={balance === undefined || missing > 0 || soldOut}
        >
          {soldOut ? 'Sold out' : missing > 0 ? `Need ${missing} more points` : 'Redeem'}
        </Button>
      </Stack>
    </Card>
  );
}
