import type { ReactNode } from 'react';
import { CartIcon, GridIcon, ShieldIcon, TruckIcon } from '../../../components/line-icons.tsx';
import { useT } from '../../../lib/i18n.ts';
import site from '../../../locales/compiled/site.ts';

const FEATURES: { key: 'range' | 'ordering' | 'delivery' | 'quality'; icon: ReactNode }[] = [
  { key: 'range', icon: <GridIcon /> },
  { key: 'ordering', icon: <CartIcon /> },
  { key: 'delivery', icon: <TruckIcon /> },
  { key: 'quality', icon: <ShieldIcon /> },
];

export function FeatureCards() {
  const { t } = useT(site);
  return (
    <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-20" aria-labelledby="features-title">
      <div className="max-w-2xl">
        <h2 id="features-title" className="text-3xl font-bold tracking-tight text-stone-900">
          {t('features.title')}
        </h2>
        <p className="mt-3 text-stone-600">{t('features.lead')}</p>
      </div>
      <div className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map((f) => (
          <article
            key={f.key}
            className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
          >
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 [&>svg]:size-6">
              {f.icon}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-stone-900">{t(`features.${f.key}.title`)}</h3>
            <p className="mt-2 text-sm leading-relaxed text-stone-600">{t(`features.${f.key}.text`)}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
