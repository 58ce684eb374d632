import { Badge, Text } from '@mantine/core';
import { useT } from '../../../i18n/use-t.ts';
import { PHASE_COLORS } from '../../../lib/time-phase/time-phase.ts';
import { useMinuteClock } from '../../../lib/use-minute-clock.ts';
import { useTimePhase } from '../../../lib/time-phase/use-time-phase.ts';
import { Fact, LiveCard } from './live-card.tsx';

export function TimePhaseCard() {
  const state = useTimePhase();
  const now = useMinuteClock();
  const colors = PHASE_COLORS[state.phase];
  const t = useT();
  const time = (date: Date) => t('live.time', { time: date });
  return (
    <LiveCard title={t('live.timePhase')} testId="time-phase-card">
      <Badge
        size="xl"
        radius="sm"
        data-phase={state.phase}
        style={{
          background: `linear-gradient(90deg, ${colors.from}, ${colors.to})`,
          color: colors.text,
          transition: state.transitioning ? 'background 1s ease' : undefined,
        }}
      >
        {t('live.phase', { phase: state.phase.replace('-', '') })}
      </Badge>
      <Text fz={28} fw={800} lh={1.2}>
        {time(now)}
      </Text>
      <Text fz="xs" c="dimmed">
        {t('live.honoluluTime')}
      </Text>
      <Fact label={t('live.sunrise')} value={time(state.sunTimes.sunrise)} />
      <Fact label={t('live.sunset')} value={time(state.sunTimes.sunset)} />
    </LiveCard>
  );
}
