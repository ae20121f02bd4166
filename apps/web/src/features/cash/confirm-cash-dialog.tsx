import { formatRupees } from '@app/api/shared';
import { Button } from '@app/ui/button';
import { Dialog } from '@app/ui/dialog';
import { TextAreaField, TextField } from '@app/ui/field';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage, errorStatus } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import type { Handover } from './handover-card.tsx';

const AMOUNT = /^\d{1,8}(\.\d{1,2})?$/;

/**
 * Staff enter the cash they counted; confirming is final (a second confirmation is refused), so
 * the dialog says what will happen, and warns before a difference is recorded.
 */
export function ConfirmCashDialog({ handover: h, onClose }: { handover: Handover; onClose: () => void }) {
  const utils = trpc.useUtils();
  const [received, setReceived] = useState(h.collected.toFixed(2));
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [conflict, setConflict] = useState('');
  const confirm = trpc.delivery.staff.confirmCash.useMutation({
    onSuccess(res) {
      if (res.mismatch) toast.warning(`Handover of ${h.rider_name} recorded as a mismatch; staff were told.`);
      else toast.success(`Cash of ${h.rider_name} confirmed; its orders are paid.`);
      utils.delivery.staff.cashReport.invalidate();
      onClose();
    },
    onError(e) {
      const message = errorMessage(e, 'Failed to confirm the cash');
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
    <Dialog open onClose={onClose} title="Confirm cash received">
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          setConflict('');
          if (!valid) return setError('Enter the amount counted in rupees, e.g. 2760.50');
          confirm.mutate({ id: h.id, received: amount, note: note.trim() || undefined });
        }}
      >
        <p className="text-sm text-stone-700">
          {h.rider_name}, {h.day}: {h.order_count === 1 ? 'its order' : `${h.order_count} orders`} came to{' '}
          <span className="font-semibold">{formatRupees(h.expected)}</span>; the rider recorded{' '}
          <span className="font-semibold">{formatRupees(h.collected)}</span>. Count the cash, then enter what
          you received. This cannot be changed afterwards.
        </p>
        <TextField
          label="Amount received (₹)"
          inputMode="decimal"
          autoComplete="off"
          value={received}
          error={error}
          hint={differs ? `Differs from the ${formatRupees(h.expected)} due: it will be flagged.` : undefined}
          onChange={(e) => {
            setReceived(e.target.value);
            setError(undefined);
          }}
        />
        <TextAreaField
          label="Note"
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
            Cancel
          </Button>
          <Button type="submit" size="lg" variant={differs ? 'danger' : 'primary'} busy={confirm.isPending}>
            {confirm.isPending ? 'Saving…' : differs ? 'Confirm with difference' : 'Confirm'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
