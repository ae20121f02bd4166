import type { Language } from '@app/api/enums';
import { initialLanguage } from './language-choice.ts';
import { CATALOG_PAGE } from './page-sizes.ts';
import { OUTLET_KEY, storedToken } from './stored-token.ts';

/**
 * The catalogue's first page, asked for by the HTML served for /products before the app's code has
 * arrived (early-catalogue-start.ts), and handed to the data layer when it asks the same question
 * (lib/trpc.ts). Its first pictures show in the page's frame (products-placeholder.tsx) as soon as
 * it is in: a slow phone shows them a second before the app has rendered (decision 0084).
 * Only the plain catalogue (no search, no category): the page a customer lands on.
 */
const PATH = 'catalog.items.list';
// What the route's infinite query sends for its first page (routes/_authed/products.tsx).
const INPUT = { limit: CATALOG_PAGE, direction: 'forward' };

/**
 * `shown`: settles when the answer's first pictures are on screen (or failed, or there were none),
 * or after 2.5 s: the app's modules download (early-catalogue-start.ts) and run
 * (scripts/prerender.ts) after it.
 */
type Early = { language: Language; answer: Promise<unknown>; shown: Promise<unknown> };
declare global {
  interface Window {
    earlyCatalogue?: Early;
  }
}

const sameInput = (input: unknown) =>
  !!input &&
  typeof input === 'object' &&
  Object.entries(input).every(([k, v]) => v === undefined || INPUT[k as keyof typeof INPUT] === v) &&
  Object.entries(INPUT).every(([k, v]) => (input as Record<string, unknown>)[k] === v);

type Page = { items?: { offers?: { image_url?: string | null }[] }[] };

/**
 * Settles once the browser has put one of the pictures on screen (its largest-contentful-paint
 * entry), or after a second: a browser without that entry type, or a visitor who tapped first,
 * reports none. The app's first render replaces the frame, and a picture taken away before it was
 * presented has not been seen.
 */
function presented(pictures: HTMLImageElement[]) {
  return new Promise<void>((done) => {
    if (!pictures.length || !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
      done();
      return;
    }
    const finish = () => {
      observer.disconnect();
      clearTimeout(timer);
      done();
    };
    const observer = new PerformanceObserver((list) => {
      const seen = list
        .getEntries()
        .some((e) => pictures.includes((e as LargestContentfulPaint).element as never));
      if (seen) finish();
    });
    const timer = setTimeout(finish, 1000);
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** Starts the request (once, and only for a signed-in visit to the plain catalogue). */
export function startEarlyCatalogue() {
  const token = storedToken();
  if (!token || location.pathname !== '/products' || location.search || window.earlyCatalogue) return;
  const language = initialLanguage();
  const url = `/trpc/${PATH}?input=${encodeURIComponent(JSON.stringify(INPUT))}`;
  const pictures: HTMLImageElement[] = [];
  const outlet = localStorage.getItem(OUTLET_KEY);
  const headers = { Authorization: `Bearer ${token}`, 'Accept-Language': language };
  // The catalogue of the outlet ordering, as the app asks it (lib/trpc.ts).
  const answer = fetch(url, { headers: outlet ? { ...headers, 'X-Outlet': outlet } : headers })
    .then((res) => (res.ok ? (res.json() as Promise<{ result?: { data?: Page } }>) : undefined))
    .then((body) => {
      const page = body?.result?.data;
      document.querySelectorAll<HTMLImageElement>('img[data-early-picture]').forEach((img, i) => {
        const src = page?.items?.[i]?.offers?.[0]?.image_url;
        if (!src) return;
        Object.assign(img, { src, hidden: false });
        pictures.push(img);
      });
      return page;
    })
    .catch(() => undefined);
  const shown = Promise.race([
    answer
      .then(() => Promise.all(pictures.map((img) => img.decode().catch(() => undefined))))
      .then(() => presented(pictures)),
    // A slow answer or picture holds the app back no longer than this.
    new Promise((done) => setTimeout(done, 2500)),
  ]);
  window.earlyCatalogue = { language, answer, shown };
}

/**
 * The early answer, if this is its question, in the language it was asked in; taken once (later
 * asks go to the server). Undefined when it failed: the caller then asks the server itself.
 */
export function takeEarlyCatalogue(
  path: string,
  input: unknown,
  language: Language,
): Promise<unknown> | undefined {
  const early = window.earlyCatalogue;
  if (!early || path !== PATH || early.language !== language || !sameInput(input)) return undefined;
  window.earlyCatalogue = undefined;
  return early.answer;
}
