import { Link } from '@tanstack/react-router';
import { useT } from '../lib/i18n.ts';
import pages from '../locales/compiled/pages.ts';

/** Any address no route matches (the router's not-found screen), with a way back home. */
export function NotFoundPage() {
  const { t } = useT(pages);
  return (
    <main className="grid min-h-dvh place-items-center bg-stone-50 p-6">
      <div className="max-w-md rounded-2xl border border-stone-200 bg-white p-8 text-center shadow-sm">
        <p className="text-5xl font-bold text-brand-700" aria-hidden>
          404
        </p>
        <h1 className="mt-3 text-2xl font-bold">{t('notFound.title')}</h1>
        <p className="mt-2 text-stone-600">{t('notFound.lead')}</p>
        <Link
          to="/"
          className="mt-6 inline-flex h-10 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white shadow-sm hover:bg-brand-800"
        >
          {t('notFound.home')}
        </Link>
      </div>
    </main>
  );
}
