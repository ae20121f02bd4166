import { Link } from '@tanstack/react-router';
import { CheckIcon, ShieldIcon } from '../../../components/line-icons.tsx';
import { useT } from '../../../lib/i18n.ts';
import site from '../../../locales/compiled/site.ts';

const PROMISES = [
  'hero.promise.payment',
  'hero.promise.delivery',
  'hero.promise.free',
  'hero.promise.returns',
] as const;

export function Hero({ liveProducts }: { liveProducts?: string }) {
  const { t } = useT(site);
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div
        className="pointer-events-none absolute -right-40 -top-40 size-[32rem] rounded-full bg-brand-200/40 blur-3xl"
        aria-hidden
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 pb-14 pt-10 sm:px-6 lg:grid-cols-2 lg:gap-14 lg:pb-20 lg:pt-16">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-3 py-1 text-xs font-semibold text-brand-800 shadow-sm">
            <span className="size-2 rounded-full bg-brand-500" aria-hidden />
            {t('hero.kicker')}
          </p>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-stone-900 sm:text-5xl lg:text-6xl">
            {t('brand.supply')} <span className="text-brand-700">&amp;</span> {t('brand.beyond')}
          </h1>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-stone-600">{t('hero.lead')}</p>
          <div className="mt-7 flex flex-wrap items-center gap-3">
            <Link
              to="/register"
              className="inline-flex h-12 items-center justify-center rounded-xl bg-brand-700 px-7 text-base font-semibold text-white shadow-lg shadow-brand-700/20 hover:bg-brand-800"
            >
              {t('hero.start')}
            </Link>
            <a
              href="#categories"
              className="inline-flex h-12 items-center justify-center rounded-xl border border-stone-300 bg-white px-5 text-base font-medium text-stone-800 hover:bg-stone-50"
            >
              {t('hero.categories')}
            </a>
          </div>
          <ul className="mt-8 grid gap-2.5 text-sm text-stone-700 sm:grid-cols-2">
            {PROMISES.map((p) => (
              <li key={p} className="flex items-start gap-2">
                <CheckIcon className="mt-0.5 shrink-0 text-brand-600" width={18} height={18} />
                {t(p)}
              </li>
            ))}
          </ul>
        </div>
        <div className="relative mx-auto w-full max-w-lg lg:max-w-none">
          <img
            src="/landing/hero.webp"
            alt={t('hero.image')}
            width={960}
            height={720}
            fetchPriority="high"
            className="aspect-[4/3] w-full rounded-3xl border border-white object-cover shadow-2xl shadow-brand-900/15"
          />
          <div className="absolute -bottom-5 left-4 flex items-center gap-2 rounded-2xl border border-stone-200 bg-white px-4 py-3 text-sm shadow-lg sm:left-6">
            <ShieldIcon className="text-brand-600" width={22} height={22} />
            <span>
              <span className="block font-semibold text-stone-900">{t('hero.reviewed')}</span>
              <span className="text-stone-500">{t('hero.reviewed.when')}</span>
            </span>
          </div>
          {liveProducts && (
            <div className="absolute -top-4 right-4 rounded-2xl bg-brand-900 px-4 py-2.5 text-sm text-white shadow-lg sm:right-6">
              <span className="block text-lg font-bold leading-tight">{liveProducts}</span>
              <span className="text-brand-100">{t('hero.live')}</span>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
