import type { Language } from '@app/api/enums';
import { initialLanguage } from './language-choice.ts';
import { CATALOG_PAGE } from './page-sizes.ts';
import { storedToken } from './stored-token.ts';

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

type Early = { language: Language; answer: Promise<unknown> };
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

/** Starts the request (once, and only for a signed-in visit to the plain catalogue). */
export function startEarlyCatalogue() {
  const token = storedToken();
  if (!token || location.pathname !== '/products' || location.search || window.earlyCatalogue) return;
  const language = initialLanguage();
  const url = `/trpc/${PATH}?input=${encodeURIComponent(JSON.stringify(INPUT))}`;
  const answer = fetch(url, { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': language } })
    .then((res) => (res.ok ? (res.json() as Promise<{ result?: { data?: Page } }>) : undefined))
    .then((body) => {
      const page = body?.result?.data;
      document.querySelectorAll<HTMLImageElement>('img[data-early-picture]').forEach((img, i) => {
        const src = page?.items?.[i]?.offers?.[0]?.image_url;
        if (src) Object.assign(img, { src, hidden: false });
      });
      return page;
    })
    .catch(() => undefined);
  window.earlyCatalogue = { language, answer };
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
