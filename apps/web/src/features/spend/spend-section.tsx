import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { Spinner } from '@app/ui/spinner';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { OUTLET_KEY } from '../../lib/stored-token.ts';
import { trpc } from '../../lib/trpc.ts';
import spendText from '../../locales/compiled/spend.ts';

const SpendView = lazy(() => import('./spend-view.tsx'));

/**
 * The business's spend report (decisions 0099, 0112) on the orders page, for its owner and purchase
 * managers (outlet staff see none); the report loads when opened. The business is the one of the
 * outlet chosen, else the first, as the server reads it.
 */
export default function SpendSection() {
  const { t } = useT(spendText);
  const [open, setOpen] = useState(false);
  const list = trpc.business.list.useQuery(undefined, { staleTime: 5 * 60_000 });
  const chosen = localStorage.getItem(OUTLET_KEY);
  const business = list.data?.find((b) => b.outlets.some((o) => o.id === chosen)) ?? list.data?.[0];
  if (!business || business.role === 'outlet_staff') return null;
  const outlets = business.outlets.map((o) => ({ id: o.id, name: o.name }));
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
              <SpendView outlets={outlets} />
            </Suspense>
          </div>
        )}
      </section>
    </Card>
  );
}
