import { Spinner } from '@app/ui/spinner';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import staffOps from '../../locales/compiled/staffOps.ts';

const OrderMessages = lazy(() => import('./order-messages.tsx'));

/** The order's WhatsApp, SMS and e-mail messages, loaded when first opened (decision 0111). */
export function MessagesFold({ orderId }: { orderId: string }) {
  const { t } = useT(staffOps);
  const [open, setOpen] = useState(false);
  return (
    <details className="text-sm" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="min-h-11 cursor-pointer py-2 font-medium text-stone-800">
        {t('staffOps.messages')}
      </summary>
      {open && (
        <Suspense fallback={<Spinner />}>
          <OrderMessages orderId={orderId} />
        </Suspense>
      )}
    </details>
  );
}
