import type { RouterOutputs } from '@app/api';
import { deliveryStatusForm } from '@app/api/schemas';
import { Button } from '@app/ui/button';
import { Dialog } from '@app/ui/dialog';
import { SelectField, TextAreaField, TextField } from '@app/ui/field';
import { TRPCClientError } from '@trpc/client';
import { toast } from 'sonner';
import {
  DELIVERY_STATUS_LABEL,
  FAILURE_REASON_LABEL,
  RIDER_FAILURE_REASON_OPTIONS,
} from '../../lib/delivery-status.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useSchemaForm } from '../../lib/form.ts';
import { trpc } from '../../lib/trpc.ts';
import { useCashCollected } from './cash-collected-field.tsx';

type Assignment = RouterOutputs['delivery']['portal']['active'][number];

const appCode = (e: unknown) =>
  e instanceof TRPCClientError ? (e.data as { appCode?: string } | undefined)?.appCode : undefined;

/**
 * Offers only the legal next states the server sent; asks for the customer's code before
 * "delivered" and for the reason before "failed".
 */
export function UpdateStatusDialog({
  assignment,
  onClose,
  onProof,
}: {
  assignment: Assignment;
  onClose: () => void;
  /** The customer cannot give the code: deliver with a photo instead. */
  onProof: () => void;
}) {
  const utils = trpc.useUtils();
  const form = useSchemaForm(deliveryStatusForm, { status: '', notes: '', otp: '', reason: '' });
  const cash = useCashCollected(assignment);
  const advance = trpc.delivery.advance.useMutation({
    onSuccess(res) {
      toast.success(
        `Order ${res.order_number} marked ${DELIVERY_STATUS_LABEL[res.delivery_status].toLowerCase()}`,
      );
      utils.delivery.portal.invalidate();
      onClose();
    },
    onError(e) {
      if (appCode(e) === 'wrong_otp' || appCode(e) === 'otp_required') form.setErrors({ otp: e.message });
      if (appCode(e) === 'reason_required') form.setErrors({ reason: e.message });
      if (appCode(e) === 'cash_required') cash.setError(e.message);
      // The delivery moved on elsewhere: show what it is now.
      if (appCode(e) === 'invalid_transition' || appCode(e) === 'stale_delivery')
        utils.delivery.portal.invalidate();
      toast.error(errorMessage(e, 'Failed to update status'));
    },
  });
  const delivering = form.values.status === 'delivered';
  const failing = form.values.status === 'failed';
  return (
    <Dialog open onClose={onClose} title={`Update order ${assignment.order_number}`}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          const data = form.validate();
          const collected = data?.status === 'delivered' ? cash.read() : undefined;
          if (data && collected !== null)
            advance.mutate({
              ...data,
              otp: data.status === 'delivered' ? data.otp : undefined,
              reason: data.status === 'failed' ? data.reason : undefined,
              cash_collected: collected,
              id: assignment.id,
            });
        }}
      >
        <SelectField label="New status" {...form.text('status')}>
          <option value="">Select a status</option>
          {assignment.next_statuses.map((s) => (
            <option key={s} value={s}>
              {DELIVERY_STATUS_LABEL[s]}
            </option>
          ))}
        </SelectField>
        {delivering && (
          <TextField
            label="Delivery code"
            hint="Ask the customer for the 4-digit code shown with their order."
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={4}
            {...form.text('otp')}
          />
        )}
        {delivering && cash.field}
        {delivering && (
          <Button variant="secondary" onClick={onProof}>
            No code? Deliver with a photo
          </Button>
        )}
        {failing && (
          <SelectField label="Reason" {...form.text('reason')}>
            <option value="">Why could it not be delivered?</option>
            {RIDER_FAILURE_REASON_OPTIONS.map((r) => (
              <option key={r} value={r}>
                {FAILURE_REASON_LABEL[r]}
              </option>
            ))}
          </SelectField>
        )}
        <TextAreaField
          label="Notes"
          optional
          placeholder={failing ? 'Anything staff should know for the next attempt' : ''}
          maxLength={500}
          {...form.text('notes')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" size="lg" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" size="lg" busy={advance.isPending}>
            {advance.isPending ? 'Updating...' : 'Update Status'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
