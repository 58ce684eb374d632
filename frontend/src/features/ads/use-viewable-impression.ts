import { useEffect, useRef } from 'react';
import type { Ad } from './ad-mapping.ts';
import { reportAdTraffic } from './api/public-ads.ts';

/** The IAB/MRC display rule: at least half of the ad's pixels in view for one continuous second. */
const VIEWABLE_SHARE = 0.5;
const VIEWABLE_MS = 1000;

/**
 * Reports one impression per ad served (per serve token), once the ad has been viewable: half of it inside
 * the viewport, on a visible page, for a continuous second. Rotating images do not add impressions; the one
 * on screen at that moment is recorded with it.
 */
export function useViewableImpression<T extends Element>(ad: Pick<Ad, 'id' | 'serveToken'>, imageShown: string) {
  const ref = useRef<T>(null);
  const image = useRef(imageShown);
  image.current = imageShown;
  const reported = useRef(new Set<string>());

  useEffect(() => {
    const element = ref.current;
    const key = `${ad.id} ${ad.serveToken ?? ''}`;
    if (!element || reported.current.has(key)) return;
    let inView = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(timer);
      timer = undefined;
    };
    const report = () => {
      reported.current.add(key);
      observer.disconnect();
      document.removeEventListener('visibilitychange', update);
      reportAdTraffic(ad, 'impression', image.current || undefined);
    };
    function update() {
      const viewable = inView && document.visibilityState === 'visible';
      if (!viewable) stop();
      else timer ??= setTimeout(report, VIEWABLE_MS);
    }
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
      stop();
      observer.disconnect();
      document.removeEventListener('visibilitychange', update);
    };
  }, [ad]);

  return ref;
}
