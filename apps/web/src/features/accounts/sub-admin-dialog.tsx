import type { RouterOutputs } from '@app/api';
import { PERMISSIONS } from '@app/api/enums';
import { subAdminCreateInput, subAdminInput } from '@app/api/schemas';
import { Button } from '@app/ui/button';
import { Dialog } from '@app/ui/dialog';
import { SelectField, TextAreaField, TextField } from '@app/ui/field';
import type { z } from 'zod';
import { serverFieldErrors } from '../../lib/errors.ts';
import { useSchemaForm } from '../../lib/form.ts';
import { useT } from '../../lib/i18n.ts';
import people from '../../locales/compiled/people.ts';
import { permissionKey } from './sub-admin-table.tsx';

export type SubAdmin = RouterOutputs['accounts']['subAdmins']['list'][number];
export type SubAdminValues = z.output<typeof subAdminInput>;

/** Create (password required) or edit (blank password keeps the current one) a sub-admin. */
export function SubAdminDialog({
  subAdmin,
  cities,
  busy,
  onSubmit,
  onClose,
}: {
  subAdmin: SubAdmin | null;
  cities: { id: string; name: string; state: string }[];
  busy: boolean;
  onSubmit: (values: SubAdminValues) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useT(people);
  const form = useSchemaForm(subAdmin ? subAdminInput : subAdminCreateInput, {
    username: subAdmin?.username ?? '',
    email: subAdmin?.email ?? '',
    password: '',
    phone: subAdmin?.phone ?? '',
    city_id: subAdmin?.city_id ?? '',
    restaurant_name: subAdmin?.restaurant_name ?? '',
    address: subAdmin?.address ?? '',
    permissions: subAdmin?.permissions ?? [],
    is_active: subAdmin?.is_active ?? true,
  });
  const granted = form.values.permissions as string[];
  const idle = subAdmin ? t('people.sub.update') : t('people.sub.create');
  return (
    <Dialog
      open
      onClose={onClose}
      title={subAdmin ? t('people.sub.editTitle') : t('people.sub.create')}
      className="max-w-2xl"
    >
      <form
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={async (e) => {
          e.preventDefault();
          const data = form.validate();
          if (!data) return;
          try {
            await onSubmit(data);
          } catch (err) {
            form.setErrors(serverFieldErrors(err));
          }
        }}
      >
        <TextField label={t('people.username')} required autoComplete="off" {...form.text('username')} />
        <TextField
          label={t('people.email')}
          type="email"
          required
          autoComplete="off"
          hint={subAdmin ? t('people.emailChangeHint') : undefined}
          {...form.text('email')}
        />
        <TextField
          label={t('people.password')}
          type="password"
          autoComplete="new-password"
          required={!subAdmin}
          hint={subAdmin ? t('people.passwordKeep') : t('people.passwordMin')}
          {...form.text('password')}
        />
        <TextField label={t('people.phone')} type="tel" inputMode="tel" optional {...form.text('phone')} />
        <SelectField label={t('people.city')} required {...form.text('city_id')}>
          <option value="">{t('people.chooseCity')}</option>
          {cities.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}, {c.state}
            </option>
          ))}
        </SelectField>
        <TextField label={t('people.restaurantName')} optional {...form.text('restaurant_name')} />
        <TextAreaField
          label={t('people.address')}
          optional
          className="sm:col-span-2"
          {...form.text('address')}
        />
        <fieldset className="sm:col-span-2">
          <legend className="mb-2 text-sm font-medium text-stone-800">{t('people.permissions')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {PERMISSIONS.map((p) => (
              <label key={p} className="flex items-center gap-2 text-sm text-stone-800">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-700"
                  checked={granted.includes(p)}
                  onChange={(e) =>
                    form.set(
                      'permissions',
                      e.target.checked ? [...granted, p] : granted.filter((x) => x !== p),
                    )
                  }
                />
                {t(permissionKey(p))}
              </label>
            ))}
          </div>
        </fieldset>
        {subAdmin && (
          <label className="flex items-center gap-2 text-sm font-medium text-stone-800 sm:col-span-2">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={form.values.is_active === true}
              onChange={(e) => form.set('is_active', e.target.checked)}
            />
            {t('people.sub.activeCheck')}
          </label>
        )}
        <div className="flex justify-end gap-2 pt-2 sm:col-span-2">
          <Button variant="secondary" onClick={onClose}>
            {t('people.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {busy ? (subAdmin ? t('people.sub.updating') : t('people.sub.creating')) : idle}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
