import { useT } from '../../../lib/i18n.ts';
import common from '../../../locales/compiled/common.ts';
import site from '../../../locales/compiled/site.ts';

// The suppliers are example businesses: their names stay as written.
const SUPPLIERS = [
  { name: 'Fresh Supply Co', note: 'network.produce', icon: 'produce' },
  { name: 'Malwa Wholesale', note: 'network.grains', icon: 'grains' },
  { name: 'Annapurna Traders', note: 'network.spices', icon: 'spices' },
  { name: 'Royal Foods Distributors', note: 'network.dairy', icon: 'dairy' },
] as const;
const RESTAURANTS = [
  { name: 'network.fineDining', note: 'network.premium', icon: 'fine-dining' },
  { name: 'network.qsr', note: 'network.staples', icon: 'qsr' },
  { name: 'network.cloudKitchens', note: 'network.packaging', icon: 'cloud-kitchen' },
  { name: 'network.cafes', note: 'network.bakery', icon: 'cafe' },
] as const;

function Node({
  name,
  note,
  icon,
  align,
}: {
  name: string;
  note: string;
  icon: string;
  align: 'left' | 'right';
}) {
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
  const { t } = useT(site, common);
  return (
    <section className="bg-stone-50 py-16 lg:py-20" aria-labelledby="network-title">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="network-title" className="text-3xl font-bold tracking-tight text-stone-900">
            {t('network.title')}
          </h2>
          <p className="mt-3 text-stone-600">{t('network.lead')}</p>
        </div>
        <div
          className="mt-12 hidden grid-cols-[1fr_15rem_1fr] gap-16 text-xs font-semibold uppercase tracking-wider text-stone-500 lg:grid"
          aria-hidden
        >
          <span>{t('network.suppliers')}</span>
          <span />
          <span className="text-right">{t('network.restaurants')}</span>
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
              {t('network.suppliers')}
            </h3>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 lg:gap-5">
              {SUPPLIERS.map((s) => (
                <Node key={s.name} {...s} note={t(s.note)} align="left" />
              ))}
            </ul>
          </div>
          <div className="relative z-10 flex flex-col items-center">
            <span className="h-6 border-l-2 border-dashed border-brand-500/60 lg:hidden" aria-hidden />
            <div className="flex size-48 flex-col items-center justify-center rounded-full bg-brand-800 p-4 text-center text-white shadow-xl ring-8 ring-brand-100 lg:size-56">
              <img src="/favicon.svg" alt="" width={40} height={40} className="rounded-lg bg-white p-1" />
              <span className="mt-2 whitespace-nowrap text-lg font-bold leading-tight">
                {t('brand.name')}
              </span>
              <span className="mt-1 whitespace-nowrap text-xs text-brand-100">{t('network.hub')}</span>
            </div>
            <span className="h-6 border-l-2 border-dashed border-brand-500/60 lg:hidden" aria-hidden />
          </div>
          <div>
            <h3 className="mb-3 text-xs font-semibold uppercase tracking-wider text-stone-500 lg:sr-only">
              {t('network.restaurants')}
            </h3>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 lg:gap-5">
              {RESTAURANTS.map((r) => (
                <Node key={r.name} icon={r.icon} name={t(r.name)} note={t(r.note)} align="right" />
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
