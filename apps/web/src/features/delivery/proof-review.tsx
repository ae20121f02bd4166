import { overrideDeliveryInput, reviewDeliveryInput } from '@app/api/schemas';
import { Button } from '@app/ui/button';
import { Dialog } from '@app/ui/dialog';
import { TextAreaField } from '@app/ui/field';
import { Spinner } from '@app/ui/spinner';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/errors.ts';
import { useSchemaForm } from '../../lib/form.ts';
import { trpc } from '../../lib/trpc.ts';
import { useCashCollected } from './cash-collected-field.tsx';
import type { Assignment } from './delivery-lists.tsx';

/** How a drop was proven, in one line for staff. */
export function proofLine(a: Assignment) {
  if (a.proof === 'code') return 'Customer’s delivery code';
  if (a.proof === 'photo') return `Photo · received by ${a.proof_recipient}`;
  if (a.proof === 'staff')
    return a.override_reason ? `Staff: ${a.override_reason}` : 'Marked delivered by staff';
  return null;
}

const reviewForm = reviewDeliveryInput.pick({ note: true });
const overrideForm = overrideDeliveryInput.pick({ reason: true });

function useDone(onClose: () => void, message: string) {
  const utils = trpc.useUtils();
  return {
    onSuccess() {
      toast.success(message);
      utils.delivery.staff.overview.invalidate();
      onClose();
    },
    onError(e: unknown) {
      toast.error(errorMessage(e, 'That did not work. Please try again.'));
      utils.delivery.staff.overview.invalidate();
    },
  };
}

/** The rider's photo of the drop (fetched only when opened) and staff's review with an optional note. */
export function ReviewDialog({ assignment, onClose }: { assignment: Assignment; onClose: () => void }) {
  const photo = trpc.delivery.staff.proofPhoto.useQuery(
    { id: assignment.id },
    { enabled: assignment.has_proof_photo, staleTime: Number.POSITIVE_INFINITY },
  );
  const form = useSchemaForm(reviewForm, { note: '' });
  const review = trpc.delivery.staff.review.useMutation(
    useDone(onClose, `Delivery of order ${assignment.order_number} reviewed.`),
  );
  return (
    <Dialog open onClose={onClose} title={`Review the drop of order ${assignment.order_number}`}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          const data = form.validate();
          if (data) review.mutate({ id: assignment.id, ...data });
        }}
      >
        <p className="text-sm text-stone-700">
          {assignment.delivery_person_name} delivered it without the customer’s code. {proofLine(assignment)}.
        </p>
        {assignment.has_proof_photo &&
          (photo.data ? (
            <img
              src={`data:${photo.data.contentType};base64,${photo.data.base64}`}
              alt={`The goods of order ${assignment.order_number} at the door`}
              className="max-h-80 w-full rounded-lg bg-stone-100 object-contain"
            />
          ) : photo.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(photo.error, 'The photo could not be loaded.')}
            </p>
          ) : (
            <Spinner />
          ))}
        <TextAreaField label="Note" optional rows={2} {...form.text('note')} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={review.isPending}>
            Mark reviewed
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Staff mark a delivery on its way delivered without the rider's proof; the reason is audit-logged. */
export function OverrideDialog({ assignment, onClose }: { assignment: Assignment; onClose: () => void }) {
  const form = useSchemaForm(overrideForm, { reason: '' });
  const cash = useCashCollected(assignment);
  const override = trpc.delivery.staff.override.useMutation(
    useDone(onClose, `Order ${assignment.order_number} marked delivered.`),
  );
  return (
    <Dialog open onClose={onClose} title={`Mark order ${assignment.order_number} delivered`}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          const data = form.validate();
          const collected = cash.read();
          if (data && collected !== null)
            override.mutate({ id: assignment.id, ...data, cash_collected: collected });
        }}
      >
        <p className="text-sm text-stone-700">
          Only when you know the goods reached {assignment.restaurant_name || assignment.customer_name} and{' '}
          {assignment.delivery_person_name} cannot record it. Your name and reason are kept in the audit log.
        </p>
        <TextAreaField label="Reason" rows={3} {...form.text('reason')} />
        {cash.field}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={override.isPending}>
            Mark delivered
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
