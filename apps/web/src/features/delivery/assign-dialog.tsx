import type { RouterOutputs } from '@app/api';
import { assignDeliveryForm } from '@app/api/schemas';
import { Button } from '@app/ui/button';
import { Dialog } from '@app/ui/dialog';
import { SelectField } from '@app/ui/field';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/errors.ts';
import { useSchemaForm } from '../../lib/form.ts';
import { trpc } from '../../lib/trpc.ts';

type Personnel = RouterOutputs['delivery']['staff']['overview']['personnel'];

export interface AssignTarget {
  orderId: string;
  orderNumber: string;
  cityId: string | null;
  cityName: string | null;
  destination: string;
  /** Set when reassigning a failed delivery. */
  failedWith?: string;
}

/** Pick a rider of the order's city (the server refuses others), showing each one's current load. */
export function AssignDialog({
  target,
  personnel,
  onClose,
}: {
  target: AssignTarget;
  personnel: Personnel;
  onClose: () => void;
}) {
  const utils = trpc.useUtils();
  const form = useSchemaForm(assignDeliveryForm, { delivery_person_id: '' });
  const riders = target.cityId ? personnel.filter((p) => p.city_id === target.cityId) : personnel;
  const assign = trpc.delivery.staff.assign.useMutation({
    onSuccess() {
      toast.success('Delivery person assigned successfully!');
      utils.delivery.staff.overview.invalidate();
      onClose();
    },
    onError(e) {
      toast.error(errorMessage(e, 'Failed to assign delivery person'));
      utils.delivery.staff.overview.invalidate();
    },
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={`${target.failedWith ? 'Reassign' : 'Assign'} order ${target.orderNumber}`}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          const data = form.validate();
          if (data) assign.mutate({ id: target.orderId, ...data });
        }}
      >
        <p className="text-sm text-stone-700">
          Deliver to {target.destination}
          {target.cityName ? ` (${target.cityName})` : ''}.
          {target.failedWith && ` The last attempt by ${target.failedWith} failed.`}
        </p>
        {riders.length === 0 ? (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950" role="alert">
            No active delivery personnel in {target.cityName ?? 'this city'}.
          </p>
        ) : (
          <SelectField label="Delivery person" {...form.text('delivery_person_id')}>
            <option value="">Select a delivery person</option>
            {riders.map((r) => (
              <option key={r.id} value={r.id}>
                {r.username} — {r.active_deliveries} active
                {r.active_deliveries === 1 ? ' delivery' : ' deliveries'}
              </option>
            ))}
          </SelectField>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={assign.isPending} disabled={riders.length === 0}>
            {assign.isPending ? 'Assigning...' : 'Assign'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
