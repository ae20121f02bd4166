import { Link } from '@tanstack/react-router';
import { LanguageSlot } from '../../components/language-slot.tsx';
import { ExternalIcon } from '../../components/line-icons.tsx';
import { useT } from '../../lib/i18n.ts';
import { useSiteConfig } from '../../lib/site-config.ts';
import common from '../../locales/compiled/common.ts';
import site from '../../locales/compiled/site.ts';

/** Logo, the optional 'Plan Your Restaurant' link (hidden when not configured), Login and Register. */
export function PublicHeader() {
  const { t } = useT(site, common);
  const planning = useSiteConfig().data?.planning_site_url;
  const planningLink = planning ? (
    <a
      href={planning}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 rounded font-medium text-stone-700 hover:text-brand-800"
    >
      {t('header.planning')}
      <ExternalIcon width={14} height={14} />
      <span className="sr-only">{t('common.newTab')}</span>
    </a>
  ) : null;
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link to="/" className="flex shrink-0 items-center gap-2 rounded text-lg font-bold text-brand-900">
          <img src="/favicon.svg" alt="" width={30} height={30} />
          <span className="max-[399px]:sr-only">{t('brand.name')}</span>
        </Link>
        <nav aria-label={t('header.nav')} className="flex items-center gap-2 text-sm sm:gap-4">
          {planningLink && <span className="hidden md:inline-flex">{planningLink}</span>}
          <LanguageSlot />
          <Link
            to="/login"
            className="inline-flex h-10 items-center rounded-lg px-3 font-medium text-stone-800 hover:bg-stone-100"
          >
            {t('header.login')}
          </Link>
          <Link
            to="/register"
            className="inline-flex h-10 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white shadow-sm hover:bg-brand-800"
          >
            {t('header.register')}
          </Link>
        </nav>
      </div>
      {planningLink && (
        <div className="border-t border-stone-100 px-4 py-2 text-center text-sm md:hidden">
          {planningLink}
        </div>
      )}
    </header>
  );
}
