import type { RouterInputs, RouterOutputs } from '@app/api';
import { checkoutFormInput } from '@app/api/schemas';
import { formatRupees, priceBreakdown, toPaise, toRupees } from '@app/api/shared';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { Spinner } from '@app/ui/spinner';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { CustomerLayout } from '../../components/customer-header.tsx';
import { SoldBy } from '../../components/sold-by.tsx';
import { errorMessage, refusal, serverFieldErrors } from '../../lib/errors.ts';
import { useSchemaForm } from '../../lib/form.ts';
import { useT } from '../../lib/i18n.ts';
import { Rich } from '../../lib/i18n-rich.tsx';
import { priceText, quantityText } from '../../lib/quantity.ts';
import { formatDay } from '../../lib/relative-time.ts';
import { OUTLET_KEY } from '../../lib/stored-token.ts';
import { trpc } from '../../lib/trpc.ts';
import { priceLine, useCart } from '../../lib/use-cart.ts';
import { largestTolerance } from '../../lib/weighing.ts';
import checkoutText from '../../locales/compiled/checkout.ts';
import weighingText from '../../locales/compiled/weighing.ts';
import { type CreditChoice, DeliveryForm } from './delivery-form.tsx';
import { CheckoutTotals, chargeLines, rupees } from './price-lines.tsx';
import type { SlotChoice } from './slot-picker.tsx';

// Its code loads beside the open slots it shows (their own request), not before the form.
const BudgetLeft = lazy(() => import('../approvals/budget-left.tsx'));
// Only after checkout answered approval_required (decision 0113).
const SendForApproval = lazy(() => import('../approvals/send-for-approval.tsx'));
const SlotPicker = lazy(() => import('./slot-picker.tsx').then((m) => ({ default: m.SlotPicker })));

export function CheckoutPage() {
  const { t } = useT(checkoutText);
  const me = trpc.accounts.me.useQuery();
  const cart = useCart(true);
  // The outlet chosen in the header fills the form in: its address and GSTIN are read first.
  const outlets = trpc.business.list.useQuery(undefined, {
    staleTime: 5 * 60_000,
    enabled: localStorage.getItem(OUTLET_KEY) !== null,
  });
  if (me.isPending || cart.isPending || outlets.isLoading)
    return (
      <CustomerLayout title={t('checkout.page.title')}>
        <Spinner label={t('checkout.page.loading')} />
      </CustomerLayout>
    );
  if (me.isError || cart.isError)
    return (
      <CustomerLayout title={t('checkout.page.title')}>
        <p role="alert" className="text-red-700">
          {t('checkout.page.failed')}
        </p>
      </CustomerLayout>
    );
  return <Checkout user={me.data} cart={cart.data} />;
}

type User = RouterOutputs['accounts']['me'];
type PlaceInput = RouterInputs['orders']['place'];
const termsLink = 'font-medium text-brand-800 underline';
const TERMS_HINT = 'checkout-terms-hint';
/**
 * Brings the first field in error into view and focus once the errors have rendered: on a phone a
 * refused checkout otherwise leaves its reason off screen (issue 41).
 */
const focusFirstError = () =>
  requestAnimationFrame(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus());
type CartData = RouterOutputs['cart']['list'];

function Checkout({ user, cart }: { user: User; cart: CartData }) {
  const { t } = useT(checkoutText, weighingText);
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  // One key per visit to checkout: a double click or a retry answers the same order.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [accepted, setAccepted] = useState(false);
  const [slot, setSlot] = useState<SlotChoice | null>(null);
  // One supplier's goods only, when the buyer splits its cart into deliveries by supplier.
  const only = useSearch({ from: '/_authed/checkout' }).supplier;
  const slots = trpc.slots.open.useQuery(only ? { supplier_id: only } : undefined);
  const ledger = trpc.credit.ledger.useQuery();
  const placed = useRef(false);
  // The server's total when it refused a rise over what was shown: placing again accepts it.
  const [newTotal, setNewTotal] = useState<{ seen: number; total: number } | null>(null);
  // The outlet chosen in the header (decision 0112), as its switch read it: its address and GSTIN.
  const chosen = localStorage.getItem(OUTLET_KEY);
  const outlet = utils.business.list
    .getData()
    ?.flatMap((b) => b.outlets)
    .find((o) => o.id === chosen);
  const form = useSchemaForm(checkoutFormInput, {
    contact_person: user.username,
    delivery_address: outlet?.address || user.address,
    landmark: '',
    phone: user.phone,
    alternate_phone: '',
    delivery_notes: '',
    payment_method: 'COD',
    gstin: (outlet ? outlet.gstin : user.gstin) ?? '',
  });
  const items = cart.items.filter((i) => i.available && (!only || i.supplier_id === only));
  const supplierName = only && cart.suppliers.find((s) => s.supplier_id === only)?.supplier_name;

  useEffect(() => {
    if (items.length === 0 && !placed.current) {
      toast.error(t('checkout.page.cartEmpty'));
      navigate({ to: '/cart', replace: true });
    }
  }, [items.length, navigate]);

  const verify = trpc.payments.verify.useMutation();
  const createPayment = trpc.payments.create.useMutation();
  // The outlet's rules want approval: why, and the same checkout to send for it (decision 0113).
  const [approval, setApproval] = useState<{ reason: string; input: PlaceInput } | null>(null);
  const leaveCart = () => {
    placed.current = true;
    if (only) void utils.cart.list.invalidate();
    else utils.cart.list.setData(undefined, (old) => old && { ...old, items: [], count: 0, line_count: 0 });
    void utils.orders.list.invalidate();
    void utils.notifications.list.invalidate();
  };
  const sentForApproval = () => {
    leaveCart();
    void utils.cart.list.invalidate();
    navigate({ to: '/orders', hash: 'approvals' });
  };
  const place = trpc.orders.place.useMutation({
    async onSuccess(order) {
      leaveCart();
      // The stock shown on the catalogue's cards changed.
      void utils.catalog.items.list.invalidate();
      if (order.payment_method !== 'ONLINE') {
        await verify.mutateAsync({ id: order.id }).catch(() => undefined);
        void utils.credit.ledger.invalidate();
        toast.success(t('checkout.page.placed'), {
          description:
            order.payment_method === 'CREDIT'
              ? t('checkout.page.placedCredit', {
                  date: order.credit_due_date ? formatDay(order.credit_due_date) : '',
                })
              : order.confirm_deadline
                ? t('checkout.page.awaitsStaff')
                : t('checkout.pay.cod'),
        });
        // A split cart's other suppliers' goods are still waiting in it.
        navigate({ to: only && cart.items.length > items.length ? '/cart' : '/orders' });
        return;
      }
      try {
        const session = await createPayment.mutateAsync({ id: order.id });
        if (session.success && session.payment_link) {
          toast.info(t('checkout.page.redirecting'));
          window.location.assign(session.payment_link);
          return;
        }
        const detail = 'detail' in session ? session.detail : undefined;
        toast.error(detail || t('checkout.page.sessionFailed'));
      } catch (e) {
        toast.error(errorMessage(e, t('checkout.page.sessionFailed')));
      }
      navigate({ to: '/orders' });
    },
    onError(e, input) {
      const refused = refusal(e);
      if (refused.code === 'approval_required')
        return void setApproval({ reason: errorMessage(e, t('checkout.page.placeFailed')), input });
      if (refused.code === 'price_changed') {
        const d = refused.details as { seen_total: number; total: number };
        setNewTotal({ seen: d.seen_total, total: d.total });
        void utils.cart.list.invalidate();
      }
      // A slot may have closed or filled meanwhile: offer what is still open.
      void utils.slots.open.invalidate();
      form.setErrors(serverFieldErrors(e));
      focusFirstError();
      toast.error(errorMessage(e, t('checkout.page.placeFailed')));
    },
  });
  const busy = place.isPending || verify.isPending || createPayment.isPending;
  const price = priceBreakdown(items.map(priceLine), chargeLines(cart.suppliers, only));

  const line = ledger.data?.credit;
  // The ordering outlet's own limit narrows what the account may draw (decision 0112).
  const available = ledger.data?.outlet_credit?.available ?? line?.available ?? 0;
  const credit: CreditChoice | null =
    line && line.limit > 0
      ? {
          hint: t('checkout.page.creditHint', {
            amount: formatRupees(available),
            days: line.period_days,
          }),
          off:
            ledger.data!.overdue > 0
              ? t('checkout.page.creditOverdue', { amount: formatRupees(ledger.data!.overdue) })
              : price.totalPaise > toPaise(available)
                ? t('checkout.page.creditOver', { amount: formatRupees(available) })
                : null,
        }
      : null;

  return (
    <CustomerLayout
      title={
        supplierName ? t('checkout.page.titleFor', { supplier: supplierName }) : t('checkout.page.title')
      }
    >
      <form
        noValidate
        className="grid items-start gap-4 lg:grid-cols-[1fr_22rem]"
        onSubmit={(e) => {
          e.preventDefault();
          if (!accepted) return void toast.error(t('checkout.page.acceptTerms'));
          if (slots.data?.city_has_slots && !slot) return void toast.error(t('checkout.page.chooseSlot'));
          const data = form.validate();
          // The field in error says why; on a phone it may be off screen, so it is brought to focus.
          if (!data) return void focusFirstError();
          const seen_total = newTotal?.total ?? toRupees(price.totalPaise);
          setApproval(null);
          place.mutate({ ...data, ...slot, idempotency_key: idempotencyKey, seen_total, supplier_id: only });
        }}
      >
        <div className="flex flex-col gap-4">
          <Suspense fallback={null}>
            <BudgetLeft />
          </Suspense>
          <Card className="p-4">
            <h2 className="mb-3 text-lg font-semibold">{t('checkout.page.customer')}</h2>
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
              {[
                [t('checkout.page.restaurant'), user.restaurant_name],
                [t('checkout.page.email'), user.email],
                [t('checkout.page.fssai'), user.fssai_number || '—'],
                [t('checkout.page.city'), user.city_name ?? '—'],
              ].map(([k, v]) => (
                <div key={k}>
                  <dt className="text-stone-500">{k}</dt>
                  <dd className="font-medium text-stone-900">{v}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <DeliveryForm form={form} credit={credit} />
          <Card className="p-4">
            <Suspense fallback={<Spinner />}>
              <SlotPicker open={slots} value={slot} onChange={setSlot} />
            </Suspense>
            <label className="mt-4 flex items-start gap-2 text-sm text-stone-800">
              <input
                type="checkbox"
                checked={accepted}
                onChange={(e) => setAccepted(e.target.checked)}
                className="mt-0.5 size-4 accent-brand-700"
              />
              <span>
                <Rich
                  area={checkoutText}
                  id="checkout.page.accept"
                  components={[
                    <Link key="terms" to="/terms" target="_blank" className={termsLink} />,
                    <Link key="refund" to="/refund-policy" target="_blank" className={termsLink} />,
                  ]}
                />
              </span>
            </label>
            {!accepted && (
              <p id={TERMS_HINT} className="mt-1 text-xs text-stone-500">
                {t('checkout.page.acceptTerms')}
              </p>
            )}
            {newTotal && (
              <p role="alert" className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                {t('checkout.page.priceChanged', {
                  total: formatRupees(newTotal.total),
                  seen: formatRupees(newTotal.seen),
                })}
              </p>
            )}
            {approval && (
              <Suspense fallback={<Spinner />}>
                <SendForApproval reason={approval.reason} input={approval.input} onSent={sentForApproval} />
              </Suspense>
            )}
            {/* The total the button places, beside it: on a phone the summary is far below (issue 41). */}
            <p className="mt-4 flex justify-between text-base font-semibold">
              <span>
                {t(largestTolerance(items) === null ? 'checkout.total' : 'weighing.estimatedTotal')}
              </span>
              <span className="tabular-nums">{rupees(price.totalPaise)}</span>
            </p>
            {/* Disabled until the terms are accepted: the hint above says so to a screen reader too. */}
            <Button
              type="submit"
              size="lg"
              className="mt-2 w-full"
              disabled={!accepted}
              aria-describedby={accepted ? undefined : TERMS_HINT}
              busy={busy}
            >
              {busy
                ? t('checkout.page.placing')
                : newTotal
                  ? t('checkout.page.placeAt', { total: formatRupees(newTotal.total) })
                  : t('checkout.page.place')}
            </Button>
          </Card>
        </div>
        <Card className="p-4 lg:sticky lg:top-20">
          <h2 className="mb-2 text-lg font-semibold">{t('checkout.page.summary')}</h2>
          <ul className="mb-3 divide-y divide-stone-100 text-sm">
            {items.map((i) => (
              <li key={i.id} className="flex justify-between gap-3 py-2">
                <span className="min-w-0">
                  <span className="block truncate font-medium">{i.product_name}</span>
                  <SoldBy
                    brand={i.brand}
                    supplier={cart.suppliers.find((s) => s.supplier_id === i.supplier_id)?.supplier_name}
                  />
                  <span className="text-stone-500">
                    {i.weighed
                      ? t('weighing.about', { quantity: quantityText(i.quantity, i.sold_by) })
                      : quantityText(i.quantity, i.sold_by)}{' '}
                    × {priceText(i.product_price, i.sold_by)}
                  </span>
                  {i.weighed && (
                    <span className="block text-xs text-amber-800">
                      {t('weighing.estimatedTolerance', { tolerance: i.tolerance_percent })}
                    </span>
                  )}
                </span>
                <span className="tabular-nums">{formatRupees(i.line_total)}</span>
              </li>
            ))}
          </ul>
          <CheckoutTotals price={price} tolerance={largestTolerance(items)} />
          {price.freeDeliveryShortfallPaise > 0 && (
            <p className="mt-3 rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
              {t('checkout.page.freeDelivery', { amount: rupees(price.freeDeliveryShortfallPaise) })}
            </p>
          )}
        </Card>
      </form>
    </CustomerLayout>
  );
}
