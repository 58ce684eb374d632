import { Badge, Text } from '@mantine/core';
import { formatHonoluluTime, PHASE_COLORS, PHASE_LABELS } from '../time-phase.ts';
import type { TimePhaseState } from '../../theme/use-time-phase.ts';
import { Fact, LiveCard } from './live-card.tsx';

export function TimePhaseCard({ state }: { state: TimePhaseState }) {
  const colors = PHASE_COLORS[state.phase];
  return (
    <LiveCard title="Time Phase" testId="time-phase-card">
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
        {PHASE_LABELS[state.phase]}
      </Badge>
      <Text fz={28} fw={800} lh={1.2}>
        {formatHonoluluTime(state.now)}
      </Text>
      <Text fz="xs" c="dimmed">
        Honolulu time (HST)
      </Text>
      <Fact label="Sunrise" value={formatHonoluluTime(state.sunTimes.sunrise)} />
      <Fact label="Sunset" value={formatHonoluluTime(state.sunTimes.sunset)} />
    </LiveCard>
  );
}
