import type { DetachedWindowAPI } from 'happy-dom';

/** Resizes happy-dom's window so Mantine's responsive classes (visibleFrom, hiddenFrom) apply as in a browser. */
export function setViewport(width: number, height = 900) {
  (window as unknown as { happyDOM: DetachedWindowAPI }).happyDOM.setViewport({ width, height });
}
