/* North Shore Guide offline support: keeps the app shell, its code, the safety pages and the last business and
 * beach lists, so the guide opens without a connection. Live conditions, maps and the shop are never cached. */
importScripts('/push-worker.js');

const VERSION = 'nsg-offline-v1';
const SHELL_CACHE = `${VERSION}-shell`;
const ASSET_CACHE = `${VERSION}-assets`;
const DATA_CACHE = `${VERSION}-data`;

/** API lists kept for offline use (network first, last answer when offline). */
const OFFLINE_DATA = [
  '/api/businesses',
  '/api/beaches',
  '/api/local-tips',
  '/api/eco/categories',
  '/api/eco/challenges',
  '/api/eco/rewards',
  '/api/eco/leaderboard',
];
/** One business or beach: offline, the entry from the last list (the same shape as the item route's answer). */
const OFFLINE_ITEM = /^\/api\/(businesses|beaches)\/(\d+)$/;

self.addEventListener('install', (event) => {
  event.waitUntil(precacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => !key.startsWith(VERSION)).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

/** The HTML shell, every script and stylesheet it names, and the parts the app loads on demand
 * (offline-assets.json, written by the build: everything but the maps and the advertiser and admin areas). */
async function precacheShell() {
  const shell = await caches.open(SHELL_CACHE);
  const response = await fetch('/', { cache: 'no-store' });
  if (!response.ok) return;
  const html = await response.text();
  // A visitor whose language is not English was sent on to /ja: that shell is kept under its language, and
  // as a plain answer (a redirected one cannot answer a page request, so the page would not open offline).
  const plain = new Response(html, { status: response.status, headers: response.headers });
  await shell.put(shellKey(new URL(response.url).pathname), plain);
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  const assetCache = await caches.open(ASSET_CACHE);
  await assetCache.addAll([...new Set([...assets, ...(await onDemandAssets())])]);
}

async function onDemandAssets() {
  const response = await fetch('/offline-assets.json', { cache: 'no-store' });
  return response.ok ? response.json() : [];
}

/** A page's first visit asks for what it loaded before the worker took control, and the offline lists. */
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'keep-offline' || !Array.isArray(event.data.assets)) return;
  const assets = event.data.assets.filter(
    (path) => typeof path === 'string' && /^\/(assets|images)\//.test(path),
  );
  event.waitUntil(keepOffline(assets).finally(() => event.ports[0]?.postMessage('kept')));
});

async function keepOffline(assets) {
  const assetCache = await caches.open(ASSET_CACHE);
  // A file under /assets/ is named by its content: one already kept is kept as it is.
  const missing = await Promise.all(
    assets.map(async (path) => (path.startsWith('/assets/') && (await assetCache.match(path)) ? null : path)),
  );
  await Promise.all(missing.filter(Boolean).map((path) => keep(assetCache, path)));
  const data = await caches.open(DATA_CACHE);
  await Promise.all(OFFLINE_DATA.map((path) => keep(data, path)));
}

/** Replaces the cached copy only with a good answer (a failed Cache.add must not cost us the old copy). */
async function keep(cache, path) {
  try {
    const response = await fetch(path, { credentials: 'include' });
    if (response.ok) await cache.put(path, response);
  } catch {
    // Offline or failing: keep what we have.
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === 'navigate') {
    event.respondWith(openPage(request, url));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request, ASSET_CACHE));
  } else if (url.pathname.startsWith('/images/') || url.pathname.startsWith('/uploads/catalog/')) {
    // An uploaded catalog picture never changes under its name: the home page's header images stay offline.
    event.respondWith(cacheFirst(request, ASSET_CACHE));
  } else if (OFFLINE_DATA.includes(url.pathname) && url.search === '') {
    event.respondWith(networkFirst(request, DATA_CACHE));
  } else if (OFFLINE_ITEM.test(url.pathname)) {
    event.respondWith(fetch(request).catch((error) => itemFromCachedList(url.pathname, error)));
  } else if (url.pathname === '/api/businesses' && !navigator.onLine) {
    // Offline, a filtered search answers from the last full directory (filtered here, like the server would).
    event.respondWith(filterCachedBusinesses(url));
  }
});

/** The app shell is kept once per language: its `<html lang>` and its links to the other language differ. */
const shellKey = (pathname) => (/^\/ja(\/|$)/.test(pathname) ? '/ja' : '/');

/** A page: the network's answer (kept as its language's shell), else that shell, else the other language's. */
async function openPage(request, url) {
  const key = shellKey(url.pathname);
  const shell = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) shell.put(key, response.clone());
    return response;
  } catch (error) {
    const usable = async (path) => {
      const cached = await shell.match(path, { ignoreVary: true });
      return cached && !cached.redirected ? cached : undefined;
    };
    const cached = (await usable(key)) ?? (await usable(key === '/' ? '/ja' : '/'));
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request, cacheName) {
  const cached = await caches.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) (await caches.open(cacheName)).put(request, response.clone());
  return response;
}

/** The network's answer (kept for later), else the last kept answer. */
async function networkFirst(request, cacheName) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await caches.match(request, { ignoreVary: true });
    if (cached) return cached;
    throw error;
  }
}

async function itemFromCachedList(pathname, networkError) {
  const [, list, id] = OFFLINE_ITEM.exec(pathname);
  const cached = await caches.match(`/api/${list}`, { ignoreVary: true });
  const item = cached && (await cached.json()).find((entry) => String(entry.id) === id);
  if (!item) throw networkError;
  return new Response(JSON.stringify(item), { headers: { 'Content-Type': 'application/json' } });
}

async function filterCachedBusinesses(url) {
  const cached = await caches.match('/api/businesses', { ignoreVary: true });
  if (!cached) return Response.error();
  const businesses = await cached.json();
  const category = url.searchParams.get('category');
  const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
  const matching = businesses.filter(
    (business) =>
      (!category || business.category === category) &&
      (!search || `${business.name} ${business.description}`.toLowerCase().includes(search)),
  );
  return new Response(JSON.stringify(matching), { headers: { 'Content-Type': 'application/json' } });
}
