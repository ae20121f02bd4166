import { isSuperAdmin } from '@app/api/access';
import { profileEditInput } from '@app/api/schemas';
import { Button } from '@app/ui/button';
import { Dialog } from '@app/ui/dialog';
import { SelectField, TextField } from '@app/ui/field';
import type { z } from 'zod';
import { serverFieldErrors } from '../../lib/errors.ts';
import { useSchemaForm } from '../../lib/form.ts';
import { useT } from '../../lib/i18n.ts';
import { session } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import people from '../../locales/compiled/people.ts';

export interface EditableAccount {
  id: string;
  name: string;
  email: string;
  phone: string;
  restaurant_name: string;
  fssai_number: string;
  city_id: string | null;
}

/** Spec edit payload: name, email, phone, restaurant name, FSSAI number; the super admin also moves the city. */
export function EditAccountDialog({
  account,
  companyLabel,
  title,
  busy,
  onSave,
  onClose,
}: {
  account: EditableAccount;
  companyLabel: string;
  title: string;
  busy: boolean;
  onSave: (values: z.output<typeof profileEditInput>) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useT(people);
  const form = useSchemaForm(profileEditInput, {
    name: account.name,
    email: account.email,
    phone: account.phone,
    restaurant_name: account.restaurant_name,
    fssai_number: account.fssai_number,
    city_id: account.city_id ?? undefined,
  });
  const movesCity = isSuperAdmin(session.user());
  const cities = trpc.site.cities.list.useQuery(undefined, { enabled: movesCity, staleTime: 300_000 });
  return (
    <Dialog open onClose={onClose} title={title}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={async (e) => {
          e.preventDefault();
          const data = form.validate();
          if (!data) return;
          try {
            await onSave(data);
          } catch (err) {
            form.setErrors(serverFieldErrors(err));
          }
        }}
      >
        <TextField label={t('people.name')} required autoComplete="off" {...form.text('name')} />
        <TextField
          label={t('people.email')}
          type="email"
          required
          autoComplete="off"
          // The server ends the account's sessions and mails the old address when staff change it.
          hint={t('people.emailChangeHint')}
          {...form.text('email')}
        />
        <TextField label={t('people.phone')} type="tel" inputMode="tel" optional {...form.text('phone')} />
        <TextField label={companyLabel} optional {...form.text('restaurant_name')} />
        <TextField label={t('people.fssai')} inputMode="numeric" optional {...form.text('fssai_number')} />
        {movesCity && (
          <SelectField
            label={t('people.city')}
            hint={t('people.cityHint')}
            value={String(form.values.city_id ?? '')}
            onChange={(e) => form.set('city_id', e.target.value || undefined)}
            error={form.error('city_id')}
          >
            {!account.city_id && <option value="">{t('people.noCityYet')}</option>}
            {cities.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}, {c.state}
              </option>
            ))}
          </SelectField>
        )}
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onClose}>
            {t('people.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {busy ? t('people.saving') : t('people.saveChanges')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
