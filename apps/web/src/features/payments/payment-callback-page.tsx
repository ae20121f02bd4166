import type { RouterOutputs } from '@app/api';
import { ORDER_STATUS_INFO, type OrderStatus } from '@app/api/order-status';
import { formatRupees } from '@app/api/shared';
import { Card } from '@app/ui/card';
import { Spinner } from '@app/ui/spinner';
import { Link, useSearch } from '@tanstack/react-router';
import { CircleCheck, CircleX, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { CustomerLayout } from '../../components/customer-header.tsx';
import { trpc } from '../../lib/trpc.ts';

type Verification = RouterOutputs['payments']['verify'];
const primary =
  'inline-flex h-11 items-center justify-center rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800';
const secondary =
  'inline-flex h-11 items-center justify-center rounded-lg border border-stone-300 bg-white px-4 text-sm font-medium text-stone-800 hover:bg-stone-100';

/** The gateway sends the browser here; the result comes from the server asking the provider. */
export function PaymentCallback() {
  const { order_id } = useSearch({ from: '/_authed/payment-callback' });
  const utils = trpc.useUtils();
  const [result, setResult] = useState<Verification | 'error' | null>(null);
  const asked = useRef(false);
  const verify = trpc.payments.verify.useMutation({
    onSuccess(r) {
      setResult(r);
      if (r.payment_status === 'success') toast.success('Payment successful!');
      else toast.error('Payment failed or pending');
      void utils.cart.list.invalidate();
      void utils.orders.list.invalidate();
      void utils.notifications.list.invalidate();
    },
    onError() {
      setResult('error');
      toast.error('Failed to verify payment');
    },
  });
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    if (order_id) verify.mutate({ id: order_id });
    else toast.error('Invalid payment callback - no order ID');
  }, [order_id, verify]);

  return (
    <CustomerLayout title="Payment">
      <Card className="mx-auto max-w-md p-6 text-center" aria-live="polite">
        {!order_id ? (
          <>
            <TriangleAlert className="mx-auto size-10 text-amber-500" aria-hidden />
            <h2 className="mt-2 text-xl font-bold">Invalid payment callback - no order ID</h2>
            <Link to="/products" className={`${secondary} mt-6`}>
              Back to Products
            </Link>
          </>
        ) : result === null ? (
          <Spinner label="Verifying Payment..." />
        ) : result !== 'error' && result.payment_status === 'success' ? (
          <>
            <CircleCheck className="mx-auto size-12 text-brand-700" aria-hidden />
            <h2 className="mt-2 text-2xl font-bold text-brand-800">Payment Successful</h2>
            <dl className="mx-auto mt-4 grid max-w-xs grid-cols-2 gap-y-1 text-left text-sm">
              <dt className="text-stone-500">Order</dt>
              <dd className="font-medium">{result.order_number}</dd>
              <dt className="text-stone-500">Order status</dt>
              <dd className="font-medium">
                {ORDER_STATUS_INFO[result.order_status as OrderStatus]?.label ?? result.order_status}
              </dd>
              <dt className="text-stone-500">Amount paid</dt>
              <dd className="font-medium">{formatRupees(result.order_amount)}</dd>
            </dl>
            <div className="mt-6 flex flex-wrap justify-center gap-2">
              <Link to="/orders" className={primary}>
                View Orders
              </Link>
              <Link to="/products" className={secondary}>
                Continue Shopping
              </Link>
            </div>
          </>
        ) : (
          <>
            <CircleX className="mx-auto size-12 text-red-600" aria-hidden />
            <h2 className="mt-2 text-2xl font-bold text-red-700">Payment Failed</h2>
            <p className="mt-2 text-stone-600">
              {result === 'error'
                ? 'Failed to verify payment'
                : result.payment_status === 'pending'
                  ? 'Payment failed or pending. If money left your account, it will show on your order shortly.'
                  : 'Payment failed or pending. Your items are back in your cart.'}
            </p>
            <div className="mt-6 flex flex-wrap justify-center gap-2">
              <Link to="/cart" className={primary}>
                Try Again
              </Link>
              <Link to="/products" className={secondary}>
                Back to Products
              </Link>
            </div>
          </>
        )}
      </Card>
    </CustomerLayout>
  );
}
