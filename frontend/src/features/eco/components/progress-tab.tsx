import { Card, Group, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { LEVEL_THRESHOLDS } from '@nsg/domain/eco/eco-levels.ts';
import { ecoChallengesQueryOptions, ecoStatsQueryOptions, userChallengesQueryOptions } from '../api/eco.ts';
import type { CatalogText } from '../../../lib/catalog-text.ts';
import { useEcoCatalogText } from '../eco-catalog-text.ts';
import { ProgressUnavailable } from './progress-unavailable.tsx';
import { StatusBadge } from './status-badge.tsx';
import { useT } from '../../../i18n/use-t.ts';

type T = ReturnType<typeof useT>;

const grams = (t: T, value: number) =>
  value >= 1000
    ? t('ecoChallenges.kilograms', { value: (value / 1000).toFixed(1) })
    : t('ecoChallenges.grams', { value });

/** The level's name in the visitor's language (the server names it in English). */
const levelName = (t: T, level: number, name: string) =>
  t('ecoChallenges.levelName', { level: String(level), name });

export function ProgressTab() {
  const t = useT();
  const intl = useIntl();
  const { data: stats } = useQuery(ecoStatsQueryOptions());
  const { data: mine } = useQuery(userChallengesQueryOptions());
  const { data: challenges } = useSuspenseQuery(ecoChallengesQueryOptions());
  const catalogText = useEcoCatalogText();
  if (!stats || !mine) return <ProgressUnavailable />;
  const titles = new Map(challenges.map((c) => [c.id, catalogText.challenge(c).title]));
  const levelStart = LEVEL_THRESHOLDS[stats.currentLevel - 1] ?? 0;
  const levelEnd = stats.nextLevel === null ? null : LEVEL_THRESHOLDS[stats.nextLevel - 1]!;
  const percent =
    levelEnd === null ? 100 : ((stats.pointsEarned - levelStart) / (levelEnd - levelStart)) * 100;
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between">
          <Title order={3}>
            {t('ecoChallenges.progress.level', {
              level: stats.currentLevel,
              name: levelName(t, stats.currentLevel, stats.levelName),
            })}
          </Title>
          <Text c="dimmed">{t('ecoChallenges.userId', { userId: stats.userId })}</Text>
        </Group>
        <Progress value={percent} mt="sm" aria-label={t('ecoChallenges.progress.bar')} />
        <Text fz="sm" mt="xs" data-testid="next-level">
          {stats.nextLevel === null
            ? t('ecoChallenges.progress.top')
            : t('ecoChallenges.progress.next', {
                points: stats.pointsToNextLevel,
                level: stats.nextLevel,
                name: levelName(t, stats.nextLevel, stats.nextLevelName ?? ''),
              })}
        </Text>
      </Card>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 7 }}>
        <Stat label={t('ecoChallenges.stat.points')} value={String(stats.totalPoints)} testId="stat-points" />
        <Stat label={t('ecoChallenges.stat.earned')} value={String(stats.pointsEarned)} />
        <Stat
          label={t('ecoChallenges.stat.awaiting')}
          value={String(stats.pointsAwaitingVerification)}
          testId="stat-awaiting"
        />
        <Stat label={t('ecoChallenges.stat.completed')} value={String(stats.totalChallengesCompleted)} />
        <Stat
          label={t('ecoChallenges.stat.streak')}
          value={t('ecoChallenges.stat.streakValue', { count: stats.currentStreak })}
        />
        <Stat label={t('ecoChallenges.stat.co2')} value={grams(t, stats.co2Saved)} />
        <Stat label={t('ecoChallenges.stat.waste')} value={grams(t, stats.wasteReduced)} />
      </SimpleGrid>
      <Title order={3}>{t('ecoChallenges.mine.title')}</Title>
      {mine.length === 0 ? (
        <Text c="dimmed">{t('ecoChallenges.mine.empty')}</Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('ecoChallenges.mine.challenge')}</Table.Th>
              <Table.Th>{t('ecoChallenges.mine.status')}</Table.Th>
              <Table.Th>{t('ecoChallenges.mine.points')}</Table.Th>
              <Table.Th visibleFrom="xs">{t('ecoChallenges.mine.completed')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {mine.map((c) => (
              <Table.Tr key={c.id}>
                <ChallengeTitleCell title={titles.get(c.challengeId)} id={c.challengeId} />
                <Table.Td>
                  <StatusBadge status={c.status} />
                </Table.Td>
                <Table.Td>{c.pointsEarned}</Table.Td>
                <Table.Td visibleFrom="xs">{c.completedAt ? intl.formatDate(c.completedAt) : '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/** A challenge's title as the catalog has it, or its number when the catalog no longer has it. */
function ChallengeTitleCell({ title, id }: { title: CatalogText | undefined; id: number }) {
  const t = useT();
  return title ? (
    <Table.Td lang={title.lang}>{title.text}</Table.Td>
  ) : (
    <Table.Td>{t('ecoChallenges.mine.unknown', { id })}</Table.Td>
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
