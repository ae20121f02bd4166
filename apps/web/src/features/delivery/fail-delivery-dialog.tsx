import { RIDER_FAILURE_REASONS, type RiderFailureReason } from '@app/api/enums';
import { deliveryStatusForm } from '@app/api/schemas';
import { Button } from '@app/ui/button';
import { Dialog } from '@app/ui/dialog';
import { SelectField, TextAreaField } from '@app/ui/field';
import { useSchemaForm } from '../../lib/form.ts';
import { useT } from '../../lib/i18n.ts';
import rider from '../../locales/compiled/rider.ts';

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
  const { t } = useT(rider);
  const form = useSchemaForm(deliveryStatusForm, { status: 'failed', notes: '', reason: '' });
  const reason = form.text('reason');
  return (
    <Dialog open onClose={onClose} title={t('rider.fail.title', { number: orderNumber })}>
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
        {/* The reason's one error is that none is chosen: said in the rider's language. */}
        <SelectField
          label={t('rider.fail.reason')}
          {...reason}
          error={reason.error && t('rider.fail.reasonError')}
        >
          <option value="">{t('rider.fail.reasonPick')}</option>
          {RIDER_FAILURE_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`rider.fail.${r}`)}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label={t('rider.fail.notes')}
          optional
          placeholder={t('rider.fail.notesPlaceholder')}
          maxLength={500}
          {...form.text('notes')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" size="lg" onClick={onClose}>
            {t('rider.cancel')}
          </Button>
          <Button type="submit" variant="danger" size="lg">
            {t('rider.fail.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
