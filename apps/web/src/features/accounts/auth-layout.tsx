import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { SiteFooter } from '../../components/site-footer.tsx';
import { useT } from '../../lib/i18n.ts';
import { useSiteConfig } from '../../lib/site-config.ts';
import common from '../../locales/compiled/common.ts';

/** Split screen: the form on the left, a kitchen picture and the promise on the right (desktop only); the site footer below. */
export function AuthLayout({
  title,
  subtitle,
  children,
  aside,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
}) {
  const { t } = useT(common);
  const config = useSiteConfig();
  // The configured picture once known (the default only if the settings fail), never both.
  const background =
    config.data?.login_background_image ?? (config.isError ? '/landing/gallery-1.webp' : null);
  return (
    <>
      <div className="grid min-h-dvh lg:grid-cols-2">
        <main className="flex flex-col px-4 py-6 sm:px-8">
          <div className="mb-8 flex items-center justify-between gap-3">
            <Link to="/" className="inline-flex items-center gap-2 text-lg font-bold text-brand-800">
              <img src="/favicon.svg" alt="" width={28} height={28} />
              {t('brand.name')}
            </Link>
            <LanguageSwitch />
          </div>
          <div className="mx-auto w-full max-w-md flex-1">
            <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{title}</h1>
            {subtitle && <p className="mt-2 text-stone-600">{subtitle}</p>}
            <div className="mt-6">{children}</div>
          </div>
        </main>
        <aside className="relative hidden overflow-hidden bg-brand-900 lg:block">
          {background && (
            // Lazy: the panel is hidden on phones, where the picture is then never fetched.
            <img
              src={background}
              alt=""
              loading="lazy"
              decoding="async"
              className="absolute inset-0 size-full object-cover opacity-40"
            />
          )}
          <div className="relative flex h-full flex-col justify-end p-12 text-white">{aside}</div>
        </aside>
      </div>
      <SiteFooter />
    </>
  );
}
