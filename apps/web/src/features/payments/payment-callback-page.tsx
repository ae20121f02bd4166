import type { RouterOutputs } from '@app/api';
import { ORDER_STATUS_ORDER, type OrderStatus } from '@app/api/order-status';
import { formatRupees } from '@app/api/shared';
import { Card } from '@app/ui/card';
import { Spinner } from '@app/ui/spinner';
import { Link, useSearch } from '@tanstack/react-router';
import { CircleCheck, CircleX, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { CustomerLayout } from '../../components/customer-header.tsx';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import creditText from '../../locales/compiled/credit.ts';
import ordersText from '../../locales/compiled/orders.ts';
import statusText from '../../locales/compiled/status.ts';

type Verification = RouterOutputs['payments']['verify'];
const known = (s: string): s is OrderStatus => (ORDER_STATUS_ORDER as string[]).includes(s);
const primary =
  'inline-flex h-11 items-center justify-center rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800';
const secondary =
  'inline-flex h-11 items-center justify-center rounded-lg border border-stone-300 bg-white px-4 text-sm font-medium text-stone-800 hover:bg-stone-100';

/** The gateway sends the browser here; the result comes from the server asking the provider. */
export function PaymentCallback() {
  const { order_id } = useSearch({ from: '/_authed/payment-callback' });
  const { t } = useT(creditText, ordersText, statusText);
  const utils = trpc.useUtils();
  const [result, setResult] = useState<Verification | 'error' | null>(null);
  const asked = useRef(false);
  const verify = trpc.payments.verify.useMutation({
    onSuccess(r) {
      setResult(r);
      if (r.payment_status === 'success') toast.success(t('credit.pay.success'));
      else toast.error(t('credit.pay.failedOrPending'));
      void utils.cart.list.invalidate();
      void utils.orders.list.invalidate();
      void utils.notifications.list.invalidate();
    },
    onError() {
      setResult('error');
      toast.error(t('credit.pay.verifyFailed'));
    },
  });
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    if (order_id) verify.mutate({ id: order_id });
    else toast.error(t('credit.pay.noOrder'));
  }, [order_id, verify, t]);

  return (
    <CustomerLayout title={t('credit.pay.title')}>
      <Card className="mx-auto max-w-md p-6 text-center" aria-live="polite">
        {!order_id ? (
          <>
            <TriangleAlert className="mx-auto size-10 text-amber-500" aria-hidden />
            <h2 className="mt-2 text-xl font-bold">{t('credit.pay.noOrder')}</h2>
            <Link to="/products" className={`${secondary} mt-6`}>
              {t('credit.pay.backToProducts')}
            </Link>
          </>
        ) : result === null ? (
          <Spinner label={t('credit.pay.verifying')} />
        ) : result !== 'error' && result.payment_status === 'success' ? (
          <>
            <CircleCheck className="mx-auto size-12 text-brand-700" aria-hidden />
            <h2 className="mt-2 text-2xl font-bold text-brand-800">{t('credit.pay.successTitle')}</h2>
            <dl className="mx-auto mt-4 grid max-w-xs grid-cols-2 gap-y-1 text-left text-sm">
              <dt className="text-stone-500">{t('credit.pay.order')}</dt>
              <dd className="font-medium">{result.order_number}</dd>
              <dt className="text-stone-500">{t('credit.pay.orderStatus')}</dt>
              <dd className="font-medium">
                {known(result.order_status) ? t(`orderStatus.${result.order_status}`) : result.order_status}
              </dd>
              <dt className="text-stone-500">{t('credit.pay.amountPaid')}</dt>
              <dd className="font-medium">{formatRupees(result.order_amount)}</dd>
            </dl>
            <div className="mt-6 flex flex-wrap justify-center gap-2">
              <Link to="/orders" className={primary}>
                {t('credit.pay.viewOrders')}
              </Link>
              <Link to="/products" className={secondary}>
                {t('credit.pay.continue')}
              </Link>
            </div>
          </>
        ) : (
          <>
            <CircleX className="mx-auto size-12 text-red-600" aria-hidden />
            <h2 className="mt-2 text-2xl font-bold text-red-700">{t('credit.pay.failedTitle')}</h2>
            <p className="mt-2 text-stone-600">
              {t(
                result === 'error'
                  ? 'credit.pay.verifyFailed'
                  : result.payment_status === 'pending'
                    ? 'credit.pay.pending'
                    : 'credit.pay.backInCart',
              )}
            </p>
            <div className="mt-6 flex flex-wrap justify-center gap-2">
              <Link to="/cart" className={primary}>
                {t('credit.pay.tryAgain')}
              </Link>
              <Link to="/products" className={secondary}>
                {t('credit.pay.backToProducts')}
              </Link>
            </div>
          </>
        )}
      </Card>
    </CustomerLayout>
  );
}
