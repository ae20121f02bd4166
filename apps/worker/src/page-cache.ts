import type { PageCache } from '@app/api';

/** The part of the Workers Cache API used here (`caches.default`). */
interface EdgeCache {
  match(request: Request): Promise<Response | undefined>;
  put(request: Request, response: Response): Promise<void>;
}

// Keys are this made-up origin's URLs: never a real address, so nothing else can read or fill them.
const keyUrl = (key: string) => new Request(`https://catalogue-pages.internal/${encodeURIComponent(key)}`);

/**
 * Catalogue pages in the location's Cache API (decision 0080): every isolate of the location
 * shares them, and they cost no database round trip. Exact because each key carries the catalogue
 * version; an hour's lifetime only bounds what old versions occupy.
 */
export function edgePageCache(): PageCache | undefined {
  const cache = (globalThis as { caches?: { default?: EdgeCache } }).caches?.default;
  if (!cache) return undefined;
  return {
    async get(key) {
      const hit = await cache.match(keyUrl(key));
      return hit ? hit.json() : undefined;
    },
    async put(key, page) {
      await cache.put(
        keyUrl(key),
        new Response(JSON.stringify(page), {
          headers: { 'content-type': 'application/json', 'cache-control': 'max-age=3600' },
        }),
      );
    },
  };
}
