import { lazy, type ReactNode, Suspense } from 'react';
import { useT } from '../../lib/i18n.ts';
import site from '../../locales/compiled/site.ts';
import { PublicHeader } from './public-header.tsx';

// Below the fold: its code loads after the page's own (the prerendered landing shows its HTML meanwhile).
const SiteFooter = lazy(() =>
  import('../../components/site-footer.tsx').then((m) => ({ default: m.SiteFooter })),
);

/** Header and footer around every public page (landing, policies, contact). */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useT(site);
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t('common.skip')}
      </a>
      <PublicHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </div>
  );
}
