import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  ecoChallengesQueryOptions,
  useStartChallenge,
  userChallengesQueryOptions,
  type EcoChallenge,
  type UserChallenge,
} from '../api/eco.ts';
import { useEcoCatalogText } from '../eco-catalog-text.ts';
import { useEcoToasts } from '../eco-toasts.ts';
import { CompleteChallengeDialog } from './complete-challenge-dialog.tsx';
import { StatusBadge } from './status-badge.tsx';
import { minimumMinutes, needsEvidence, needsVerification } from '@nsg/domain/eco/fair-play.ts';
import { useT } from '../../../i18n/use-t.ts';

type T = ReturnType<typeof useT>;

const duration = (t: T, minutes: number) => {
  if (minutes >= 24 * 60) return t('ecoChallenges.duration.days', { days: Math.round(minutes / (24 * 60)) });
  if (minutes < 60) return t('ecoChallenges.duration.minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  return minutes % 60 === 0
    ? t('ecoChallenges.duration.hours', { hours })
    : t('ecoChallenges.duration.hoursMinutes', { hours, minutes: minutes % 60 });
};

/** What the fair-play rule asks of this challenge. */
function challengeRule(t: T, challenge: EcoChallenge): string {
  const after = duration(t, minimumMinutes(challenge.estimatedTime));
  const parts = [t('ecoChallenges.rule.after', { duration: after })];
  if (needsEvidence(challenge.requirements)) parts.push(t('ecoChallenges.rule.photo'));
  if (needsVerification(challenge.points)) parts.push(t('ecoChallenges.rule.verified'));
  return t('ecoChallenges.rule.sentence', { parts: parts.join(' · ') });
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

/** Category, title, description, place and time: the catalog's own texts, in Japanese where it has them. */
function ChallengeCard({
  challenge,
  progress,
  onComplete,
}: {
  challenge: EcoChallenge;
  progress: UserChallenge | undefined;
  onComplete: () => void;
}) {
  const t = useT();
  const titleId = useId();
  const text = useEcoCatalogText().challenge(challenge);
  const toasts = useEcoToasts();
  const start = useStartChallenge();
  const onStart = () =>
    start.mutate(challenge.id, {
      onSuccess: () =>
        toasts.showSuccess(
          t('ecoChallenges.started.title'),
          <FormattedMessage
            id="ecoChallenges.started.message"
            values={{ title: <span lang={text.title.lang}>{text.title.text}</span> }}
          />,
        ),
      onError: (error) => toasts.showError(error, 'ecoChallenges.startFailed'),
    });
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="xs" h="100%">
        <Group gap="xs">
          <Badge color={challenge.categoryColor} variant="filled" lang={text.category.lang}>
            {text.category.text}
          </Badge>
          <Badge variant="default">
            {t('ecoChallenges.difficulty', { difficulty: challenge.difficulty })}
          </Badge>
          {progress && <StatusBadge status={progress.status} />}
        </Group>
        <Title order={3} fz="lg" id={titleId} lang={text.title.lang}>
          {text.title.text}
        </Title>
        <Text fz="sm" c="dimmed" style={{ flex: 1 }} lang={text.description.lang}>
          {text.description.text}
        </Text>
        <Group gap="md" fz="sm">
          <Text fz="sm" fw={700}>
            {t('ecoChallenges.points', { points: challenge.points })}
          </Text>
          <Text fz="sm">
            📍 <span lang={text.location.lang}>{text.location.text}</span>
          </Text>
          <Text fz="sm">
            ⏱ <span lang={text.estimatedTime.lang}>{text.estimatedTime.text}</span>
          </Text>
        </Group>
        <Text fz="xs" c="dimmed" data-testid="challenge-rule">
          {challengeRule(t, challenge)}
        </Text>
        {!progress && (
          <Button onClick={onStart} loading={start.isPending}>
            {t('ecoChallenges.start')}
          </Button>
        )}
        {progress?.status === 'started' && (
          <Button color="grape" onClick={onComplete}>
            {t('ecoChallenges.complete')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
