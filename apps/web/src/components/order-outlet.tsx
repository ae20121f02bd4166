import { useT } from '../lib/i18n.ts';
import orderOutlet from '../locales/compiled/orderOutlet.ts';

/** An order's outlet as its answers name it, for a business of several (decision 0119). */
export interface OrderOutletView {
  outlet?: { id: string; name: string; city_name: string | null; gstin: string | null } | null;
  placed_by_name?: string | null;
}

/**
 * The outlet an order was placed for (name, city, GSTIN) and who placed it, under the customer's
 * name; nothing for a business of one outlet. Names are data: never translated.
 */
export function OrderOutlet({ order, gstin = true }: { order: OrderOutletView; gstin?: boolean }) {
  const { t } = useT(orderOutlet);
  const o = order.outlet;
  if (!o) return null;
  return (
    <span className="block text-xs text-stone-700" data-testid="order-outlet">
      <span className="block">
        {t('orderOutlet.outlet')}:{' '}
        <span translate="no" className="font-medium text-stone-900">
          {o.name}
        </span>
        {o.city_name && (
          <>
            {' · '}
            <span translate="no">{o.city_name}</span>
          </>
        )}
        {gstin && o.gstin && (
          <>
            {' · '}
            {t('orderOutlet.gstin')} <span translate="no">{o.gstin}</span>
          </>
        )}
      </span>
      {order.placed_by_name && (
        <span className="block" data-testid="order-placed-by">
          {t('orderOutlet.placedBy')}: <span translate="no">{order.placed_by_name}</span>
        </span>
      )}
    </span>
  );
}
