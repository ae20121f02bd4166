import type { RouterOutputs } from '@app/api';
import { lazy, Suspense } from 'react';

type Order = RouterOutputs['orders']['list']['orders'][number];

// Only delivered orders take claims: their code loads with the first one shown, not with the list.
const ClaimsOnOrder = lazy(() => import('./claims-on-order.tsx'));

/** On a customer's order card: once delivered, "Report a problem" per line and the claims filed. */
export function OrderClaims({ order }: { order: Order }) {
  if (order.status !== 'delivered') return null;
  return (
    <Suspense fallback={null}>
      <ClaimsOnOrder order={order} />
    </Suspense>
  );
}
