import { isSuperAdmin } from '@app/api/access';
import { SelectField } from '@app/ui/field';
import { useT } from '../../lib/i18n.ts';
import { session } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import admin from '../../locales/compiled/admin.ts';

/** A city filter: every city for the super admin; a sub-admin's own city, fixed. */
export function CityFilter({ value, onChange }: { value: string; onChange: (cityId: string) => void }) {
  const { t } = useT(admin);
  const user = session.user();
  const cities = trpc.site.cities.list.useQuery({ include_inactive: true }, { staleTime: 300_000 });
  if (!isSuperAdmin(user))
    return (
      <SelectField label={t('admin.city')} value={user?.city_id ?? ''} disabled onChange={() => undefined}>
        <option value={user?.city_id ?? ''}>{user?.city_name ?? t('admin.yourCity')}</option>
      </SelectField>
    );
  return (
    <SelectField label={t('admin.city')} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{t('admin.allCities')}</option>
      {cities.data?.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </SelectField>
  );
}
