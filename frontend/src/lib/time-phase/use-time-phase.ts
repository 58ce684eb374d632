import { createContext, use, useEffect, useState } from 'react';
import {
  PHASE_COLORS,
  PHASE_REFRESH_MS,
  PHASE_TRANSITION_MS,
  phaseVariables,
  sunTimesAt,
  timePhaseAt,
  type SunTimes,
  type TimePhase,
} from './time-phase.ts';
import { firstRenderTime } from '../first-screen-time.ts';

/** The phase of the day; the clock to the minute is useMinuteClock's. */
export interface TimePhaseState {
  phase: TimePhase;
  sunTimes: SunTimes;
  /** True for 1 second after the phase changed. */
  transitioning: boolean;
}

function compute(now: Date) {
  const sunTimes = sunTimesAt(now);
  return { sunTimes, phase: timePhaseAt(now, sunTimes) };
}

/** The current phase of the day, recomputed every 60 s. One clock for the whole app: see TimePhaseProvider. */
export function useTimePhaseClock(): TimePhaseState {
  const [state, setState] = useState(() => ({ ...compute(firstRenderTime()), transitioning: false }));

  useEffect(() => {
    let transitionTimer: number | undefined;
    const tick = () =>
      setState((previous) => {
        const next = compute(new Date());
        // The state changes only with the phase or the day: every page reads it, none needs drawing again.
        const sameDay = next.sunTimes.sunrise.getTime() === previous.sunTimes.sunrise.getTime();
        if (next.phase === previous.phase && sameDay) return previous;
        if (next.phase === previous.phase) return { ...next, transitioning: previous.transitioning };
        window.clearTimeout(transitionTimer);
        transitionTimer = window.setTimeout(
          () => setState((current) => ({ ...current, transitioning: false })),
          PHASE_TRANSITION_MS,
        );
        return { ...next, transitioning: true };
      });
    // A first screen taken over shows the phase of the time it was drawn: from here on, now's.
    tick();
    const interval = window.setInterval(tick, PHASE_REFRESH_MS);
    return () => {
      window.clearInterval(interval);
      window.clearTimeout(transitionTimer);
    };
  }, []);

  return state;
}

export const TimePhaseContext = createContext<TimePhaseState | null>(null);

/** The app's current time phase (from the TimePhaseProvider in the root layout). */
export function useTimePhase(): TimePhaseState {
  const state = use(TimePhaseContext);
  if (!state) throw new Error('useTimePhase needs a TimePhaseProvider above it');
  return state;
}

/**
 * Puts the phase's colours on the document: CSS variables --phase-from, --phase-to and --phase-text, a data-phase
 * attribute (the header and the home hero paint with them) and the browser's theme colour.
 * A page the server drew has them already: writing them again would restyle every element of the page.
 */
export function usePhaseTheme(phase: TimePhase) {
  useEffect(() => {
    const root = document.documentElement;
    if (root.dataset.phase !== phase) root.dataset.phase = phase;
    for (const [name, value] of Object.entries(phaseVariables(phase))) {
      if (root.style.getPropertyValue(name) !== value) root.style.setProperty(name, value);
    }
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', PHASE_COLORS[phase].from);
  }, [phase]);
}
