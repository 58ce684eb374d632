import { useEffect, useRef, useState } from 'react';

/**
 * True once the referenced element has come within `margin` of the viewport, and from then on. Heavy parts below
 * the fold render (and load their code) only then, so the first load stays small.
 */
export function useNearViewport<T extends Element>(margin = '0px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  return { ref, near };
}
