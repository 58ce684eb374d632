import type { CSSProperties } from 'react';

/**
 * For a list that keeps its cards while a narrower search is answered: marked busy at once, and dimmed
 * only if the answer takes longer than a moment, so a quick answer does not flicker.
 */
export function refiningProps(refining: boolean): { 'aria-busy'?: true; style?: CSSProperties } {
  if (!refining) return {};
  return { 'aria-busy': true, style: { opacity: 0.6, transition: 'opacity 150ms ease 300ms' } };
}
