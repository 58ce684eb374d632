import { Card, List, Text, Title } from '@mantine/core';
import { ECO_FAIR_PLAY } from '@nsg/domain/eco/fair-play.ts';
import { useT } from '../../../i18n/use-t.ts';

/** The rule points follow, in plain words, so a visitor knows what counts before starting. */
export function FairPlayRule() {
  const t = useT();
  return (
    <Card withBorder padding="md" data-testid="fair-play-rule">
      <Title order={2} fz="md" mb={4}>
        {t('ecoChallenges.fairPlay.title')}
      </Title>
      <Text fz="sm" mb={4}>
        {t('ecoChallenges.fairPlay.intro')}
      </Text>
      <List size="sm" spacing={2}>
        <List.Item>{t('ecoChallenges.fairPlay.time')}</List.Item>
        <List.Item>{t('ecoChallenges.fairPlay.daily', { count: ECO_FAIR_PLAY.dailyCompletions })}</List.Item>
        <List.Item>
          {t('ecoChallenges.fairPlay.oneVisitor', {
            perDevice: ECO_FAIR_PLAY.dailyCompletions,
            perNetwork: ECO_FAIR_PLAY.completionsPerNetworkPerDay,
          })}
        </List.Item>
        <List.Item>{t('ecoChallenges.fairPlay.photo')}</List.Item>
        <List.Item>
          {t('ecoChallenges.fairPlay.verification', { points: ECO_FAIR_PLAY.verificationPoints })}
        </List.Item>
        <List.Item>
          {t('ecoChallenges.fairPlay.rewards', {
            perDevice: ECO_FAIR_PLAY.redemptionsPerDevicePerDay,
            perNetwork: ECO_FAIR_PLAY.redemptionsPerNetworkPerDay,
          })}
        </List.Item>
      </List>
    </Card>
  );
}
