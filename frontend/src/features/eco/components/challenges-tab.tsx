import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ecoChallengesQueryOptions,
  useStartChallenge,
  userChallengesQueryOptions,
  type EcoChallenge,
  type UserChallenge,
} from '../api/eco.ts';
import { showEcoError, showEcoSuccess } from '../eco-toasts.ts';
import { CompleteChallengeDialog } from './complete-challenge-dialog.tsx';
import { StatusBadge } from './status-badge.tsx';
import { minimumMinutes, needsEvidence, needsVerification } from '@nsg/domain/eco/fair-play.ts';

const duration = (minutes: number) => {
  if (minutes >= 24 * 60) {
    const days = Math.round(minutes / (24 * 60));
    return `${days} ${days === 1 ? 'day' : 'days'}`;
  }
  if (minutes < 60) return `${minutes} min`;
  return minutes % 60 === 0 ? `${minutes / 60} h` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
};

/** What the fair-play rule asks of this challenge. */
function challengeRule(challenge: EcoChallenge): string {
  const parts = [`Complete from ${duration(minimumMinutes(challenge.estimatedTime))} after starting`];
  if (needsEvidence(challenge.requirements)) parts.push('photo needed');
  if (needsVerification(challenge.points)) parts.push('points spendable once verified');
  return `${parts.join(' · ')}.`;
}

export function ChallengesTab() {
  const { data: challenges } = useSuspenseQuery(ecoChallengesQueryOptions());
  const { data: mine = [] } = useQuery(userChallengesQueryOptions());
  const [completing, setCompleting] = useState<EcoChallenge | null>(null);
  const byChallenge = new Map(mine.map((c) => [c.challengeId, c]));
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {challenges.map((challenge) => (
          <ChallengeCard
            key={challenge.id}
            challenge={challenge}
            progress={byChallenge.get(challenge.id)}
            onComplete={() => setCompleting(challenge)}
          />
        ))}
      </SimpleGrid>
      <CompleteChallengeDialog challenge={completing} onClose={() => setCompleting(null)} />
    </>
  );
}

function ChallengeCard({
  challenge,
  progress,
  onComplete,
}: {
  challenge: EcoChallenge;
  progress: UserChallenge | undefined;
  onComplete: () => void;
}) {
  const start = useStartChallenge();
  const onStart = () =>
    start.mutate(challenge.id, {
      onSuccess: () => showEcoSuccess('Challenge started!', `Good luck with "${challenge.title}".`),
      onError: (error) => showEcoError(error, 'Failed to start challenge'),
    });
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={challenge.title}>
      <Stack gap="xs" h="100%">
        <Group gap="xs">
          <Badge color={challenge.categoryColor} variant="filled">
            {challenge.categoryName}
          </Badge>
          <Badge variant="default">{challenge.difficulty}</Badge>
          {progress && <StatusBadge status={progress.status} />}
        </Group>
        <Title order={3} fz="lg">
          {challenge.title}
        </Title>
        <Text fz="sm" c="dimmed" style={{ flex: 1 }}>
          {challenge.description}
        </Text>
        <Group gap="md" fz="sm">
          <Text fz="sm" fw={700}>
            {challenge.points} points
          </Text>
          <Text fz="sm">📍 {challenge.location}</Text>
          <Text fz="sm">⏱ {challenge.estimatedTime}</Text>
        </Group>
        <Text fz="xs" c="dimmed" data-testid="challenge-rule">
          {challengeRule(challenge)}
        </Text>
        {!progress && (
          <Button onClick={onStart} loading={start.isPending}>
            Start
          </Button>
        )}
        {progress?.status === 'started' && (
          <Button color="grape" onClick={onComplete}>
            Complete
          </Button>
        )}
      </Stack>
    </Card>
  );
}
