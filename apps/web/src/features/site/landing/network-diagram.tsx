const SUPPLIERS = [
  { name: 'Fresh Supply Co', note: 'Fruits & vegetables', icon: 'produce' },
  { name: 'Malwa Wholesale', note: 'Flours, rice & pulses', icon: 'grains' },
  { name: 'Annapurna Traders', note: 'Spices & seasonings', icon: 'spices' },
  { name: 'Royal Foods Distributors', note: 'Dairy & frozen foods', icon: 'dairy' },
];
const RESTAURANTS = [
  { name: 'Fine Dining', note: 'Premium ingredients', icon: 'fine-dining' },
  { name: 'QSRs', note: 'High-volume staples', icon: 'qsr' },
  { name: 'Cloud Kitchens', note: 'Packaging & essentials', icon: 'cloud-kitchen' },
  { name: 'Cafes', note: 'Coffee, tea & bakery', icon: 'cafe' },
];

function Node({ name, note, icon, align }: (typeof SUPPLIERS)[number] & { align: 'left' | 'right' }) {
  return (
    <li
      className={`relative z-10 flex items-center gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm ${
        align === 'right' ? 'lg:flex-row-reverse lg:text-right' : ''
      }`}
    >
      <img
        src={`/landing/network/${icon}.webp`}
        alt=""
        width={44}
        height={44}
        loading="lazy"
        decoding="async"
        className="size-11 shrink-0 rounded-xl bg-stone-50 p-1"
      />
      <span className="min-w-0">
        <span className="block truncate font-semibold text-stone-900">{name}</span>
        <span className="block truncate text-xs text-stone-500">{note}</span>
      </span>
    </li>
  );
}

// Line ends sit under the cards and the hub, so the picture holds at any desktop width.
// Rows: the centres of four 70px cards with 20px gaps, as percentages of the column height.
const ROWS = [10.3, 36.8, 63.2, 89.7];
const LINES = ROWS.flatMap((y) => [`M 20 ${y} C 38 ${y}, 38 50, 50 50`, `M 80 ${y} C 62 ${y}, 62 50, 50 50`]);

/** Suppliers on one side, restaurant types on the other, the marketplace between (pure CSS/SVG). */
export function NetworkDiagram() {
  return (
    <section className="bg-stone-50 py-16 lg:py-20" aria-labelledby="network-title">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="network-title" className="text-3xl font-bold tracking-tight text-stone-900">
            One network, from supplier to kitchen
          </h2>
          <p className="mt-3 text-stone-600">
            Local wholesalers and brands list their stock with us; restaurants of every kind order it, and we
            handle approval, billing and delivery in between.
          </p>
        </div>
        <div
          className="mt-12 hidden grid-cols-[1fr_15rem_1fr] gap-16 text-xs font-semibold uppercase tracking-wider text-stone-500 lg:grid"
          aria-hidden
        >
          <span>Suppliers</span>
          <span />
          <span className="text-right">Restaurants</span>
        </div>
        <div className="relative mt-12 grid items-center gap-6 lg:mt-3 lg:grid-cols-[1fr_15rem_1fr] lg:gap-16">
          <svg
            className="pointer-events-none absolute inset-0 hidden size-full lg:block"
            viewBox="0 0 100 100"
            preserveAspectRatio="none"
            aria-hidden
          >
            {LINES.map((d) => (
              <path
                key={d}
                d={d}
                fill="none"
                stroke="currentColor"
                strokeWidth={2}
                strokeDasharray="6 6"
                vectorEffect="non-scaling-stroke"
                className="text-brand-500/60"
              />
            ))}
          </svg>
          <div>
            <h3 className="mb-3 text-xs font-semibold uppercase tracking-wider text-stone-500 lg:sr-only">
              Suppliers
            </h3>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 lg:gap-5">
              {SUPPLIERS.map((s) => (
                <Node key={s.name} {...s} align="left" />
              ))}
            </ul>
          </div>
          <div className="relative z-10 flex flex-col items-center">
            <span className="h-6 border-l-2 border-dashed border-brand-500/60 lg:hidden" aria-hidden />
            <div className="flex size-48 flex-col items-center justify-center rounded-full bg-brand-800 p-4 text-center text-white shadow-xl ring-8 ring-brand-100 lg:size-56">
              <img src="/favicon.svg" alt="" width={40} height={40} className="rounded-lg bg-white p-1" />
              <span className="mt-2 whitespace-nowrap text-lg font-bold leading-tight">
                Supply &amp; Beyond
              </span>
              <span className="mt-1 whitespace-nowrap text-xs text-brand-100">Approve · Bill · Deliver</span>
            </div>
            <span className="h-6 border-l-2 border-dashed border-brand-500/60 lg:hidden" aria-hidden />
          </div>
          <div>
            <h3 className="mb-3 text-xs font-semibold uppercase tracking-wider text-stone-500 lg:sr-only">
              Restaurants
            </h3>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 lg:gap-5">
              {RESTAURANTS.map((r) => (
                <Node key={r.name} {...r} align="right" />
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
