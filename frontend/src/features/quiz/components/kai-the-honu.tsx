import { Box, Group, Paper, Text } from '@mantine/core';
import { useT } from '../../../i18n/use-t.ts';
import type { TurtleMood } from '../quiz-scoring.ts';

const MOOD_FACES: Record<TurtleMood, string> = {
  idle: '🐢',
  happy: '🐢😊',
  concerned: '🐢😟',
  swimming: '🐢🌊',
  celebration: '🐢🎉',
};

/** Kai the honu (sea turtle), with a speech bubble. */
export function KaiTheHonu({ mood, says }: { mood: TurtleMood; says: string }) {
  const t = useT();
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap" data-mood={mood} data-testid="kai">
      <Box fz={32} aria-hidden="true">
        {MOOD_FACES[mood]}
      </Box>
      <Paper withBorder p="sm" radius="lg" bg="lagoon.0" c="dark.7">
        <Text fz="sm">
          <Text span fw={700}>
            {t('quiz.kai')}{' '}
          </Text>
          {says}
        </Text>
      </Paper>
    </Group>
  );
}
