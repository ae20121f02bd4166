import { recordPaymentInput, setCreditInput } from '@app/api/schemas';
import { Button } from '@app/ui/button';
import { Dialog } from '@app/ui/dialog';
import { SelectField, TextField } from '@app/ui/field';
import { Spinner } from '@app/ui/spinner';
import { useState } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { StatementButton } from '../../components/statement-button.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { istDay } from '../../lib/format.ts';
import { translateSentence, useT } from '../../lib/i18n.ts';
import { ALONE, trpc } from '../../lib/trpc.ts';
import creditText from '../../locales/compiled/credit.ts';
import { LedgerView } from './ledger-view.tsx';

/** The first message per field of a failed parse, in the active language. */
function fieldErrors(error: z.ZodError) {
  const out: Record<string, string> = {};
  for (const i of error.issues) out[String(i.path[0])] ??= translateSentence(i.message);
  return out;
}

/** Staff: a customer's credit line, ledger and "Record payment", from the customers screen. */
export default function CreditDialog({
  customer,
  onClose,
}: {
  customer: { id: string; name: string };
  onClose: () => void;
}) {
  const { t } = useT(creditText);
  const utils = trpc.useUtils();
  const ledger = trpc.credit.staff.ledger.useQuery({ id: customer.id });
  const refresh = (data: Parameters<typeof utils.credit.staff.ledger.setData>[1]) =>
    utils.credit.staff.ledger.setData({ id: customer.id }, data);
  const setCredit = trpc.credit.staff.setCredit.useMutation({ onSuccess: (l) => refresh(l) });
  const pay = trpc.credit.staff.recordPayment.useMutation({ onSuccess: (r) => refresh(r.ledger) });
  const [limit, setLimit] = useState<string | null>(null);
  const [period, setPeriod] = useState<string | null>(null);
  const [payment, setPayment] = useState({ amount: '', paid_on: istDay(), reference: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const line = ledger.data?.credit;

  const saveLine = () => {
    const parsed = setCreditInput.safeParse({
      id: customer.id,
      limit: Number(limit ?? line?.limit ?? 0),
      period_days: Number(period ?? line?.period_days ?? 15),
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setCredit.mutate(parsed.data, {
      onSuccess: () => toast.success(t('credit.lineSaved')),
      onError: (e) => toast.error(errorMessage(e, t('credit.lineFailed'))),
    });
  };
  const record = () => {
    const parsed = recordPaymentInput.safeParse({
      id: customer.id,
      ...payment,
      amount: Number(payment.amount),
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    pay.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t('credit.paymentRecorded'));
        setPayment({ amount: '', paid_on: istDay(), reference: '' });
      },
      onError: (e) => toast.error(errorMessage(e, t('credit.paymentFailed'))),
    });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('credit.dialogTitle', { name: customer.name })}
      className="max-w-2xl"
    >
      {ledger.isPending ? (
        <Spinner label={t('credit.ledgerLoading')} />
      ) : ledger.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('credit.ledgerFailed')}
        </p>
      ) : (
        <div className="flex flex-col gap-6">
          <section
            aria-labelledby="credit-line-title"
            className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          >
            <h3 id="credit-line-title" className="font-semibold sm:col-span-3">
              {t('credit.line')}
            </h3>
            <TextField
              label={t('credit.limitField')}
              inputMode="decimal"
              value={limit ?? String(line?.limit ?? '')}
              onChange={(e) => setLimit(e.target.value)}
              error={errors.limit}
            />
            <SelectField
              label={t('credit.period')}
              value={period ?? String(line?.period_days ?? 15)}
              onChange={(e) => setPeriod(e.target.value)}
              error={errors.period_days}
            >
              {[7, 15, 30].map((d) => (
                <option key={d} value={d}>
                  {t('credit.days', { count: d })}
                </option>
              ))}
            </SelectField>
            <Button onClick={saveLine} busy={setCredit.isPending}>
              {t('credit.saveLine')}
            </Button>
          </section>
          <section aria-labelledby="payment-title" className="grid gap-3 sm:grid-cols-3 sm:items-end">
            <h3 id="payment-title" className="font-semibold sm:col-span-3">
              {t('credit.received')}
            </h3>
            <TextField
              label={t('credit.amount')}
              inputMode="decimal"
              value={payment.amount}
              onChange={(e) => setPayment({ ...payment, amount: e.target.value })}
              error={errors.amount}
            />
            <TextField
              label={t('credit.date')}
              type="date"
              value={payment.paid_on}
              max={istDay()}
              onChange={(e) => setPayment({ ...payment, paid_on: e.target.value })}
              error={errors.paid_on}
            />
            <TextField
              label={t('credit.reference')}
              hint={t('credit.referenceHint')}
              value={payment.reference}
              onChange={(e) => setPayment({ ...payment, reference: e.target.value })}
              error={errors.reference}
            />
            <Button variant="secondary" className="sm:col-span-3" onClick={record} busy={pay.isPending}>
              {t('credit.record')}
            </Button>
          </section>
          <div className="flex justify-end">
            <StatementButton load={() => utils.credit.staff.statement.fetch({ id: customer.id }, ALONE)} />
          </div>
          <LedgerView ledger={ledger.data} />
        </div>
      )}
    </Dialog>
  );
}
