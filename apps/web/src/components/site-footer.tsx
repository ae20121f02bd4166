import { Link } from '@tanstack/react-router';
import { useT } from '../lib/i18n.ts';
import { useSiteConfig } from '../lib/site-config.ts';
import common from '../locales/compiled/common.ts';
import footer from '../locales/compiled/footer.ts';
import site from '../locales/compiled/site.ts';
import { MailIcon, PhoneIcon, PinIcon } from './contact-icons.tsx';
import { ExternalIcon } from './line-icons.tsx';

const QUICK_LINKS = [
  { to: '/products', label: 'footer.browse' },
  { to: '/register', label: 'header.register' },
  { to: '/login', label: 'header.login' },
  { to: '/contact', label: 'footer.contact' },
] as const;

const POLICY_LINKS = [
  { to: '/terms', label: 'footer.terms' },
  { to: '/privacy-policy', label: 'footer.privacy' },
  { to: '/return-policy', label: 'footer.returns' },
  { to: '/refund-policy', label: 'footer.refunds' },
] as const;

const linkClass = 'rounded text-stone-300 hover:text-white hover:underline';

/** The footer of every public page (spec section 2); contact details come from the server's configuration. */
export function SiteFooter() {
  const { t } = useT(footer, site, common);
  const config = useSiteConfig().data;
  return (
    <footer className="bg-stone-900 text-sm text-stone-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr]">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            {t('brand.name')}
          </p>
          <p className="mt-3 max-w-xs leading-relaxed text-stone-400">{t('footer.about')}</p>
        </div>
        <nav aria-label={t('footer.quick')}>
          <h2 className="font-semibold text-white">{t('footer.quick')}</h2>
          <ul className="mt-3 space-y-2">
            {QUICK_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={linkClass}>
                  {t(l.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('footer.policies')}>
          <h2 className="font-semibold text-white">{t('footer.policies')}</h2>
          <ul className="mt-3 space-y-2">
            {POLICY_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={linkClass}>
                  {t(l.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">{t('footer.touch')}</h2>
          {config ? (
            <ul className="mt-3 space-y-3">
              <li>
                <a
                  href={`tel:${config.phone.replace(/\s/g, '')}`}
                  className={`inline-flex gap-2 ${linkClass}`}
                >
                  <PhoneIcon className="mt-0.5 shrink-0 text-brand-500" width={16} height={16} />
                  {config.phone}
                </a>
              </li>
              <li>
                <a href={`mailto:${config.email}`} className={`inline-flex gap-2 break-all ${linkClass}`}>
                  <MailIcon className="mt-0.5 shrink-0 text-brand-500" width={16} height={16} />
                  {config.email}
                </a>
              </li>
              <li className="flex gap-2">
                <PinIcon className="mt-0.5 shrink-0 text-brand-500" width={16} height={16} />
                <span translate="no">{config.address}</span>
              </li>
              <li>
                <a
                  href={config.maps_link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`inline-flex items-center gap-1.5 font-medium ${linkClass}`}
                >
                  {t('footer.maps')}
                  <ExternalIcon width={14} height={14} />
                  <span className="sr-only">{t('common.newTab')}</span>
                </a>
              </li>
            </ul>
          ) : (
            <div className="mt-3 space-y-3" aria-hidden>
              {[40, 52, 60, 36].map((w) => (
                <div
                  key={w}
                  className="h-4 animate-pulse rounded bg-stone-800"
                  style={{ width: `${w * 4}px` }}
                />
              ))}
            </div>
          )}
        </div>
      </div>
      <div className="border-t border-stone-800">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-stone-400 sm:px-6">
          {t('footer.copyright', { year: new Date(Date.now() + 330 * 60_000).getUTCFullYear() })}
        </p>
      </div>
    </footer>
  );
}
