/** Cache names shared with public/service-worker.js. */
const ASSET_CACHE = 'nsg-offline-v1-assets';
const DATA_CACHE = 'nsg-offline-v1-data';
const OFFLINE_DATA = [
  '/api/businesses',
  '/api/beaches',
  '/api/local-tips',
  '/api/eco/categories',
  '/api/eco/challenges',
  '/api/eco/rewards',
  '/api/eco/leaderboard',
];

/**
 * Registers /service-worker.js (offline caching, and the push handlers it imports). Code and lists this page
 * loaded before the worker took control are put in its caches too, so the very first visit already works offline.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  offlineCopy = navigator.serviceWorker
    .register('/service-worker.js')
    .then(() => navigator.serviceWorker.ready)
    .then(() => cacheWhatThisPageLoaded())
    .catch((error: unknown) => console.warn('Service worker registration failed', error));
}

let offlineCopy: Promise<void> = Promise.resolve();

/** Settles once the worker is installed and this page's copy is in its caches (clearing them must come after). */
export const offlineCopyDone = () => offlineCopy;

async function cacheWhatThisPageLoaded() {
  if (!('caches' in window) || !navigator.onLine) return;
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && /^\/(assets|images)\//.test(url.pathname))
    .map((url) => url.pathname);
  const assets = await caches.open(ASSET_CACHE);
  await Promise.all([...new Set(loaded)].map((path) => keep(assets, path)));
  const data = await caches.open(DATA_CACHE);
  await Promise.all(OFFLINE_DATA.map((path) => keep(data, path)));
}

/** Replaces the cached copy only with a good answer (a failed Cache.add must not cost us the old copy). */
async function keep(cache: Cache, path: string) {
  try {
    const response = await fetch(path, { credentials: 'include' });
    if (response.ok) await cache.put(path, response);
  } catch {
    // Offline or failing: keep what we have.
  }
}
