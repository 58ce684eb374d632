import type { ReactNode } from 'react';
import { TimePhaseContext, usePhaseTheme, useTimePhaseClock } from '../../lib/time-phase/use-time-phase.ts';

/** Keeps the time phase for the whole app and paints the theme with it, on every page (spec 000 §1, §4). */
export function TimePhaseProvider({ children }: { children: ReactNode }) {
  const state = useTimePhaseClock();
  usePhaseTheme(state.phase);
  return <TimePhaseContext value={state}>{children}</TimePhaseContext>;
}
