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

/** A worker that never answers (and no newer one takes over): the page stops waiting for it after this long. */
const WORKER_ANSWER_MS = 30_000;

/**
 * The worker fetches and keeps what this page loaded, and the offline lists: on its own thread, so the
 * page's main thread spends nothing on dozens of requests and cache writes while the visitor starts reading.
 * On the first visit after a deploy the worker asked may be the build before's, which may not know the
 * question: the new build's worker takes the page over once installed, and is asked then.
 */
function askWorkerToKeepThisPage(worker: ServiceWorker | null): Promise<void> {
  if (!worker || !navigator.onLine) return Promise.resolve();
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && /^\/(assets|images)\//.test(url.pathname))
    .map((url) => url.pathname);
  const question = { type: 'keep-offline', assets: [...new Set(loaded)] };
  return new Promise<void>((resolve) => {
    const answered = () => {
      navigator.serviceWorker.removeEventListener('controllerchange', askNewWorker);
      resolve();
    };
    const ask = (asked: ServiceWorker) => {
      const answer = new MessageChannel();
      answer.port1.onmessage = answered;
      asked.postMessage(question, [answer.port2]);
    };
    function askNewWorker() {
      const controller = navigator.serviceWorker.controller;
      if (controller && controller !== worker) ask(controller);
    }
    navigator.serviceWorker.addEventListener('controllerchange', askNewWorker);
    setTimeout(answered, WORKER_ANSWER_MS);
    ask(worker);
  });
}
