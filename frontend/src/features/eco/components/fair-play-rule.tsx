import { Card, List, Text, Title } from '@mantine/core';
import { ECO_FAIR_PLAY } from '@nsg/domain/eco/fair-play.ts';

/** The rule points follow, in plain words, so a visitor knows what counts before starting. */
export function FairPlayRule() {
  return (
    <Card withBorder padding="md" data-testid="fair-play-rule">
      <Title order={2} fz="md" mb={4}>
        Fair play
      </Title>
      <Text fz="sm" mb={4}>
        Points are for doing a challenge, not for pressing its buttons:
      </Text>
      <List size="sm" spacing={2}>
        <List.Item>
          You can complete a challenge once half of its shortest estimated time has passed since you started
          it.
        </List.Item>
        <List.Item>
          You can complete up to {ECO_FAIR_PLAY.dailyCompletions} challenges a day (Hawaii time).
        </List.Item>
        <List.Item>Challenges that ask for a photo need at least one evidence photo.</List.Item>
        <List.Item>
          Points from challenges worth {ECO_FAIR_PLAY.verificationPoints} points or more can be spent once our
          team has verified the completion.
        </List.Item>
        <List.Item>
          Rewards are limited to {ECO_FAIR_PLAY.redemptionsPerDevicePerDay} a day per device and{' '}
          {ECO_FAIR_PLAY.redemptionsPerNetworkPerDay} a day per network.
        </List.Item>
      </List>
    </Card>
  );
}
