import { formatRupees } from '@app/api/shared';
import { Link } from '@tanstack/react-router';
import { CalendarDays } from 'lucide-react';
import { useT } from '../../lib/i18n.ts';
import type { Cart } from '../../lib/use-cart.ts';
import { WEEK } from '../../lib/week.ts';
import cartTermsText from '../../locales/compiled/cartTerms.ts';

type Supplier = Cart['suppliers'][number];

/** Whole rupees without paise ("₹120"), as a shortfall reads; other amounts keep them. */
const shortRupees = (v: number) => formatRupees(v).replace(/\.00$/, '');

/** A supplier's terms worth saying: a minimum, fewer than seven delivery days or an order-by time. */
const hasTerms = (s: Supplier) =>
  s.minimum_order !== null || s.delivery_days.length < 7 || s.order_by !== null;

/** Each supplier's terms in the buyer's city (decision 0095): how far from its minimum, when it delivers. */
export function SupplierTerms({ suppliers }: { suppliers: readonly Supplier[] }) {
  const { t } = useT(cartTermsText);
  const shown = suppliers.filter(hasTerms);
  if (shown.length === 0) return null;
  return (
    <ul
      aria-label={t('cartTerms.label')}
      className="mt-3 flex flex-col gap-2 border-t border-stone-200 pt-3 text-sm"
    >
      {shown.map((s) => (
        <li key={s.supplier_id}>
          {s.minimum_shortfall > 0 ? (
            <>
              <p className="font-medium text-amber-800">
                {t('cartTerms.shortfall', {
                  amount: shortRupees(s.minimum_shortfall),
                  supplier: s.supplier_name,
                })}
              </p>
              {s.delivery_charge > 0 && (
                <p className="text-stone-700">
                  {t('cartTerms.charge', {
                    supplier: s.supplier_name,
                    amount: formatRupees(s.delivery_charge),
                  })}
                </p>
              )}
            </>
          ) : (
            s.minimum_order !== null && (
              <p className="text-stone-700">
                {t('cartTerms.minimumMet', {
                  supplier: s.supplier_name,
                  amount: shortRupees(s.minimum_order),
                })}
              </p>
            )
          )}
          {(s.delivery_days.length < 7 || s.order_by !== null) && (
            <p className="flex items-start gap-1.5 text-xs text-stone-600">
              <CalendarDays aria-hidden className="mt-0.5 size-3.5 shrink-0" />
              <span>
                {t('cartTerms.days', {
                  supplier: s.supplier_name,
                  days: WEEK.filter((d) => s.delivery_days.includes(d))
                    .map((d) => t(`cartTerms.day.${d}`))
                    .join(', '),
                })}
                {s.order_by !== null && ` ${t('cartTerms.orderBy', { time: s.order_by })}`}
              </span>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * True while some supplier's part of the cart is under a minimum it refuses orders below:
 * checkout would refuse it. One that charges for delivery below it takes the order.
 */
export const underMinimum = (suppliers: readonly Supplier[]) =>
  suppliers.some((s) => s.minimum_shortfall > 0 && s.below_minimum_charge === null);

/** True when no day suits every supplier: the cart goes as a delivery per supplier. */
export const noCommonDay = (suppliers: readonly Supplier[]) =>
  suppliers.length > 1 && !WEEK.some((d) => suppliers.every((s) => s.delivery_days.includes(d)));

/** A checkout per supplier, when its suppliers deliver on different days (decision 0095). */
export function SplitBySupplier({ suppliers }: { suppliers: readonly Supplier[] }) {
  const { t } = useT(cartTermsText);
  return (
    <div className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
      <p>{t('cartTerms.split')}</p>
      <ul className="mt-2 flex flex-col gap-2">
        {suppliers.map((s) => (
          <li key={s.supplier_id}>
            <Link
              to="/checkout"
              search={{ supplier: s.supplier_id }}
              className="inline-flex min-h-11 items-center font-medium text-brand-800 underline"
            >
              {t('cartTerms.checkoutFor', { supplier: s.supplier_name })}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
