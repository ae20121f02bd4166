import { formatRupees, type PriceBreakdown, type PriceLine, toPaise, toRupees } from '@app/api/shared';
import { cn } from '@app/ui/cn';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n.ts';
import type { Cart } from '../../lib/use-cart.ts';
import checkoutText from '../../locales/compiled/checkout.ts';
import weighingText from '../../locales/compiled/weighing.ts';

export function PriceRow({ label, value, strong }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <div
      className={cn(
        'flex justify-between gap-4 py-1',
        strong && 'border-t border-stone-200 pt-2 text-base font-bold',
      )}
    >
      <dt className={strong ? 'text-stone-900' : 'text-stone-600'}>{label}</dt>
      <dd className="tabular-nums text-stone-900">{value}</dd>
    </div>
  );
}

export const rupees = (paise: number) => formatRupees(toRupees(paise));

/**
 * The delivery charges of the suppliers under their minimums, as the server priced them (decision
 * 0095), for the shared price rule; `only`: one supplier's checkout.
 */
export const chargeLines = (suppliers: Cart['suppliers'], only?: string): PriceLine[] =>
  suppliers
    .filter((s) => s.delivery_charge > 0 && (!only || s.supplier_id === only))
    .map((s) => ({
      pricePaise: toPaise(s.delivery_charge),
      quantity: 1,
      soldBy: 'pack',
      gstRate: s.delivery_charge_gst_rate,
    }));

/**
 * Checkout totals (spec section 9), from the one shared price function: GST one row per rate
 * (one "GST (5%)" row when every line is at 5%), the fees GST-inclusive. With lines weighed when
 * packed (`tolerance`: the largest of theirs) the total is an estimate.
 */
export function CheckoutTotals({ price, tolerance }: { price: PriceBreakdown; tolerance: number | null }) {
  const { t } = useT(checkoutText, weighingText);
  return (
    <>
      <dl className="text-sm">
        <PriceRow label={t('checkout.subtotal')} value={rupees(price.subtotalPaise)} />
        {price.supplierChargesPaise > 0 && (
          <PriceRow label={t('checkout.supplierCharges')} value={rupees(price.supplierChargesPaise)} />
        )}
        {price.gstByRate.length === 0 ? (
          <PriceRow label={t('checkout.gst')} value={rupees(0)} />
        ) : (
          price.gstByRate.map((r) => (
            <PriceRow
              key={r.rate}
              label={
                price.gstByRate.length === 1 ? (
                  t('checkout.gstRate', { rate: r.rate })
                ) : (
                  <>
                    {t('checkout.gstRate', { rate: r.rate })}{' '}
                    <span className="text-stone-500">
                      {t('checkout.gstOn', { amount: rupees(r.taxablePaise) })}
                    </span>
                  </>
                )
              }
              value={rupees(r.taxPaise)}
            />
          ))
        )}
        <PriceRow
          label={t('checkout.deliveryFee')}
          value={
            price.deliveryFeePaise === 0 ? (
              <span className="font-medium text-brand-800">{t('checkout.free')}</span>
            ) : (
              rupees(price.deliveryFeePaise)
            )
          }
        />
        <PriceRow label={t('checkout.platformFee')} value={rupees(price.platformFeePaise)} />
        <PriceRow
          label={t(tolerance === null ? 'checkout.total' : 'weighing.estimatedTotal')}
          value={rupees(price.totalPaise)}
          strong
        />
      </dl>
      {tolerance !== null && (
        <p className="pt-1 text-xs font-medium text-amber-800">{t('weighing.checkoutNote', { tolerance })}</p>
      )}
      <p className="pt-1 text-xs text-stone-500">{t('checkout.feesIncludeGst')}</p>
    </>
  );
}
