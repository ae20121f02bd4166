import { formatRupees } from '@app/api/shared';
import { Button } from '@app/ui/button';
import { Dialog } from '@app/ui/dialog';
import { TextAreaField, TextField } from '@app/ui/field';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage, errorStatus } from '../../lib/errors.ts';
import { useT } from '../../lib/i18n.ts';
import { formatDay } from '../../lib/relative-time.ts';
import { trpc } from '../../lib/trpc.ts';
import staffOps from '../../locales/compiled/staffOps.ts';
import type { Handover } from './handover-card.tsx';

const AMOUNT = /^\d{1,8}(\.\d{1,2})?$/;

/** A message's `<0>…</0>` and `<1>…</1>` parts in bold (the figures of the sentence). */
const bold = (text: string) =>
  text.split(/<\d>(.*?)<\/\d>/).map((part, i) =>
    i % 2 ? (
      <span key={i} className="font-semibold">
        {part}
      </span>
    ) : (
      part
    ),
  );

/**
 * Staff enter the cash they counted; confirming is final (a second confirmation is refused), so
 * the dialog says what will happen, and warns before a difference is recorded.
 */
export function ConfirmCashDialog({ handover: h, onClose }: { handover: Handover; onClose: () => void }) {
  const { t } = useT(staffOps);
  const utils = trpc.useUtils();
  const [received, setReceived] = useState(h.collected.toFixed(2));
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [conflict, setConflict] = useState('');
  const confirm = trpc.delivery.staff.confirmCash.useMutation({
    onSuccess(res) {
      if (res.mismatch) toast.warning(t('staffOps.mismatchRecorded', { rider: h.rider_name }));
      else toast.success(t('staffOps.cashConfirmed', { rider: h.rider_name }));
      utils.delivery.staff.cashReport.invalidate();
      onClose();
    },
    onError(e) {
      const message = errorMessage(e, t('staffOps.confirmFailed'));
      if (errorStatus(e) === 400) setError(message);
      else if (errorStatus(e) === 409) {
        // Confirmed meanwhile by someone else: show it as it is now.
        setConflict(message);
        utils.delivery.staff.cashReport.invalidate();
      } else toast.error(message);
    },
  });
  const valid = AMOUNT.test(received.trim());
  const amount = Number(received.trim());
  const differs = valid && amount !== h.expected;
  return (
    <Dialog open onClose={onClose} title={t('staffOps.confirmTitle')}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          setConflict('');
          if (!valid) return setError(t('staffOps.amountHelp'));
          confirm.mutate({ id: h.id, received: amount, note: note.trim() || undefined });
        }}
      >
        <p className="text-sm text-stone-700">
          {bold(
            t('staffOps.countIntro', {
              rider: h.rider_name,
              day: formatDay(h.day),
              count: h.order_count,
              expected: formatRupees(h.expected),
              collected: formatRupees(h.collected),
            }),
          )}
        </p>
        <TextField
          label={t('staffOps.amountReceived')}
          inputMode="decimal"
          autoComplete="off"
          value={received}
          error={error}
          hint={differs ? t('staffOps.differs', { expected: formatRupees(h.expected) }) : undefined}
          onChange={(e) => {
            setReceived(e.target.value);
            setError(undefined);
          }}
        />
        <TextAreaField
          label={t('staffOps.note')}
          optional
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        {conflict && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
            {conflict}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" size="lg" onClick={onClose}>
            {t('staffOps.cancel')}
          </Button>
          <Button type="submit" size="lg" variant={differs ? 'danger' : 'primary'} busy={confirm.isPending}>
            {t(
              confirm.isPending
                ? 'staffOps.saving'
                : differs
                  ? 'staffOps.confirmDifference'
                  : 'staffOps.confirm',
            )}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
