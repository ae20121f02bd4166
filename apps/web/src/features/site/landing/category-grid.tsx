import { Link } from '@tanstack/react-router';
import { translateSentence, useT } from '../../../lib/i18n.ts';
import { usePublicData } from '../../../lib/public-data.ts';
import site from '../../../locales/compiled/site.ts';

/** The 20 categories from the server, with their 3D emoji pictures (served as static files). */
export function CategoryGrid() {
  const { t } = useT(site);
  const categories = usePublicData('categories');
  return (
    <section
      id="categories"
      className="scroll-mt-20 bg-stone-50 py-16 lg:py-20"
      aria-labelledby="categories-title"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-2xl">
          <h2 id="categories-title" className="text-3xl font-bold tracking-tight text-stone-900">
            {categories.data
              ? t('categories.title', { count: categories.data.length })
              : t('categories.titleLoading')}
          </h2>
          <p className="mt-3 text-stone-600">{t('categories.lead')}</p>
        </div>
        {categories.isError ? (
          <div className="mt-10 rounded-2xl border border-stone-200 bg-white p-6 text-center" role="alert">
            <p className="text-stone-700">{t('categories.failed')}</p>
            <button
              type="button"
              onClick={() => categories.refetch()}
              className="mt-3 rounded-lg border border-stone-300 px-4 py-2 text-sm font-medium hover:bg-stone-100"
            >
              {t('categories.retry')}
            </button>
          </div>
        ) : (
          <ul className="mt-10 grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-5 lg:gap-4">
            {categories.data
              ? categories.data.map((c) => (
                  <li
                    key={c.id}
                    className="flex flex-col items-center gap-2 rounded-2xl border border-stone-200 bg-white px-2 py-4 text-center shadow-sm sm:py-5"
                  >
                    <img
                      src={`/landing/categories/${c.icon}.webp`}
                      alt=""
                      width={64}
                      height={64}
                      loading="lazy"
                      decoding="async"
                      className="size-12 sm:size-16"
                    />
                    <span className="text-xs font-medium leading-tight text-stone-800 sm:text-sm">
                      {translateSentence(c.name)}
                    </span>
                  </li>
                ))
              : Array.from({ length: 20 }, (_, i) => (
                  <li key={i} className="h-28 animate-pulse rounded-2xl bg-white sm:h-32" aria-hidden />
                ))}
          </ul>
        )}
        <div className="mt-10 flex flex-col items-center gap-2 text-center">
          <Link
            to="/register"
            className="inline-flex h-12 items-center justify-center rounded-xl bg-brand-700 px-7 font-semibold text-white shadow-sm hover:bg-brand-800"
          >
            {t('categories.explore')}
          </Link>
          <p className="text-sm text-stone-500">{t('categories.account')}</p>
        </div>
      </div>
    </section>
  );
}
