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

export function EcoPage() {
  const { data: stats, isError } = useQuery(ecoStatsQueryOptions());
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Anchor component={Link} to="/" fz="sm">
          ← Back to Main Page
        </Anchor>
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>Eco-Challenge Tracker</Title>
            <Text c="dimmed">
              Take on challenges that protect the North Shore, earn points and redeem local rewards.
            </Text>
          </div>
          {stats && (
            <Text fw={700} data-testid="header-points">
              {stats.totalPoints} points · Level {stats.currentLevel}
            </Text>
          )}
        </Group>
        {isError && <ProgressUnavailable />}
        <FairPlayRule />
        <Tabs defaultValue="challenges" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="challenges">Challenges</Tabs.Tab>
            <Tabs.Tab value="progress">My Progress</Tabs.Tab>
            <Tabs.Tab value="rewards">Rewards</Tabs.Tab>
            <Tabs.Tab value="leaderboard">Leaderboard</Tabs.Tab>
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
