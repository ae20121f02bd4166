import { Button } from '@app/ui/button';
import { Dialog } from '@app/ui/dialog';
import { EmptyState } from '@app/ui/empty-state';
import { Spinner } from '@app/ui/spinner';
import { Plus, Tags } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/errors.ts';
import { useT } from '../../lib/i18n.ts';
import priceLists from '../../locales/compiled/priceLists.ts';
import staffPrices from '../../locales/compiled/staffPrices.ts';
import { GivePriceDialog, type StaffGiving } from './give-price-dialog.tsx';
import { PriceCard } from './price-card.tsx';
import { type Price, usePrices } from './prices.ts';
import { WithdrawPrice } from './withdraw-price.tsx';

/**
 * Staff with manage_suppliers: a supplier's prices for customers within their reach (decision
 * 0094), as cards; they give one on its behalf and withdraw one after a question.
 */
export default function StaffPricesDialog({
  supplier,
  onClose,
}: {
  supplier: { id: string; name: string; restaurant_name: string };
  onClose: () => void;
}) {
  const { t } = useT(staffPrices);
  const { t: tl } = useT(priceLists);
  const prices = usePrices(supplier.id);
  const [giving, setGiving] = useState(false);
  const [withdrawing, setWithdrawing] = useState<Price | null>(null);
  const staff: StaffGiving = {
    supplierId: supplier.id,
    words: {
      loadingChoices: t('staffPrices.loadingChoices'),
      choicesFailed: t('staffPrices.choicesFailed'),
      weeklyHint: t('staffPrices.weeklyHint'),
      email: t('staffPrices.email'),
      emailHint: t('staffPrices.emailHint'),
      emailRequired: t('staffPrices.emailRequired'),
    },
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('staffPrices.title', { supplier: supplier.restaurant_name || supplier.name })}
      className="max-w-3xl"
    >
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <p className="min-w-0 flex-1 basis-64 text-sm text-stone-600">{t('staffPrices.intro')}</p>
          <Button onClick={() => setGiving(true)}>
            <Plus aria-hidden className="size-4" />
            {tl('priceLists.give')}
          </Button>
        </div>
        {prices.isPending ? (
          <Spinner label={t('staffPrices.loading')} />
        ) : prices.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 rounded-xl bg-red-50 p-6 text-center">
            <p className="font-medium text-red-800">{errorMessage(prices.error, t('staffPrices.failed'))}</p>
            <Button variant="secondary" size="sm" busy={prices.isFetching} onClick={() => prices.refetch()}>
              {tl('priceLists.tryAgain')}
            </Button>
          </div>
        ) : prices.data.items.length === 0 ? (
          <EmptyState icon={Tags} title={tl('priceLists.none')}>
            {t('staffPrices.noneText')}
          </EmptyState>
        ) : (
          <ul aria-label={t('staffPrices.listLabel')} className="grid gap-3 sm:grid-cols-2">
            {prices.data.items.map((p) => (
              <li key={p.id}>
                <PriceCard price={p} onWithdraw={() => setWithdrawing(p)} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {giving && <GivePriceDialog staff={staff} onClose={() => setGiving(false)} />}
      <WithdrawPrice price={withdrawing} supplierId={supplier.id} onClose={() => setWithdrawing(null)} />
    </Dialog>
  );
}
