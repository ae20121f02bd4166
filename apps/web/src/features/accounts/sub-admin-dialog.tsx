import type { RouterOutputs } from '@app/api';
import { PERMISSIONS } from '@app/api/enums';
import { subAdminCreateInput, subAdminInput } from '@app/api/schemas';
import { Button } from '@app/ui/button';
import { Dialog } from '@app/ui/dialog';
import { SelectField, TextAreaField, TextField } from '@app/ui/field';
import type { z } from 'zod';
import { serverFieldErrors } from '../../lib/errors.ts';
import { useSchemaForm } from '../../lib/form.ts';
import { EMAIL_CHANGE_HINT } from './edit-account-dialog.tsx';

export type SubAdmin = RouterOutputs['accounts']['subAdmins']['list'][number];
export type SubAdminValues = z.output<typeof subAdminInput>;

export const PERMISSION_LABEL: Record<(typeof PERMISSIONS)[number], string> = {
  manage_products: 'Manage products',
  manage_orders: 'Manage orders',
  manage_customers: 'Manage customers',
  view_analytics: 'View analytics',
  manage_suppliers: 'Manage suppliers',
  approve_products: 'Approve products',
};

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
  const idle = subAdmin ? 'Update Sub-Admin' : 'Create Sub-Admin';
  return (
    <Dialog
      open
      onClose={onClose}
      title={subAdmin ? 'Edit Sub-Admin' : 'Create Sub-Admin'}
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
        <TextField label="Username" required autoComplete="off" {...form.text('username')} />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="off"
          hint={subAdmin ? EMAIL_CHANGE_HINT : undefined}
          {...form.text('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required={!subAdmin}
          hint={subAdmin ? 'Leave blank to keep the current password' : 'At least 6 characters'}
          {...form.text('password')}
        />
        <TextField label="Phone" type="tel" inputMode="tel" optional {...form.text('phone')} />
        <SelectField label="City" required {...form.text('city_id')}>
          <option value="">Choose a city</option>
          {cities.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}, {c.state}
            </option>
          ))}
        </SelectField>
        <TextField label="Restaurant name" optional {...form.text('restaurant_name')} />
        <TextAreaField label="Address" optional className="sm:col-span-2" {...form.text('address')} />
        <fieldset className="sm:col-span-2">
          <legend className="mb-2 text-sm font-medium text-stone-800">Permissions</legend>
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
                {PERMISSION_LABEL[p]}
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
            Active (an inactive sub-admin is logged out and cannot log in)
          </label>
        )}
        <div className="flex justify-end gap-2 pt-2 sm:col-span-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={busy}>
            {busy ? (subAdmin ? 'Updating...' : 'Creating...') : idle}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
