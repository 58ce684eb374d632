import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * The container's code. A page that empties the browser's caches fetches it first: fetched after, for the
 * toast saying so, it would fill them again.
 */
export const loadToastsContainer = () => import('./toasts-container.tsx');

/** Offline before the worker kept that code, no toast is shown for the rest of the page's life: the page stays. */
const ToastsContainer = lazy<ComponentType>(() => loadToastsContainer().catch(() => ({ default: NoToasts })));

function NoToasts() {
  return null;
}

/**
 * The toasts' container, with its code (transitions and scroll locking: about 15 KB gzipped), once the first
 * toast is shown: most visits show none, and every page would otherwise load and mount it at start.
 */
export function ToastsWhenShown() {
  const { notifications, queue } = useNotifications();
  const [shown, setShown] = useState(false);
  if (!shown && notifications.length + queue.length > 0) setShown(true);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ToastsContainer />
    </Suspense>
  );
}
