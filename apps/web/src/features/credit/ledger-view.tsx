import type { RouterOutputs } from '@app/api';
import { Badge } from '@app/ui/badge';
import { cn } from '@app/ui/cn';
import { rupees } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { formatDate, formatDay } from '../../lib/relative-time.ts';
import creditText from '../../locales/compiled/credit.ts';
import { OutletCredit } from './outlet-credit.tsx';

export type Ledger = RouterOutputs['credit']['ledger'];

const AGEING = ['current', 'days_1_15', 'days_16_30', 'days_31_60', 'days_60_plus'] as const;

/** A credit account: balance, available credit, overdue, ageing and every entry with its running balance. */
export function LedgerView({ ledger }: { ledger: Ledger }) {
  const { t } = useT(creditText);
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-stone-600">{t('credit.balance')}</dt>
          <dd className="text-lg font-semibold tabular-nums">{rupees(ledger.balance)}</dd>
        </div>
        <div>
          <dt className="text-stone-600">{t('credit.available')}</dt>
          <dd className="text-lg font-semibold tabular-nums">
            {ledger.credit ? rupees(ledger.credit.available) : '—'}
          </dd>
          {ledger.credit && (
            <dd className="text-xs text-stone-500">
              {t('credit.limit', { amount: rupees(ledger.credit.limit), days: ledger.credit.period_days })}
            </dd>
          )}
        </div>
        <div>
          <dt className="text-stone-600">{t('credit.overdue')}</dt>
          <dd className={cn('text-lg font-semibold tabular-nums', ledger.overdue > 0 && 'text-red-700')}>
            {rupees(ledger.overdue)}
          </dd>
        </div>
      </dl>
      <OutletCredit ledger={ledger} />
      {ledger.overdue > 0 && (
        <p role="status" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {t('credit.payOverdue')}
        </p>
      )}
      <section aria-label={t('credit.ageing')}>
        <h3 className="mb-1 text-sm font-medium text-stone-800">{t('credit.ageing')}</h3>
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-5">
          {AGEING.map((key) => (
            <div key={key} className="flex justify-between gap-2 sm:block">
              <dt className="text-stone-600">{t(`credit.ageing.${key}`)}</dt>
              <dd className="tabular-nums">{rupees(ledger.ageing[key])}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-label={t('credit.entries')}>
        <h3 className="mb-1 text-sm font-medium text-stone-800">{t('credit.entries')}</h3>
        {ledger.entries.length === 0 ? (
          <p className="text-sm text-stone-600">{t('credit.noEntries')}</p>
        ) : (
          <ul aria-label={t('credit.entriesLabel')} className="divide-y divide-stone-100 text-sm">
            {[...ledger.entries].reverse().map((e, i) => (
              <li key={`${e.reference}-${e.kind}-${i}`} className="flex justify-between gap-3 py-2">
                <span className="min-w-0">
                  <span className="block font-medium">{e.description}</span>
                  <span className="block text-xs text-stone-500">
                    {formatDate(e.date)}
                    {!e.description.includes(e.reference) && ` · ${e.reference}`}
                  </span>
                  {e.due_date && (
                    <Badge tone="neutral" className="mt-1">
                      {t('credit.due', { date: formatDay(e.due_date) })}
                    </Badge>
                  )}
                </span>
                <span className="shrink-0 text-right tabular-nums">
                  <span className={cn('block font-medium', e.credit > 0 && 'text-green-800')}>
                    {e.debit > 0 ? rupees(e.debit) : `− ${rupees(e.credit)}`}
                  </span>
                  <span className="block text-xs text-stone-500">
                    {t('credit.entryBalance', { amount: rupees(e.balance) })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
