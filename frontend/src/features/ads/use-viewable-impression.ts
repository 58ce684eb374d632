import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Ad } from './ad-mapping.ts';
import { reportAdTraffic } from './api/public-ads.ts';

/** The IAB/MRC display rule: at least half of the ad's pixels in view for one continuous second. */
const VIEWABLE_SHARE = 0.5;
const VIEWABLE_MS = 1000;

/** Whether half of the element is inside the viewport on a visible page, now. */
function useViewable(ref: RefObject<Element | null>): boolean {
  const [viewable, setViewable] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let inView = false;
    const update = () => setViewable(inView && document.visibilityState === 'visible');
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1)!;
        inView = entry.isIntersecting && entry.intersectionRatio >= VIEWABLE_SHARE;
        update();
      },
      { threshold: [0, VIEWABLE_SHARE, 1] },
    );
    observer.observe(element);
    document.addEventListener('visibilitychange', update);
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', update);
    };
  }, [ref]);
  return viewable;
}

/** Calls `report` once per key, after `viewable` has held for a continuous second. */
function useOnceViewedFor(viewable: boolean, key: string, report: () => void) {
  const reported = useRef(new Set<string>());
  const latest = useRef(report);
  latest.current = report;
  useEffect(() => {
    if (!viewable || reported.current.has(key)) return;
    const timer = setTimeout(() => {
      reported.current.add(key);
      latest.current();
    }, VIEWABLE_MS);
    return () => clearTimeout(timer);
  }, [viewable, key]);
}

/**
 * Reports one impression per ad served (per serve token) once the ad has been viewable: half of it inside
 * the viewport, on a visible page, for a continuous second; rotating images add no impression. Each image
 * on screen that long while the ad is viewable is reported as an image view, once per serve.
 */
export function useViewableImpression<T extends Element>(
  ad: Pick<Ad, 'id' | 'serveToken'>,
  imageShown: string,
) {
  const ref = useRef<T>(null);
  const viewable = useViewable(ref);
  const served = `${ad.id} ${ad.serveToken ?? ''}`;
  useOnceViewedFor(viewable, served, () => reportAdTraffic(ad, 'impression', imageShown || undefined));
  useOnceViewedFor(viewable && Boolean(imageShown), `${served} ${imageShown}`, () =>
    reportAdTraffic(ad, 'image-view', imageShown),
  );
  return ref;
}
