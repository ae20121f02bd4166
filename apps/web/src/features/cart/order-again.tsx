import type { RouterOutputs } from '@app/api';
import { Button } from '@app/ui/button';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/errors.ts';
import { useT } from '../../lib/i18n.ts';
import { lineName } from '../../lib/lines.ts';
import { quantityText } from '../../lib/quantity.ts';
import { trpc } from '../../lib/trpc.ts';
import { useAddToCart } from '../../lib/use-cart.ts';
import listsText from '../../locales/compiled/lists.ts';
import { CartChanges } from './cart-changes.tsx';

type ReorderLine = RouterOutputs['cart']['reorder']['lines'][number];

/** "Order again" on a past order: fills the cart with what is still sold and shows what changed. */
export function OrderAgainButton({ orderId, orderNumber }: { orderId: string; orderNumber: string }) {
  const { t } = useT(listsText);
  const utils = trpc.useUtils();
  const [lines, setLines] = useState<ReorderLine[] | null>(null);
  const reorder = trpc.cart.reorder.useMutation({
    onSuccess(r) {
      setLines(r.lines);
      void utils.cart.list.invalidate();
    },
    onError: (e) => toast.error(errorMessage(e, t('lists.againFailed'))),
  });
  return (
    <>
      <Button
        busy={reorder.isPending}
        aria-label={t('lists.againOf', { number: orderNumber })}
        onClick={() => reorder.mutate({ id: orderId })}
      >
        {t('lists.again')}
      </Button>
      <CartChanges
        title={t('lists.againTitle', { number: orderNumber })}
        onClose={() => setLines(null)}
        lines={
          lines?.map((l, i) => ({
            key: `${i}`,
            name: lineName(l.product_name, l),
            added: l.added_quantity,
            soldBy: l.sold_by,
            message: l.message,
            action: l.suggestion && <Suggestion line={l} suggestion={l.suggestion} />,
          })) ?? null
        }
      />
    </>
  );
}

/** The same product from another supplier: added only when the customer asks. */
function Suggestion({
  line,
  suggestion: s,
}: {
  line: ReorderLine;
  suggestion: NonNullable<ReorderLine['suggestion']>;
}) {
  const { t } = useT(listsText);
  const add = useAddToCart();
  return (
    <Button
      variant="secondary"
      className="mt-1"
      busy={add.isPending}
      disabled={add.isSuccess}
      onClick={() => add.mutate({ product_id: s.product_id, quantity: line.ordered_quantity })}
    >
      {add.isSuccess
        ? t('lists.suggestionAdded')
        : t('lists.addFrom', {
            count: quantityText(line.ordered_quantity, line.sold_by),
            supplier: s.supplier_name,
          })}
    </Button>
  );
}
