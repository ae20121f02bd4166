import { useT } from '../../lib/i18n.ts';
import tradingTerms from '../../locales/compiled/tradingTerms.ts';
import { TermsPanel } from './terms-panel.tsx';

/** The supplier's own terms, a section of /supplier/profile (`#terms`): no route of their own. */
export default function TermsSection() {
  const { t } = useT(tradingTerms);
  return (
    <section id="terms" aria-labelledby="terms-title" className="flex scroll-mt-28 flex-col gap-3">
      <h2 id="terms-title" className="text-xl font-bold">
        {t('tradingTerms.title')}
      </h2>
      <TermsPanel intro={t('tradingTerms.intro')} />
    </section>
  );
}
