import { Anchor, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ecoStatsQueryOptions } from '../api/eco.ts';
import { ChallengesTab } from './challenges-tab.tsx';
import { FairPlayRule } from './fair-play-rule.tsx';
import { ProgressUnavailable } from './progress-unavailable.tsx';
import { LeaderboardTab } from './leaderboard-tab.tsx';
import { ProgressTab } from './progress-tab.tsx';
import { RewardsTab } from './rewards-tab.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { PhraseBreaks } from '../../../components/phrase-breaks.tsx';

export function EcoPage() {
  const t = useT();
  const { data: stats, isError } = useQuery(ecoStatsQueryOptions());
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Anchor component={Link} to="/" fz="sm">
          {t('ecoChallenges.back')}
        </Anchor>
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>
              <PhraseBreaks>{t('ecoChallenges.heading')}</PhraseBreaks>
            </Title>
            <Text c="dimmed">{t('ecoChallenges.intro')}</Text>
          </div>
          {stats && (
            <Text fw={700} data-testid="header-points">
              {t('ecoChallenges.headerPoints', { points: stats.totalPoints, level: stats.currentLevel })}
            </Text>
          )}
        </Group>
        {isError && <ProgressUnavailable />}
        <FairPlayRule />
        <Tabs defaultValue="challenges" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="challenges">{t('ecoChallenges.tab.challenges')}</Tabs.Tab>
            <Tabs.Tab value="progress">{t('ecoChallenges.tab.progress')}</Tabs.Tab>
            <Tabs.Tab value="rewards">{t('ecoChallenges.tab.rewards')}</Tabs.Tab>
            <Tabs.Tab value="leaderboard">{t('ecoChallenges.tab.leaderboard')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="challenges" pt="md">
            <ChallengesTab />
          </Tabs.Panel>
          <Tabs.Panel value="progress" pt="md">
            <ProgressTab />
          </Tabs.Panel>
          <Tabs.Panel value="rewards" pt="md">
            <RewardsTab />
          </Tabs.Panel>
          <Tabs.Panel value="leaderboard" pt="md">
            <LeaderboardTab />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
