import { Link } from '@tanstack/react-router';
import { useT } from '../../../lib/i18n.ts';
import site from '../../../locales/compiled/site.ts';

export function CtaBand() {
  const { t } = useT(site);
  return (
    <section className="px-4 py-16 sm:px-6 lg:py-20">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-3xl bg-brand-900 px-6 py-12 text-center text-white sm:px-12">
        <div
          className="pointer-events-none absolute -left-20 -top-20 size-72 rounded-full bg-brand-700/50 blur-2xl"
          aria-hidden
        />
        <div
          className="pointer-events-none absolute -bottom-24 -right-16 size-80 rounded-full bg-brand-600/30 blur-2xl"
          aria-hidden
        />
        <div className="relative">
          <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('cta.title')}</h2>
          <p className="mx-auto mt-3 max-w-xl text-brand-100">{t('cta.lead')}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link
              to="/register"
              className="inline-flex h-12 items-center justify-center rounded-xl bg-white px-7 font-semibold text-brand-900 shadow hover:bg-brand-50"
            >
              {t('cta.register')}
            </Link>
            <Link
              to="/contact"
              className="inline-flex h-12 items-center justify-center rounded-xl border border-white/30 px-6 font-medium text-white hover:bg-white/10"
            >
              {t('cta.contact')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
