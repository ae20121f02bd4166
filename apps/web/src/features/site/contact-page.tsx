import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../../components/contact-icons.tsx';
import { ExternalIcon } from '../../components/line-icons.tsx';
import { useT } from '../../lib/i18n.ts';
import { useSiteConfig } from '../../lib/site-config.ts';
import common from '../../locales/compiled/common.ts';
import footer from '../../locales/compiled/footer.ts';
import pages from '../../locales/compiled/pages.ts';
import { PublicLayout } from './public-layout.tsx';

const HOURS = [
  { days: 'contact.weekdays', time: 'contact.weekdayHours' },
  { days: 'contact.saturday', time: 'contact.saturdayHours' },
  { days: 'contact.sunday', time: 'contact.closed' },
] as const;

const POLICIES = [
  { to: '/terms', label: 'footer.terms' },
  { to: '/privacy-policy', label: 'footer.privacy' },
  { to: '/return-policy', label: 'footer.returns' },
  { to: '/refund-policy', label: 'contact.refunds' },
] as const;

function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="min-w-0">
        <h2 className="font-semibold text-stone-900">{title}</h2>
        <div className="mt-1 text-stone-700">{children}</div>
      </div>
    </div>
  );
}

export function ContactPage() {
  const { t } = useT(pages, footer, common);
  const config = useSiteConfig();
  const c = config.data;
  return (
    <PublicLayout>
      <div className="border-b border-stone-200 bg-stone-50">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
          <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
            {t('footer.contact')}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-stone-700">{t('contact.lead')}</p>
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_1.2fr] lg:py-14">
        <div className="flex flex-col gap-4">
          {config.isError && (
            <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
              {t('contact.failed')}
            </p>
          )}
          <ContactCard icon={<PhoneIcon />} title={t('contact.call')}>
            {c ? (
              <a
                href={`tel:${c.phone.replace(/\s/g, '')}`}
                className="font-medium text-brand-800 hover:underline"
              >
                {c.phone}
              </a>
            ) : (
              <span className="inline-block h-5 w-36 animate-pulse rounded bg-stone-100" />
            )}
            <p className="text-sm text-stone-500">{t('contact.callWhen')}</p>
          </ContactCard>
          <ContactCard icon={<MailIcon />} title={t('contact.mail')}>
            {c ? (
              <a href={`mailto:${c.email}`} className="break-all font-medium text-brand-800 hover:underline">
                {c.email}
              </a>
            ) : (
              <span className="inline-block h-5 w-48 animate-pulse rounded bg-stone-100" />
            )}
            <p className="text-sm text-stone-500">{t('contact.mailWhen')}</p>
          </ContactCard>
          <ContactCard icon={<PinIcon />} title={t('contact.visit')}>
            <p translate={c ? 'no' : undefined}>{c ? c.address : t('contact.city')}</p>
            {c && (
              <a
                href={c.maps_link}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
              >
                {t('contact.directions')} <ExternalIcon width={14} height={14} />
                <span className="sr-only">{t('common.newTab')}</span>
              </a>
            )}
          </ContactCard>
          <ContactCard icon={<ClockIcon />} title={t('contact.hours')}>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {HOURS.map((h) => (
                <div key={h.days} className="contents">
                  <dt className="text-stone-600">{t(h.days)}</dt>
                  <dd className="font-medium text-stone-900">{t(h.time)}</dd>
                </div>
              ))}
            </dl>
          </ContactCard>
        </div>
        <div className="flex flex-col gap-6">
          <div className="overflow-hidden rounded-2xl border border-stone-200 bg-stone-100 shadow-sm">
            {c ? (
              <iframe
                src={c.maps_embed_link}
                title={t('contact.map')}
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
                className="block aspect-[4/3] w-full border-0 lg:aspect-auto lg:h-[26rem]"
              />
            ) : (
              <div className="aspect-[4/3] w-full animate-pulse lg:aspect-auto lg:h-[26rem]" />
            )}
          </div>
          <div className="rounded-2xl bg-brand-50 p-6">
            <h2 className="font-semibold text-stone-900">{t('contact.before')}</h2>
            <p className="mt-1 text-sm text-stone-700">{t('contact.beforeText')}</p>
            <ul className="mt-3 flex flex-wrap gap-2 text-sm">
              {POLICIES.map((p) => (
                <li key={p.to}>
                  <Link
                    to={p.to}
                    className="inline-flex rounded-full border border-brand-200 bg-white px-3 py-1 text-brand-800 hover:bg-brand-100"
                  >
                    {t(p.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </PublicLayout>
  );
}
