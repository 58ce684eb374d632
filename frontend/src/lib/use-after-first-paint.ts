import { useSyncExternalStore } from 'react';

/** If the browser never reports a paint (a tab opened in the background), the wait ends anyway. */
const LONGEST_WAIT_MS = 1_000;

let painted = false;
let waiting = false;
const listeners = new Set<() => void>();

/** Calls `done` once the page's first contentful paint has been shown, as the browser reports it. */
function whenFirstPainted(done: () => void) {
  const reportsPaints =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!reportsPaints || performance.getEntriesByName('first-contentful-paint').length > 0) return done();
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) finish();
  });
  const fallback = setTimeout(() => finish(), LONGEST_WAIT_MS);
  function finish() {
    clearTimeout(fallback);
    observer.disconnect();
    done();
  }
  observer.observe({ type: 'paint' });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!painted && !waiting) {
    waiting = true;
    whenFirstPainted(() => {
      painted = true;
      for (const notify of listeners) notify();
    });
  }
  return () => listeners.delete(listener);
}

/**
 * False until the page's first paint has been shown, then true for good. What a page shows besides its main
 * content (conditions, nearby places, ads, buttons with code of their own) asks for its data and code only
 * then: on a slow phone the main content is not kept waiting behind them.
 */
export function useAfterFirstPaint(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => painted,
    () => false,
  );
}
