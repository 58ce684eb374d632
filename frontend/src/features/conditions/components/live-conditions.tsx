import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useT } from '../../../i18n/use-t.ts';
import { SurfAlertCard } from './surf-alert-card.tsx';
import { SurfCard } from './surf-card.tsx';
import { TimePhaseCard } from './time-phase-card.tsx';
import { WeatherCard } from './weather-card.tsx';

/** #weather: the three live widgets, the surf alert and the disclaimer. */
export function LiveConditions() {
  const t = useT();
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        <WeatherCard />
        <SurfCard />
        <TimePhaseCard />
      </SimpleGrid>
      <SurfAlertCard />
      <Text fz="xs" c="dimmed">
        {t('live.disclaimer')}
      </Text>
    </Stack>
  );
}
