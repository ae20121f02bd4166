import type { RouterOutputs } from '@app/api';
import { assignDeliveryForm } from '@app/api/schemas';
import { Button } from '@app/ui/button';
import { Dialog } from '@app/ui/dialog';
import { SelectField } from '@app/ui/field';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/errors.ts';
import { useSchemaForm } from '../../lib/form.ts';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import staffDelivery from '../../locales/compiled/staffDelivery.ts';

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
  const { t } = useT(staffDelivery);
  const utils = trpc.useUtils();
  const form = useSchemaForm(assignDeliveryForm, { delivery_person_id: '' });
  const riders = target.cityId ? personnel.filter((p) => p.city_id === target.cityId) : personnel;
  const assign = trpc.delivery.staff.assign.useMutation({
    onSuccess() {
      toast.success(t('staffDelivery.assigned'));
      utils.delivery.staff.overview.invalidate();
      onClose();
    },
    onError(e) {
      toast.error(errorMessage(e, t('staffDelivery.assignFailed')));
      utils.delivery.staff.overview.invalidate();
    },
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={t(target.failedWith ? 'staffDelivery.reassignTitle' : 'staffDelivery.assignTitle', {
        order: target.orderNumber,
      })}
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
          {target.cityName
            ? t('staffDelivery.deliverToCity', { destination: target.destination, city: target.cityName })
            : t('staffDelivery.deliverTo', { destination: target.destination })}
          {target.failedWith && t('staffDelivery.lastFailed', { rider: target.failedWith })}
        </p>
        {riders.length === 0 ? (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950" role="alert">
            {target.cityName
              ? t('staffDelivery.noRidersIn', { city: target.cityName })
              : t('staffDelivery.noRidersHere')}
          </p>
        ) : (
          <SelectField label={t('staffDelivery.deliveryPerson')} {...form.text('delivery_person_id')}>
            <option value="">{t('staffDelivery.selectPerson')}</option>
            {riders.map((r) => (
              <option key={r.id} value={r.id}>
                {t('staffDelivery.riderLoad', { rider: r.username, count: r.active_deliveries })}
              </option>
            ))}
          </SelectField>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('staffDelivery.cancel')}
          </Button>
          <Button type="submit" busy={assign.isPending} disabled={riders.length === 0}>
            {t(assign.isPending ? 'staffDelivery.assigning' : 'staffDelivery.assign')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
