import { overrideDeliveryInput, reviewDeliveryInput } from '@app/api/schemas';
import { Button } from '@app/ui/button';
import { Dialog } from '@app/ui/dialog';
import { TextAreaField } from '@app/ui/field';
import { Spinner } from '@app/ui/spinner';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/errors.ts';
import { useSchemaForm } from '../../lib/form.ts';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import staffDelivery from '../../locales/compiled/staffDelivery.ts';
import { useCashCollected } from './cash-collected-field.tsx';
import { type Assignment, proofLine } from './delivery-lists.tsx';

const reviewForm = reviewDeliveryInput.pick({ note: true });
const overrideForm = overrideDeliveryInput.pick({ reason: true });

function useDone(onClose: () => void, message: string) {
  const { t } = useT(staffDelivery);
  const utils = trpc.useUtils();
  return {
    onSuccess() {
      toast.success(message);
      utils.delivery.staff.overview.invalidate();
      onClose();
    },
    onError(e: unknown) {
      toast.error(errorMessage(e, t('staffDelivery.tryAgainSentence')));
      utils.delivery.staff.overview.invalidate();
    },
  };
}

/** The rider's photo of the drop (fetched only when opened) and staff's review with an optional note. */
export function ReviewDialog({ assignment, onClose }: { assignment: Assignment; onClose: () => void }) {
  const { t } = useT(staffDelivery);
  const order = assignment.order_number;
  const photo = trpc.delivery.staff.proofPhoto.useQuery(
    { id: assignment.id },
    { enabled: assignment.has_proof_photo, staleTime: Number.POSITIVE_INFINITY },
  );
  const form = useSchemaForm(reviewForm, { note: '' });
  const review = trpc.delivery.staff.review.useMutation(
    useDone(onClose, t('staffDelivery.reviewed', { order })),
  );
  return (
    <Dialog open onClose={onClose} title={t('staffDelivery.reviewTitle', { order })}>
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
          {t('staffDelivery.withoutCode', {
            rider: assignment.delivery_person_name,
            proof: proofLine(assignment) ?? '',
          })}
        </p>
        {assignment.has_proof_photo &&
          (photo.data ? (
            <img
              src={`data:${photo.data.contentType};base64,${photo.data.base64}`}
              alt={t('staffDelivery.photoAlt', { order })}
              className="max-h-80 w-full rounded-lg bg-stone-100 object-contain"
            />
          ) : photo.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(photo.error, t('staffDelivery.photoFailed'))}
            </p>
          ) : (
            <Spinner />
          ))}
        <TextAreaField label={t('staffDelivery.note')} optional rows={2} {...form.text('note')} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('staffDelivery.cancel')}
          </Button>
          <Button type="submit" busy={review.isPending}>
            {t('staffDelivery.markReviewed')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Staff mark a delivery on its way delivered without the rider's proof; the reason is audit-logged. */
export function OverrideDialog({ assignment, onClose }: { assignment: Assignment; onClose: () => void }) {
  const { t } = useT(staffDelivery);
  const order = assignment.order_number;
  const form = useSchemaForm(overrideForm, { reason: '' });
  const cash = useCashCollected(assignment);
  const override = trpc.delivery.staff.override.useMutation(
    useDone(onClose, t('staffDelivery.markedDelivered', { order })),
  );
  return (
    <Dialog open onClose={onClose} title={t('staffDelivery.overrideTitle', { order })}>
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
          {t('staffDelivery.overrideWhen', {
            destination: assignment.restaurant_name || assignment.customer_name,
            rider: assignment.delivery_person_name,
          })}
        </p>
        <TextAreaField label={t('staffDelivery.reason')} rows={3} {...form.text('reason')} />
        {cash.field}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('staffDelivery.cancel')}
          </Button>
          <Button type="submit" busy={override.isPending}>
            {t('staffDelivery.markDelivered')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
