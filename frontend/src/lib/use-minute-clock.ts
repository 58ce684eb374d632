import { useSyncExternalStore } from 'react';
import { firstRenderTime } from './first-screen-time.ts';

const MINUTE_MS = 60_000;
const minuteOf = (ms: number) => Math.floor(ms / MINUTE_MS);

let shown = new Date();
const listeners = new Set<() => void>();
let timer: number | undefined;

/** Now, to the minute: the same Date until the minute turns. */
function currentMinute(): Date {
  const now = Date.now();
  if (minuteOf(now) !== minuteOf(shown.getTime())) shown = new Date(now);
  return shown;
}

/** Ticks at each turn of the minute while anything shows the clock. */
function subscribe(listener: () => void) {
  listeners.add(listener);
  const tickAtNextMinute = () => {
    timer = window.setTimeout(
      () => {
        for (const notify of listeners) notify();
        tickAtNextMinute();
      },
      MINUTE_MS - (Date.now() % MINUTE_MS),
    );
  };
  if (listeners.size === 1) tickAtNextMinute();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.clearTimeout(timer);
  };
}

/**
 * The clock, to the minute. A part of a server-drawn page shows the drawn time while it is taken over
 * (hydrated), then the time now: its HTML matches, whenever its turn to hydrate comes.
 */
export function useMinuteClock(): Date {
  return useSyncExternalStore(subscribe, currentMinute, firstRenderTime);
}
