import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { ProductsPlaceholder } from './features/catalog/products-placeholder.tsx';
import { RiderPlaceholder } from './features/delivery/rider-placeholder.tsx';
import en from './locales/en/rider.json';
import hi from './locales/hi/rider.json';
import { routeTree } from './routeTree.gen.ts';

/** The catalogue's frame, painted before its scripts and data arrive (scripts/prerender.ts). */
export const renderProductsPlaceholder = () => renderToString(<ProductsPlaceholder />);

/** The rider app's shell, painted before its scripts arrive (scripts/prerender.ts). */
export const renderRiderPlaceholder = () =>
  renderToString(<RiderPlaceholder loading={{ en: en['rider.loading'], hi: hi['rider.loading'] }} />);

/**
 * The markup of a page that reads no API data at first paint (the landing page), rendered at
 * build time (scripts/prerender.ts) so it paints with the HTML and CSS, before any script runs.
 * The SPA then renders over it (createRoot, not hydration): the first client render shows the
 * same loading state, so nothing moves.
 */
export async function render(url: string): Promise<string> {
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [url] }),
    isServer: true,
  });
  await router.load();
  // A lazy part (the footer) suspends the first render while its code loads; render again once it
  // has, so the page's HTML holds all of it.
  let markup = renderToString(<RouterProvider router={router} />);
  for (let i = 0; i < 5 && markup.includes('<!--$!-->'); i++) {
    await new Promise((done) => setTimeout(done, 20));
    markup = renderToString(<RouterProvider router={router} />);
  }
  return markup;
}
