import { Card, Group, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { LEVEL_THRESHOLDS } from '@nsg/domain/eco/eco-levels.ts';
import { ecoChallengesQueryOptions, ecoStatsQueryOptions, userChallengesQueryOptions } from '../api/eco.ts';
import { ProgressUnavailable } from './progress-unavailable.tsx';
import { StatusBadge } from './status-badge.tsx';

const grams = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(1)} kg` : `${value} g`);

export function ProgressTab() {
  const { data: stats } = useQuery(ecoStatsQueryOptions());
  const { data: mine } = useQuery(userChallengesQueryOptions());
  const { data: challenges } = useSuspenseQuery(ecoChallengesQueryOptions());
  if (!stats || !mine) return <ProgressUnavailable />;
  const titles = new Map(challenges.map((c) => [c.id, c.title]));
  const levelStart = LEVEL_THRESHOLDS[stats.currentLevel - 1] ?? 0;
  const levelEnd = stats.nextLevel === null ? null : LEVEL_THRESHOLDS[stats.nextLevel - 1]!;
  const percent =
    levelEnd === null ? 100 : ((stats.pointsEarned - levelStart) / (levelEnd - levelStart)) * 100;
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between">
          <Title order={3}>
            Level {stats.currentLevel}: {stats.levelName}
          </Title>
          <Text c="dimmed">User #{stats.userId}</Text>
        </Group>
        <Progress value={percent} mt="sm" aria-label="Progress to the next level" />
        <Text fz="sm" mt="xs" data-testid="next-level">
          {stats.nextLevel === null
            ? 'Top level reached'
            : `${stats.pointsToNextLevel} points to Level ${stats.nextLevel}: ${stats.nextLevelName}`}
        </Text>
      </Card>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 7 }}>
        <Stat label="Points" value={String(stats.totalPoints)} testId="stat-points" />
        <Stat label="Points earned" value={String(stats.pointsEarned)} />
        <Stat
          label="Awaiting verification"
          value={String(stats.pointsAwaitingVerification)}
          testId="stat-awaiting"
        />
        <Stat label="Challenges completed" value={String(stats.totalChallengesCompleted)} />
        <Stat
          label="Current streak"
          value={`${stats.currentStreak} ${stats.currentStreak === 1 ? 'day' : 'days'}`}
        />
        <Stat label="CO₂ saved" value={grams(stats.co2Saved)} />
        <Stat label="Waste reduced" value={grams(stats.wasteReduced)} />
      </SimpleGrid>
      <Title order={3}>My challenges</Title>
      {mine.length === 0 ? (
        <Text c="dimmed">You have not started a challenge yet.</Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Challenge</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Points</Table.Th>
              <Table.Th visibleFrom="xs">Completed</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {mine.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>{titles.get(c.challengeId) ?? `Challenge ${c.challengeId}`}</Table.Td>
                <Table.Td>
                  <StatusBadge status={c.status} />
                </Table.Td>
                <Table.Td>{c.pointsEarned}</Table.Td>
                <Table.Td visibleFrom="xs">
                  {c.completedAt ? new Date(c.completedAt).toLocaleDateString() : '—'}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text fz="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text fz="xl" fw={700} data-testid={testId}>
        {value}
      </Text>
    </Card>
  );
}
