/** What a visitor does to move the page themselves: from then on the page is theirs to scroll. */
const INTENTS = ['pointerdown', 'wheel', 'touchstart', 'keydown'] as const;
/** Long enough for a slow phone to take the page over and fill it in; a page still moving after it is left be. */
const HOLD_MS = 10_000;

/**
 * A page opened at one of its elements (`/#businesses`, a shared link) keeps that element at the top of the screen
 * while the page fills in above it (a drawn page's parts coming alive, lists replacing their skeletons), until the
 * visitor scrolls, taps or types. The browser's own scroll anchoring lets go when the element it anchored to is
 * drawn anew, and the section then ends up thousands of pixels below the screen. Not on a reload or Back: the
 * browser puts the visitor back where they were.
 */
export function keepLinkedElementInView() {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (!id || (navigation && navigation.type !== 'navigate')) return;
  const bringIntoView = () => document.getElementById(id)?.scrollIntoView({ block: 'start' });
  const observer = new ResizeObserver(bringIntoView);
  observer.observe(document.body);
  const options = { capture: true, passive: true };
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of INTENTS) window.removeEventListener(type, stop, options);
  };
  const timer = setTimeout(stop, HOLD_MS);
  for (const type of INTENTS) window.addEventListener(type, stop, options);
}
