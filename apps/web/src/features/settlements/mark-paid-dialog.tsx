import { markPaidInput } from '@app/api/schemas';
import { formatRupees } from '@app/api/shared';
import { Button } from '@app/ui/button';
import { Dialog } from '@app/ui/dialog';
import { TextField } from '@app/ui/field';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage, errorStatus, serverFieldErrors } from '../../lib/errors.ts';
import { useSchemaForm } from '../../lib/form.ts';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import money from '../../locales/compiled/money.ts';
import { periodLabel, type StaffSettlement } from './settlement-parts.tsx';

/** Records the bank transfer that paid a settlement; the UTR is checked by the server's own schema. */
export function MarkPaidDialog({
  settlement: s,
  onClose,
}: {
  settlement: StaffSettlement;
  onClose: () => void;
}) {
  const { t } = useT(money);
  const utils = trpc.useUtils();
  const form = useSchemaForm(markPaidInput, { id: s.id, reference: '' });
  const [conflict, setConflict] = useState('');
  const markPaid = trpc.settlements.staff.markPaid.useMutation({
    onSuccess() {
      toast.success(t('money.paid.done', { supplier: s.supplier_name }));
      utils.settlements.staff.list.invalidate();
      onClose();
    },
    onError(e) {
      const message = errorMessage(e, t('money.paid.failed'));
      if (errorStatus(e) === 400) form.setErrors({ reference: message, ...serverFieldErrors(e) });
      else if (errorStatus(e) === 409) {
        // Paid meanwhile by someone else: show it as it is now.
        setConflict(message);
        utils.settlements.staff.list.invalidate();
      } else toast.error(message);
    },
  });
  return (
    <Dialog open onClose={onClose} title={t('money.paid.title')}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          setConflict('');
          const data = form.validate();
          if (data) markPaid.mutate(data);
        }}
      >
        <p className="text-sm text-stone-700">
          <span translate="no">{s.supplier_name}</span>, {periodLabel(s.period_start, s.period_end)}:{' '}
          <span className="font-semibold">{formatRupees(s.payable)}</span>. {t('money.paid.transferFirst')}
        </p>
        <TextField
          label={t('money.paid.utr')}
          hint={t('money.paid.utrHint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="[&_input]:font-mono [&_input]:uppercase"
          {...form.text('reference')}
        />
        {conflict && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
            {conflict}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('money.cancel')}
          </Button>
          <Button type="submit" busy={markPaid.isPending}>
            {markPaid.isPending ? t('money.saving') : t('money.paid.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
