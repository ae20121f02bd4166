// The rider app's service worker (decision 0067), registered by /delivery with the scope /delivery,
// so it never controls another role's page. apps/web/vite-rider-sw.ts fills in VERSION and
// PRECACHE (what /delivery needs to start) at build time. API answers (/api, /trpc) are never
// cached here: the app keeps the rider's own data itself, under the rider's id.
const VERSION = '__VERSION__';
const PRECACHE = '__PRECACHE__';
const CACHE = `rider-${VERSION}`;
/** Every /delivery address answers the SPA's shell, kept under this key. */
const SHELL = '/delivery';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      await cache.addAll(PRECACHE);
      const shell = await fetch(SHELL, { cache: 'no-cache' });
      if (!shell.ok) throw new Error(`The app's shell answered ${shell.status}`);
      await cache.put(SHELL, shell);
    }),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith('rider-') && k !== CACHE).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim()),
  );
});

// The page's "Reload" on "A new version is ready".
self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/trpc')) return;
  if (request.mode === 'navigate') {
    // The network first, so a deploy is seen at once; the kept shell (of this worker's version,
    // matching its kept assets) when there is no connection.
    event.respondWith(fetch(request).catch(() => caches.match(SHELL, { cacheName: CACHE })));
    return;
  }
  if (url.pathname.startsWith('/assets/') || PRECACHE.includes(url.pathname)) {
    // Hashed file names never change content: the kept copy, else the network (kept for next time).
    event.respondWith(
      caches.open(CACHE).then(async (cache) => {
        const kept = await cache.match(request);
        if (kept) return kept;
        const fresh = await fetch(request);
        if (fresh.ok && url.pathname.startsWith('/assets/')) await cache.put(request, fresh.clone());
        return fresh;
      }),
    );
  }
});
