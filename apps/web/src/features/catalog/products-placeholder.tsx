import { Package } from 'lucide-react';
import { EAGER_PICTURES } from '../../lib/page-sizes.ts';

const bar = 'rounded-md bg-stone-200';

/**
 * The catalogue's frame, rendered at build time into the HTML served for /products
 * (scripts/prerender.ts): a phone paints the header, the search row and the first cards' boxes
 * with the HTML, while the scripts and the catalogue are still on their way; the first cards'
 * pictures show as soon as the catalogue's answer is in (lib/early-catalogue.ts). Its boxes sit
 * where the page's own will be on a phone. No words, so it reads the same in every language; the
 * SPA renders the page over it (decision 0084).
 */
export function ProductsPlaceholder() {
  return (
    <div className="min-h-dvh" data-placeholder aria-busy="true">
      <header className="sticky top-0 z-20 border-b border-stone-200 bg-white/95">
        <div className="mx-auto flex h-[68px] max-w-6xl sm:h-[67px] items-center gap-2 px-3 sm:px-4">
          <span className={`h-4 w-36 ${bar}`} />
          <span className="flex-1" />
          <span className={`size-8 ${bar}`} />
          <span className={`size-8 ${bar}`} />
          <span className={`size-8 ${bar}`} />
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-3 py-4 sm:px-4 sm:py-6">
        <span className={`mb-4 block h-7 w-32 sm:h-8 ${bar}`} />
        <div className="mb-5 grid gap-3 sm:grid-cols-[1fr_16rem]">
          <span className={`h-[70px] ${bar}`} />
          <span className={`h-[70px] ${bar}`} />
        </div>
        <ul className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className="rounded-xl border border-stone-200 bg-white shadow-sm">
              <div className="relative grid aspect-[16/9] place-items-center bg-stone-100 min-[480px]:aspect-[4/3]">
                <Package className="size-10 text-stone-300" strokeWidth={1.5} aria-hidden />
                {i < EAGER_PICTURES && (
                  <img
                    data-early-picture
                    hidden
                    alt=""
                    width={240}
                    height={180}
                    fetchPriority="high"
                    className="absolute inset-0 size-full bg-stone-100 object-contain p-4"
                  />
                )}
              </div>
              <div className="flex flex-col gap-2 p-3">
                <span className={`h-3 w-20 ${bar}`} />
                <span className={`h-5 w-3/4 ${bar}`} />
                <span className={`h-4 w-1/2 ${bar}`} />
              </div>
            </li>
          ))}
        </ul>
      </main>
    </div>
  );
}
