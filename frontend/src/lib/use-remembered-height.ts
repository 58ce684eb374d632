import { useEffect, useRef } from 'react';

/** Each part's last height, kept while the app runs. */
const heights = new Map<string, number>();

/**
 * For a part of a page the browser may skip drawing while it is off screen (`content-visibility: auto`):
 * its last height stands in for it when the page is shown again. Coming back to the page, the parts above
 * where the visitor was are as tall as they left them, so the restored scroll lands where it was.
 */
export function useRememberedHeight<T extends HTMLElement>(key: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize;
      if (height) heights.set(key, height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [key]);
  const height = heights.get(key);
  return { ref, style: height ? { containIntrinsicSize: `auto ${height}px` } : undefined };
}
