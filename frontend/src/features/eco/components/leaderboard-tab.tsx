import { Table, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { leaderboardQueryOptions, type LeaderboardEntry } from '../api/eco.ts';
import { useT } from '../../../i18n/use-t.ts';

/** Gold, silver and bronze for the top three: a tinted row and a dark shade of the metal for the rank. */
const podium: Record<number, { row: string; text: string }> = {
  1: { row: '#fff4cc', text: '#7a5c00' },
  2: { row: '#eceef1', text: '#4a4d52' },
  3: { row: '#f6e3d3', text: '#7c4a1e' },
};

export function LeaderboardTab() {
  const t = useT();
  const { data } = useSuspenseQuery(leaderboardQueryOptions());
  const { entries, me } = data;
  if (entries.length === 0) return <Text c="dimmed">{t('ecoChallenges.leaderboard.empty')}</Text>;
  const meOutside = me !== null && !entries.some((e) => e.userId === me.userId);
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('ecoChallenges.leaderboard.rank')}</Table.Th>
          <Table.Th>{t('ecoChallenges.leaderboard.user')}</Table.Th>
          {/* Phones keep rank, user and points: the columns that make the board. */}
          <Table.Th visibleFrom="xs">{t('ecoChallenges.leaderboard.level')}</Table.Th>
          <Table.Th visibleFrom="xs">{t('ecoChallenges.leaderboard.challenges')}</Table.Th>
          <Table.Th>{t('ecoChallenges.leaderboard.points')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry) => (
          <Row key={entry.userId} entry={entry} isMe={entry.userId === me?.userId} />
        ))}
        {meOutside && <Row entry={me} isMe />}
      </Table.Tbody>
    </Table>
  );
}

function Row({ entry, isMe }: { entry: LeaderboardEntry; isMe: boolean }) {
  const t = useT();
  const medal = podium[entry.rank];
  return (
    <Table.Tr
      style={{
        background: medal ? medal.row : isMe ? 'var(--mantine-color-blue-light)' : undefined,
        fontWeight: isMe ? 700 : undefined,
      }}
      aria-current={isMe ? 'true' : undefined}
    >
      <Table.Td style={medal ? { color: medal.text, fontWeight: 700 } : undefined}>#{entry.rank}</Table.Td>
      <Table.Td>
        {t('ecoChallenges.userId', { userId: entry.userId })}
        {isMe && t('ecoChallenges.you')}
      </Table.Td>
      <Table.Td visibleFrom="xs">{entry.currentLevel}</Table.Td>
      <Table.Td visibleFrom="xs">{entry.totalChallengesCompleted}</Table.Td>
      <Table.Td>{entry.totalPoints}</Table.Td>
    </Table.Tr>
  );
}
