import type { RouterOutputs } from '@app/api';
import { cn } from '@app/ui/cn';
import { useT } from '../../lib/i18n.ts';
import business from '../../locales/compiled/business.ts';
import type { Outlet } from './outlets-section.tsx';

type BusinessRole = RouterOutputs['business']['byId']['role'];

const OWNER: BusinessRole = 'owner';
// Each role once (the type makes the list whole), here rather than imported: a value imported from
// the enums module would be kept in the entry chunk that every page loads.
const ROLES = Object.keys({ owner: 1, purchase_manager: 1, outlet_staff: 1 } satisfies Record<
  BusinessRole,
  1
>) as BusinessRole[];

/** A role (with what it may do) and, for anyone but an owner, the outlets it buys for. */
export function RoleFields({
  role,
  outletIds,
  outlets,
  error,
  onRole,
  onOutlets,
}: {
  role: BusinessRole;
  outletIds: string[];
  outlets: Outlet[];
  error?: string;
  onRole: (role: BusinessRole) => void;
  onOutlets: (ids: string[]) => void;
}) {
  const { t } = useT(business);
  return (
    <>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-stone-800">{t('business.role')}</legend>
        <div className="grid gap-2">
          {ROLES.map((value) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer flex-col rounded-lg border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
                role === value
                  ? 'border-brand-700 bg-brand-50'
                  : 'border-stone-300 bg-white hover:bg-stone-50',
              )}
            >
              <input
                type="radio"
                name="role"
                value={value}
                checked={role === value}
                onChange={() => onRole(value)}
                className="sr-only"
              />
              <span className="font-semibold">{t(`business.role.${value}`)}</span>
              <span className="mt-0.5 text-xs text-stone-600">{t(`business.roleText.${value}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-stone-800">{t('business.outletsFor')}</legend>
        {role === OWNER ? (
          <p className="text-sm text-stone-600">{t('business.everyOutlet')}</p>
        ) : (
          <div className="flex flex-col gap-1">
            {outlets.map((o) => (
              <label key={o.id} className="flex min-h-11 items-center gap-3 text-sm">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  checked={outletIds.includes(o.id)}
                  onChange={(e) =>
                    onOutlets(e.target.checked ? [...outletIds, o.id] : outletIds.filter((x) => x !== o.id))
                  }
                />
                <span className="min-w-0 break-words">
                  {o.name}
                  {o.city_name && <span className="text-stone-500"> · {o.city_name}</span>}
                </span>
              </label>
            ))}
          </div>
        )}
        {error && (
          <p className="mt-1 text-xs font-medium text-red-700" role="alert">
            {error}
          </p>
        )}
      </fieldset>
    </>
  );
}
