import { Badge, Button, Card, Code, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import {
  ecoRewardsQueryOptions,
  ecoStatsQueryOptions,
  useRedeemReward,
  userRewardsQueryOptions,
  type EcoReward,
  type UserReward,
} from '../api/eco.ts';
import { SampleBadge } from '../../../components/sample-badge.tsx';
import { useEcoCatalogText } from '../eco-catalog-text.ts';
import { useEcoToasts } from '../eco-toasts.ts';
import { useT } from '../../../i18n/use-t.ts';

/** Titles, descriptions and terms: the catalog's own texts, in Japanese where it has them. */
export function RewardsTab() {
  const t = useT();
  const { data: rewards } = useSuspenseQuery(ecoRewardsQueryOptions());
  const { data: stats } = useQuery(ecoStatsQueryOptions());
  const { data: mine = [] } = useQuery(userRewardsQueryOptions());
  return (
    <Stack gap="lg">
      {mine.length > 0 && (
        <Stack gap="xs">
          <Title order={3}>{t('ecoChallenges.rewards.mine')}</Title>
          {mine.map((reward) => (
            <RedeemedReward key={reward.id} reward={reward} />
          ))}
        </Stack>
      )}
      <Title order={3}>{t('ecoChallenges.rewards.title')}</Title>
      {stats && <Text c="dimmed">{t('ecoChallenges.rewards.balance', { points: stats.totalPoints })}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {rewards.map((reward) => (
          <RewardCard key={reward.id} reward={reward} balance={stats?.totalPoints} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function RedeemedReward({ reward }: { reward: UserReward }) {
  const t = useT();
  const intl = useIntl();
  const text = useEcoCatalogText().redeemed(reward);
  // A calendar date: read in UTC so no time zone moves it to the day before.
  const validUntil = intl.formatDate(reward.validUntil, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      aria-label={t('ecoChallenges.rewards.redeemed', { title: text.title.text })}
    >
      <Group justify="space-between">
        <Text fw={600} lang={text.title.lang}>
          {text.title.text}
        </Text>
        {reward.code ? (
          <Code fz="md" data-testid="redemption-code">
            {reward.code}
          </Code>
        ) : (
          <Badge variant="default">{t('ecoChallenges.rewards.processing')}</Badge>
        )}
      </Group>
      <Text fz="xs" c="dimmed">
        {t('ecoChallenges.rewards.validUntil', { date: validUntil })}{' '}
        <span lang={text.terms.lang}>{text.terms.text}</span>
      </Text>
    </Card>
  );
}

/** `balance` is unknown while this visitor's points cannot be loaded: nothing can be redeemed then. */
function RewardCard({ reward, balance }: { reward: EcoReward; balance: number | undefined }) {
  const t = useT();
  const titleId = useId();
  const toasts = useEcoToasts();
  const text = useEcoCatalogText().reward(reward);
  const redeem = useRedeemReward();
  const missing = reward.pointsRequired - (balance ?? 0);
  const soldOut = reward.remaining === 0;
  const onRedeem = () =>
    redeem.mutate(reward.id, {
      onSuccess: () =>
        toasts.showSuccess(t('ecoChallenges.rewards.done.title'), t('ecoChallenges.rewards.done.message')),
      onError: (error) => toasts.showError(error, 'ecoChallenges.rewards.failed'),
    });
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="xs" h="100%">
        <Group gap="xs">
          <Badge variant="default">{t('ecoChallenges.rewards.type', { type: reward.rewardType })}</Badge>
          <Badge variant="default">{t('ecoChallenges.points', { points: reward.pointsRequired })}</Badge>
          {reward.sample && <SampleBadge />}
        </Group>
        <Title order={4} id={titleId} lang={text.title.lang}>
          {text.title.text}
        </Title>
        {reward.partnerName && (
          <Text fz="sm" fw={600}>
            {t('ecoChallenges.rewards.partner', { name: reward.partnerName })}
          </Text>
        )}
        <Text fz="sm" c="dimmed" style={{ flex: 1 }} lang={text.description.lang}>
          {text.description.text}
        </Text>
        <Text fz="xs" c="dimmed">
          <span lang={text.terms.lang}>{text.terms.text}</span>
          {reward.remaining !== null && ` ${t('ecoChallenges.rewards.left', { count: reward.remaining })}`}
        </Text>
        <Button
          onClick={onRedeem}
          loading={redeem.isPending}
          disabled={balance === undefined || missing > 0 || soldOut}
        >
          {soldOut
            ? t('ecoChallenges.rewards.soldOut')
            : missing > 0
              ? t('ecoChallenges.rewards.need', { count: missing })
              : t('ecoChallenges.rewards.redeem')}
        </Button>
      </Stack>
    </Card>
  );
}
