import { useDeferredValue } from 'react';

/**
 * False on a component's first render, then true in a render of its own that React can interrupt. For
 * the parts of a page below its first screen: a page mounts as the router's or a query's store changes,
 * a render React must finish in one task; what is gated by this renders after it, yielding to the
 * browser every few milliseconds.
 */
export function useDrawnAfterMount(): boolean {
  return useDeferredValue(true, false);
}
