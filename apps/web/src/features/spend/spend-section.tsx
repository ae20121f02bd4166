import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { Spinner } from '@app/ui/spinner';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import spendText from '../../locales/compiled/spend.ts';

const SpendView = lazy(() => import('./spend-view.tsx'));

/** The customer's spend report (decision 0099) on the orders page; the report loads when opened. */
export default function SpendSection() {
  const { t } = useT(spendText);
  const [open, setOpen] = useState(false);
  return (
    <Card className="mb-6 p-4">
      <section aria-labelledby="spend-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="spend-title" className="text-lg font-semibold">
            {t('spend.title')}
          </h2>
          <Button
            variant="secondary"
            aria-expanded={open}
            aria-controls="spend-body"
            onClick={() => setOpen(!open)}
          >
            {open ? t('spend.close') : t('spend.open')}
          </Button>
        </div>
        <p className="text-sm text-stone-600">{t('spend.intro')}</p>
        {open && (
          <div id="spend-body">
            <Suspense fallback={<Spinner label={t('spend.loading')} />}>
              <SpendView />
            </Suspense>
          </div>
        )}
      </section>
    </Card>
  );
}
