import type { RiderFailureReason } from '@app/api/enums';
import { deliveryStatusForm } from '@app/api/schemas';
import { Button } from '@app/ui/button';
import { Dialog } from '@app/ui/dialog';
import { SelectField, TextAreaField } from '@app/ui/field';
import { FAILURE_REASON_LABEL, RIDER_FAILURE_REASON_OPTIONS } from '../../lib/delivery-status.ts';
import { useSchemaForm } from '../../lib/form.ts';

/** "Could not deliver": the reason from the fixed list (the server insists too) and a note for staff. */
export function FailDeliveryDialog({
  orderNumber,
  onFail,
  onClose,
}: {
  orderNumber: string;
  onFail: (step: { reason: RiderFailureReason; notes?: string }) => void;
  onClose: () => void;
}) {
  const form = useSchemaForm(deliveryStatusForm, { status: 'failed', notes: '', reason: '' });
  return (
    <Dialog open onClose={onClose} title={`Could not deliver order ${orderNumber}`}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          const data = form.validate();
          if (data?.reason) {
            onFail({ reason: data.reason, notes: data.notes || undefined });
            onClose();
          }
        }}
      >
        <SelectField label="Reason" {...form.text('reason')}>
          <option value="">Why could it not be delivered?</option>
          {RIDER_FAILURE_REASON_OPTIONS.map((r) => (
            <option key={r} value={r}>
              {FAILURE_REASON_LABEL[r]}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label="Notes"
          optional
          placeholder="Anything staff should know for the next attempt"
          maxLength={500}
          {...form.text('notes')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" size="lg" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" size="lg">
            Mark failed
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
