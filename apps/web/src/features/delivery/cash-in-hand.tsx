import type { RouterOutputs } from '@app/api';
import { lazy, Suspense } from 'react';

type Cash = RouterOutputs['delivery']['portal']['cash'];

// Shown only while the rider holds cash: loaded then, so the portal's own chunk stays small.
const CashHandoverCard = lazy(() =>
  import('./cash-handover-card.tsx').then((m) => ({ default: m.CashHandoverCard })),
);

/** The rider's cash to hand over (decision 0065); nothing while there is none. */
export function CashInHand({ cash }: { cash: Cash }) {
  if (cash.order_count === 0) return null;
  return (
    <Suspense fallback={null}>
      <CashHandoverCard cash={cash} />
    </Suspense>
  );
}
