import { rupees } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import creditText from '../../locales/compiled/credit.ts';
import type { Ledger } from './ledger-view.tsx';

/**
 * Credit per outlet (decision 0112): what the ordering outlet may still draw within its own limit,
 * and, with several outlets, what each owes and the business's total.
 */
export function OutletCredit({ ledger }: { ledger: Ledger }) {
  const { t } = useT(creditText);
  const own = ledger.outlet_credit;
  const name = ledger.outlets.find((o) => o.outlet_id === own?.outlet_id)?.name ?? '';
  const several = ledger.outlets.length > 1;
  if (!own?.limit && !several) return null;
  return (
    <section aria-label={t('credit.outlets')} className="flex flex-col gap-2 text-sm">
      {own && own.limit !== null && (
        <p>
          <span className="text-stone-600">{t('credit.outletAvailable', { outlet: name })} </span>
          <span className="font-semibold tabular-nums">{rupees(own.available)}</span>
          <span className="block text-xs text-stone-500">
            {t('credit.outletLimit', { amount: rupees(own.limit) })}
          </span>
        </p>
      )}
      {several && (
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-3">
          {ledger.outlets.map((o) => (
            <div key={o.outlet_id} className="flex justify-between gap-2 sm:block">
              <dt className="text-stone-600">{o.name}</dt>
              <dd className="tabular-nums">{t('credit.outletOwes', { amount: rupees(o.outstanding) })}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-2 font-medium sm:block">
            <dt>{t('credit.businessTotal')}</dt>
            <dd className="tabular-nums">{rupees(ledger.outstanding)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
