import { createOutletInput } from '@app/api/schemas';
import { Button } from '@app/ui/button';
import { Dialog } from '@app/ui/dialog';
import { SelectField, TextAreaField, TextField } from '@app/ui/field';
import { toast } from 'sonner';
import { errorMessage, serverFieldErrors } from '../../lib/errors.ts';
import { useSchemaForm } from '../../lib/form.ts';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import business from '../../locales/compiled/business.ts';
import type { Outlet } from './outlets-section.tsx';

/** Adds an outlet (outlet null) or edits one; the server checks the GSTIN against the city's state. */
export function OutletDialog({
  businessId,
  outlet,
  onClose,
}: {
  businessId: string;
  outlet: Outlet | null;
  onClose: () => void;
}) {
  const { t } = useT(business);
  const cities = trpc.site.cities.list.useQuery(undefined, { staleTime: 300_000 });
  const utils = trpc.useUtils();
  const form = useSchemaForm(createOutletInput, {
    business_id: businessId,
    name: outlet?.name ?? '',
    address: outlet?.address ?? '',
    city_id: outlet?.city_id ?? '',
    fssai_number: outlet?.fssai_number ?? '',
    gstin: outlet?.gstin ?? '',
  });
  const done = {
    onSuccess() {
      toast.success(t('business.outletSaved'));
      utils.business.invalidate();
      onClose();
    },
    onError(e: unknown) {
      form.setErrors(serverFieldErrors(e));
      toast.error(errorMessage(e, t('business.saveFailed')));
    },
  };
  const create = trpc.business.createOutlet.useMutation(done);
  const update = trpc.business.updateOutlet.useMutation(done);
  const busy = create.isPending || update.isPending;
  const formId = 'outlet-form';
  return (
    <Dialog
      open
      onClose={onClose}
      title={outlet ? t('business.editOutletTitle') : t('business.newOutletTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('business.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {t('business.save')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          const data = form.validate();
          if (!data) return;
          if (outlet) update.mutate({ ...data, outlet_id: outlet.id });
          else create.mutate(data);
        }}
      >
        <TextField label={t('business.outletName')} autoComplete="organization" {...form.text('name')} />
        <TextAreaField
          label={t('business.address')}
          autoComplete="street-address"
          {...form.text('address')}
        />
        <SelectField
          label={t('business.city')}
          value={String(form.values.city_id ?? '')}
          onChange={(e) => form.set('city_id', e.target.value)}
          error={form.error('city_id')}
        >
          <option value="">{t('business.cityChoose')}</option>
          {cities.data?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}, {c.state}
            </option>
          ))}
        </SelectField>
        <TextField label={t('business.fssai')} inputMode="numeric" optional {...form.text('fssai_number')} />
        <TextField
          label={t('business.gstin')}
          optional
          autoCapitalize="characters"
          hint={t('business.gstinHint')}
          {...form.text('gstin')}
        />
      </form>
    </Dialog>
  );
}
