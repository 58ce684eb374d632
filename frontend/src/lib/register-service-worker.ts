/**
 * Registers /service-worker.js (offline caching, and the push handlers it imports). Code and lists this page
 * loaded before the worker took control are put in its caches too, so the very first visit already works offline.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  offlineCopy = navigator.serviceWorker
    .register('/service-worker.js')
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => askWorkerToKeepThisPage(registration.active))
    .catch((error: unknown) => console.warn('Service worker registration failed', error));
}

let offlineCopy: Promise<void> = Promise.resolve();

/** Settles once the worker is installed and this page's copy is in its caches (clearing them must come after). */
export const offlineCopyDone = () => offlineCopy;

/** A worker of an older build does not answer: the page stops waiting for it after this long. */
const WORKER_ANSWER_MS = 30_000;

/**
 * The worker fetches and keeps what this page loaded, and the offline lists: on its own thread, so the
 * page's main thread spends nothing on dozens of requests and cache writes while the visitor starts reading.
 */
function askWorkerToKeepThisPage(worker: ServiceWorker | null): Promise<void> {
  if (!worker || !navigator.onLine) return Promise.resolve();
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && /^\/(assets|images)\//.test(url.pathname))
    .map((url) => url.pathname);
  return new Promise((resolve) => {
    const answer = new MessageChannel();
    answer.port1.onmessage = () => resolve();
    setTimeout(resolve, WORKER_ANSWER_MS);
    worker.postMessage({ type: 'keep-offline', assets: [...new Set(loaded)] }, [answer.port2]);
  });
}
