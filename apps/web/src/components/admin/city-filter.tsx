import { isSuperAdmin } from '@app/api/access';
import { SelectField } from '@app/ui/field';
import { session } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';

/** A city filter: every city for the super admin; a sub-admin's own city, fixed. */
export function CityFilter({ value, onChange }: { value: string; onChange: (cityId: string) => void }) {
  const user = session.user();
  const cities = trpc.site.cities.list.useQuery({ include_inactive: true }, { staleTime: 300_000 });
  if (!isSuperAdmin(user))
    return (
      <SelectField label="City" value={user?.city_id ?? ''} disabled onChange={() => undefined}>
        <option value={user?.city_id ?? ''}>{user?.city_name ?? 'Your city'}</option>
      </SelectField>
    );
  return (
    <SelectField label="City" value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">All cities</option>
      {cities.data?.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </SelectField>
  );
}
