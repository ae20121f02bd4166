const bar = 'rounded-md bg-stone-200';

/**
 * The rider app's shell, rendered at build time into the HTML served for /delivery
 * (scripts/prerender.ts) and kept by the rider's service worker: on a slow connection the phone
 * paints the header, the job list's boxes and "Loading your deliveries…" with the HTML, not a blank
 * page while the scripts arrive. The words in English and Hindi, as no script has chosen a language
 * yet; the SPA renders the portal over it (decision 0107).
 */
export function RiderPlaceholder({ loading }: { loading: { en: string; hi: string } }) {
  return (
    <div className="min-h-dvh bg-stone-50" data-placeholder aria-busy="true">
      <header className="sticky top-0 z-10 border-b border-stone-200 bg-white/95">
        <div className="mx-auto flex h-14 max-w-3xl items-center gap-2 px-4">
          <span className={`h-5 w-40 ${bar}`} />
          <span className="flex-1" />
          <span className={`size-9 ${bar}`} />
          <span className={`size-9 ${bar}`} />
        </div>
      </header>
      <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-3">
        <p role="status" className="flex flex-col items-center py-4 text-center text-stone-700">
          <span lang="en">{loading.en}</span>
          {/* The phone's own Devanagari font: the bundled one would share a slow connection with the scripts. */}
          <span lang="hi" className="font-[system-ui,sans-serif]">
            {loading.hi}
          </span>
        </p>
        <span className={`h-16 ${bar}`} />
        <ul className="flex flex-col gap-3">
          {[0, 1, 2].map((i) => (
            <li key={i} className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-4">
              <span className={`h-5 w-1/3 ${bar}`} />
              <span className={`h-4 w-3/4 ${bar}`} />
              <span className={`h-11 ${bar}`} />
            </li>
          ))}
        </ul>
      </main>
    </div>
  );
}
