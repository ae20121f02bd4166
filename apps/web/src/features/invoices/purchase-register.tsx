import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { Spinner } from '@app/ui/spinner';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import purchasesText from '../../locales/compiled/purchases.ts';

const RegisterView = lazy(() => import('./register-view.tsx'));

/**
 * The customer's purchase register (decision 0097) on the orders page: nothing for a customer whose
 * orders carry no GSTIN; the register itself loads when opened.
 */
export default function PurchaseRegisterSection() {
  const { t } = useT(purchasesText);
  const gstins = trpc.invoices.purchaseGstins.useQuery();
  const [open, setOpen] = useState(false);
  if (!gstins.data?.gstins.length) return null;
  return (
    <Card className="mb-6 p-4">
      <section aria-labelledby="purchase-register-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="purchase-register-title" className="text-lg font-semibold">
            {t('purchases.title')}
          </h2>
          <Button
            variant="secondary"
            aria-expanded={open}
            aria-controls="purchase-register-body"
            onClick={() => setOpen(!open)}
          >
            {open ? t('purchases.close') : t('purchases.open')}
          </Button>
        </div>
        <p className="text-sm text-stone-600">{t('purchases.intro')}</p>
        {open && (
          <div id="purchase-register-body">
            <Suspense fallback={<Spinner label={t('purchases.loading')} />}>
              <RegisterView gstins={gstins.data.gstins} />
            </Suspense>
          </div>
        )}
      </section>
    </Card>
  );
}
