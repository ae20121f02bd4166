import { formatRupees, priceBreakdown } from '@app/api/shared';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { EmptyState } from '@app/ui/empty-state';
import { Spinner } from '@app/ui/spinner';
import { Link } from '@tanstack/react-router';
import { ShoppingCart, TriangleAlert } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { CustomerLayout } from '../../components/customer-header.tsx';
import { MeasureStepper } from '../../components/measure-stepper.tsx';
import { QuantityStepper } from '../../components/quantity-stepper.tsx';
import { SoldBy } from '../../components/sold-by.tsx';
import { useT } from '../../lib/i18n.ts';
import { type CartItem, priceLine, useCart, useCartLine } from '../../lib/use-cart.ts';
import { estimateText, largestTolerance } from '../../lib/weighing.ts';
import cartText from '../../locales/compiled/cart.ts';
import cartTermsText from '../../locales/compiled/cartTerms.ts';
import checkoutText from '../../locales/compiled/checkout.ts';
import weighingText from '../../locales/compiled/weighing.ts';
import { LinePrice, NextBreak } from './line-price.tsx';
import { PriceRow, rupees } from './price-lines.tsx';
import { SaveListButton } from './save-list.tsx';
import { noCommonDay, SplitBySupplier, SupplierTerms, underMinimum } from './supplier-terms.tsx';

// What is left of the outlet's monthly budget (decision 0113), apart from the cart's chunk.
const BudgetLeft = lazy(() => import('../approvals/budget-left.tsx'));

const linkButton =
  'inline-flex h-11 items-center justify-center rounded-lg px-4 text-sm font-medium transition-colors';

export function CartPage() {
  // The totals' labels are checkout's, which price-lines (and so this page) carries anyway.
  const { t } = useT(cartText, cartTermsText, checkoutText, weighingText);
  const cart = useCart(true);
  const items = cart.data?.items ?? [];
  const tolerance = largestTolerance(items);
  // Totals follow the optimistic lines at once; the server computes the same with the same function.
  const price = priceBreakdown(items.filter((i) => i.available).map(priceLine));
  const unavailable = items.some((i) => !i.available);
  const short = underMinimum(cart.data?.suppliers ?? []);
  const split = !unavailable && !short && noCommonDay(cart.data?.suppliers ?? []);
  const blocked = unavailable || short || split;
  return (
    <CustomerLayout title={t('cart.title')}>
      {cart.isPending ? (
        <Spinner label={t('cart.loading')} />
      ) : cart.isError ? (
        <EmptyState icon={TriangleAlert} title={t('cart.failed')}>
          <Button variant="secondary" className="mt-2" onClick={() => cart.refetch()}>
            {t('cart.tryAgain')}
          </Button>
        </EmptyState>
      ) : items.length === 0 ? (
        <EmptyState icon={ShoppingCart} title={t('cart.empty')}>
          <p>{t('cart.emptyHint')}</p>
          <Link to="/products" className={`${linkButton} mt-4 bg-brand-700 text-white hover:bg-brand-800`}>
            {t('cart.startShopping')}
          </Link>
        </EmptyState>
      ) : (
        <div className="grid items-start gap-4 lg:grid-cols-[1fr_20rem]">
          <Suspense fallback={null}>
            <div className="lg:col-span-2">
              <BudgetLeft />
            </div>
          </Suspense>
          <ul aria-label={t('cart.itemsLabel')} className="flex flex-col gap-3">
            {items.map((item) => (
              <CartLine
                key={item.id}
                item={item}
                supplier={cart.data.suppliers.find((s) => s.supplier_id === item.supplier_id)?.supplier_name}
              />
            ))}
          </ul>
          <Card className="p-4 lg:sticky lg:top-20">
            <h2 className="mb-2 text-lg font-semibold">{t('cart.summary')}</h2>
            <dl className="text-sm">
              <PriceRow label={t('cart.items')} value={cart.data.count} />
              <PriceRow label={t('checkout.subtotal')} value={rupees(price.subtotalPaise)} />
              <PriceRow label={t('checkout.platformFee')} value={rupees(price.platformFeePaise)} />
              <PriceRow
                label={t(tolerance === null ? 'cart.totalBeforeTax' : 'weighing.estimatedTotal')}
                value={rupees(price.cartTotalPaise)}
                strong
              />
            </dl>
            <p className="mt-2 text-xs text-stone-500">{t('cart.taxLater')}</p>
            {tolerance !== null && (
              <p className="mt-1 text-xs text-amber-800">{t('weighing.cartNote', { tolerance })}</p>
            )}
            <SupplierTerms suppliers={cart.data.suppliers} />
            {split && <SplitBySupplier suppliers={cart.data.suppliers} />}
            {blocked && !split && (
              <p className="mt-2 text-sm font-medium text-red-700" role="alert">
                {t(unavailable ? 'cart.fixFirst' : 'cartTerms.fixFirst')}
              </p>
            )}
            {blocked ? (
              <Button className="mt-4 w-full" disabled>
                {t('cart.proceed')}
              </Button>
            ) : (
              <Link
                to="/checkout"
                className={`${linkButton} mt-4 w-full bg-brand-700 text-white hover:bg-brand-800`}
              >
                {t('cart.proceed')}
              </Link>
            )}
            <Link
              to="/products"
              className={`${linkButton} mt-2 w-full border border-stone-300 bg-white text-stone-800 hover:bg-stone-100`}
            >
              {t('cart.continue')}
            </Link>
            <SaveListButton
              source={{ from_cart: true }}
              label={t('cart.saveAsList')}
              className="mt-2 w-full"
            />
          </Card>
        </div>
      )}
    </CustomerLayout>
  );
}

function CartLine({ item, supplier }: { item: CartItem; supplier: string | undefined }) {
  const { t } = useT(cartText);
  const { update, remove } = useCartLine();
  const max = Math.max(item.quantity, item.stock_quantity);
  const label = t('cart.quantityOf', { name: item.product_name });
  const setQuantity = (quantity: number) => update.mutate({ id: item.id, quantity });
  const nameId = useId();
  return (
    <li>
      <Card className="flex gap-3 p-3">
        <img
          src={item.product_image}
          alt=""
          width={72}
          height={72}
          loading="lazy"
          className="size-18 shrink-0 rounded-lg bg-stone-100 object-contain p-1"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <h2 id={nameId} className="font-semibold text-stone-900">
                {item.product_name}
              </h2>
              <SoldBy brand={item.brand} supplier={supplier} />
              <LinePrice item={item} />
            </div>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('cart.removeItem', { name: item.product_name })}
              onClick={() => remove.mutate({ id: item.id })}
            >
              {t('cart.remove')}
            </Button>
          </div>
          {item.issue && (
            <p className="text-sm font-medium text-red-700" role="alert">
              {item.issue}
            </p>
          )}
          <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
            {item.sold_by === 'pack' ? (
              <QuantityStepper label={label} value={item.quantity} min={0} max={max} onChange={setQuantity} />
            ) : (
              <MeasureStepper
                label={label}
                value={item.quantity}
                measure={item}
                max={max}
                removable
                onChange={setQuantity}
              />
            )}
            <p className="font-semibold tabular-nums">
              <span className="sr-only">{t('cart.lineSubtotal')} </span>
              {formatRupees(item.line_total)}
            </p>
          </div>
          <NextBreak item={item} busy={update.isPending} describedBy={nameId} onAdd={setQuantity} />
          {item.weighed && <p className="text-xs text-amber-800">{estimateText(item)}</p>}
        </div>
      </Card>
    </li>
  );
}
