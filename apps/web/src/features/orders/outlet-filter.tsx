import { SelectField } from '@app/ui/field';
import { useNavigate } from '@tanstack/react-router';
import { useT } from '../../lib/i18n.ts';
import { OUTLET_KEY } from '../../lib/stored-token.ts';
import { trpc } from '../../lib/trpc.ts';
import orderOutlet from '../../locales/compiled/orderOutlet.ts';

/**
 * The outlet the orders page shows (decision 0119), kept in the URL (`?outlet=`): the orders, the
 * credit account and its statement follow it. Only for a person reaching several outlets of the
 * business (the owner every one, a purchase manager its own); outlet staff of one see none.
 */
export default function OutletFilter({ outlet }: { outlet: string | undefined }) {
  const { t } = useT(orderOutlet);
  const navigate = useNavigate();
  const list = trpc.business.list.useQuery(undefined, { staleTime: 5 * 60_000 });
  const chosen = localStorage.getItem(OUTLET_KEY);
  const business = list.data?.find((b) => b.outlets.some((o) => o.id === chosen)) ?? list.data?.[0];
  if (!business || business.outlets.length < 2) return null;
  return (
    <SelectField
      label={t('orderOutlet.filter')}
      className="mb-4 max-w-sm"
      value={outlet ?? ''}
      onChange={(e) =>
        void navigate({ to: '/orders', search: { outlet: e.target.value || undefined }, replace: true })
      }
    >
      <option value="">{t('orderOutlet.allOutlets')}</option>
      {business.outlets.map((o) => (
        <option key={o.id} value={o.id} translate="no">
          {o.name}
        </option>
      ))}
    </SelectField>
  );
}
