import { Link } from '@tanstack/react-router';
import type { ReactElement, ReactNode } from 'react';
import { type Catalogue, useT } from '../../lib/i18n.ts';
import { Rich } from '../../lib/i18n-rich.tsx';
import legal from '../../locales/compiled/legal.ts';
import { PublicLayout } from './public-layout.tsx';

export type LegalKey = typeof legal extends Catalogue<infer K> ? K : never;

export interface PolicySection {
  id: string;
  heading: LegalKey;
  body: ReactNode;
}

const POLICIES = [
  { to: '/terms', label: 'legal.terms.title' },
  { to: '/privacy-policy', label: 'legal.privacy.title' },
  { to: '/return-policy', label: 'legal.return.title' },
  { to: '/refund-policy', label: 'legal.refund.title' },
] as const;

const bold = <strong />;
/** A sentence of a policy; its `<0>…</0>` is bold unless `parts` (links, the support contact) are given. */
export function Say({ id, parts = [bold] }: { id: LegalKey; parts?: ReactElement[] }) {
  return <Rich area={legal} id={id} components={parts} />;
}
/** Paragraphs, and list items, of sentences without links. */
export const paragraphs = (...ids: LegalKey[]) =>
  ids.map((id) => (
    <p key={id}>
      <Say id={id} />
    </p>
  ));
export const items = (...ids: LegalKey[]) =>
  ids.map((id) => (
    <li key={id}>
      <Say id={id} />
    </li>
  ));

// Typography for the policy text, without a typography plugin.
const prose =
  'text-[15px] leading-relaxed text-stone-700 [&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_li]:mt-1.5 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mt-3 [&_strong]:font-semibold [&_strong]:text-stone-900 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-5';

/** A policy: title band, contents list, numbered sections and links to the other policies. */
export function PolicyPage({
  title,
  intro,
  sections,
  path,
}: {
  title: LegalKey;
  intro: LegalKey;
  sections: PolicySection[];
  path: (typeof POLICIES)[number]['to'];
}) {
  const { t } = useT(legal);
  return (
    <PublicLayout>
      <div className="border-b border-stone-200 bg-stone-50">
        <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:py-14">
          <nav aria-label={t('legal.breadcrumb')} className="text-sm text-stone-500">
            <Link to="/" className="rounded hover:text-stone-800 hover:underline">
              {t('legal.home')}
            </Link>{' '}
            / <span className="text-stone-700">{t(title)}</span>
          </nav>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{t(title)}</h1>
          <p className="mt-2 text-sm text-stone-500">{t('legal.updated')}</p>
          <div className="mt-4 max-w-3xl text-lg leading-relaxed text-stone-700">{t(intro)}</div>
        </div>
      </div>
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[14rem_1fr] lg:py-14">
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <nav aria-label={t('legal.onThisPage')} className="rounded-2xl border border-stone-200 p-4 text-sm">
            <p className="font-semibold text-stone-900">{t('legal.onThisPage')}</p>
            <ol className="mt-2 space-y-1.5">
              {sections.map((s, i) => (
                <li key={s.id}>
                  <a
                    href={`#${s.id}`}
                    className="rounded text-stone-600 hover:text-brand-800 hover:underline"
                  >
                    {i + 1}. {t(s.heading)}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </aside>
        <article className="min-w-0">
          {sections.map((s, i) => (
            <section
              key={s.id}
              id={s.id}
              className="scroll-mt-24 border-b border-stone-100 pb-8 pt-2 last:border-0"
            >
              <h2 className="text-xl font-semibold text-stone-900">
                {i + 1}. {t(s.heading)}
              </h2>
              <div className={prose}>{s.body}</div>
            </section>
          ))}
          <div className="mt-8 rounded-2xl bg-brand-50 p-6">
            <p className="font-semibold text-stone-900">{t('legal.questions')}</p>
            <p className="mt-1 text-stone-700">
              <Say
                id="legal.replies"
                parts={[
                  <Link key="contact" to="/contact" className="font-medium text-brand-800 underline" />,
                ]}
              />
            </p>
            <p className="mt-4 text-sm font-medium text-stone-900">{t('legal.related')}</p>
            <ul className="mt-2 flex flex-wrap gap-2 text-sm">
              {POLICIES.filter((p) => p.to !== path).map((p) => (
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
        </article>
      </div>
    </PublicLayout>
  );
}
