import { Dialog } from '@app/ui/dialog';
import { useT } from '../../lib/i18n.ts';
import tradingTerms from '../../locales/compiled/tradingTerms.ts';
import { TermsPanel } from './terms-panel.tsx';

/** Staff with manage_suppliers see a supplier's terms in the cities of their reach and override them. */
export default function StaffTermsDialog({
  supplier,
  onClose,
}: {
  supplier: { id: string; name: string; restaurant_name: string };
  onClose: () => void;
}) {
  const { t } = useT(tradingTerms);
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('tradingTerms.staffTitle', { supplier: supplier.restaurant_name || supplier.name })}
      className="max-w-2xl"
    >
      <TermsPanel supplierId={supplier.id} intro={t('tradingTerms.staffIntro')} />
    </Dialog>
  );
}
