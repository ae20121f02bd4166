import type { SoldBy } from '@app/api/enums';
import { formatRupees, lineAmount, toPaise, toRupees, toStored } from '@app/api/shared';
import { Button } from '@app/ui/button';
import { ConfirmDialog } from '@app/ui/confirm-dialog';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/errors.ts';
import { useT } from '../../lib/i18n.ts';
import { MY_ORDERS_PAGE } from '../../lib/page-sizes.ts';
import { quantityText } from '../../lib/quantity.ts';
import { trpc } from '../../lib/trpc.ts';
import substitutesText from '../../locales/compiled/substitutes.ts';
import type { Order } from './order-card.tsx';

type Line = Order['items'][number];
type Substitution = NonNullable<Line['substitution']>;

/**
 * A substitute as the screens name it: 'Daawat Basmati Rice (1kg)', its brand first unless the name
 * says it already, its pack size after (none when sold by weight or volume); as the server words it.
 */
export function substituteName(s: { brand: string; product_name: string; unit: string; sold_by: SoldBy }) {
  const brand = s.brand && !s.product_name.includes(s.brand) ? `${s.brand} ` : '';
  return `${brand}${s.product_name}${s.sold_by === 'pack' ? ` (${s.unit})` : ''}`;
}

/** 'Daawat Basmati Rice (1kg) × 2', for the messages of both sides. */
export const substituteWords = (s: Substitution) => ({
  substitute: substituteName(s),
  quantity: quantityText(s.quantity, s.sold_by),
});

/** What the line still ships is worth before GST, in rupees: what the substitute replaces. */
function suppliedValue(line: Line) {
  const stored = toStored(line.supplied_quantity, line.sold_by) ?? 0;
  return toRupees(lineAmount(toPaise(line.price), stored, line.sold_by));
}

/**
 * "The supplier cannot send X. Offered instead: Y × 2 for ₹840 (the line was ₹800)." with Accept
 * and Decline. Declining asks first, since the line is then left out. The order shows again as the
 * server answers it.
 */
export function SubstituteOffer({
  order: o,
  line,
  offer,
}: {
  order: Order;
  line: Line;
  offer: Substitution;
}) {
  const { t } = useT(substitutesText);
  const utils = trpc.useUtils();
  const [confirming, setConfirming] = useState(false);
  const words = substituteWords(offer);
  const answer = trpc.orders.answerSubstitute.useMutation({
    onSuccess(next, v) {
      setConfirming(false);
      utils.orders.list.setInfiniteData({ limit: MY_ORDERS_PAGE }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((p) => ({
                ...p,
                orders: p.orders.map((x) => (x.id === next.id ? next : x)),
              })),
            }
          : data,
      );
      const said = { name: line.product_name, total: formatRupees(next.total_amount) };
      toast.success(
        v.accept
          ? t('substitutes.accepted', { ...said, substitute: words.substitute })
          : t('substitutes.declined', said),
      );
    },
    onError(e) {
      setConfirming(false);
      toast.error(errorMessage(e, t('substitutes.answerFailed')));
      // An offer answered elsewhere, or lapsed at hand-over: show the order as it now stands.
      void utils.orders.list.invalidate();
    },
  });
  const send = (accept: boolean) => answer.mutate({ id: o.id, line_id: line.id, accept });
  return (
    <div className="mt-1.5 rounded-lg border border-sky-300 bg-sky-50 p-2.5">
      <p className="text-sky-950">
        {t('substitutes.cannotSend', { name: line.product_name })}{' '}
        <span className="font-medium">
          {t('substitutes.offeredInstead', {
            ...words,
            amount: formatRupees(offer.line_total),
            was: formatRupees(suppliedValue(line)),
          })}
        </span>
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          size="sm"
          aria-label={t('substitutes.acceptFor', { name: line.product_name })}
          busy={answer.isPending && answer.variables?.accept === true}
          disabled={answer.isPending}
          onClick={() => send(true)}
        >
          {t('substitutes.accept')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('substitutes.declineFor', { name: line.product_name })}
          disabled={answer.isPending}
          onClick={() => setConfirming(true)}
        >
          {t('substitutes.decline')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('substitutes.declineTitle')}
        message={t('substitutes.declineMessage', { name: line.product_name })}
        confirmLabel={answer.isPending ? t('substitutes.declining') : t('substitutes.decline')}
        busy={answer.isPending}
        onConfirm={() => send(false)}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

/**
 * What a customer's line says of substitution: an accepted substitute names the line it replaces
 * (and whether the customer's setting accepted it); a replaced line names its substitute; a line
 * whose offer was declined or lapsed is left out. Nothing for other lines.
 */
export function SubstitutionNote({ order: o, line }: { order: Order; line: Line }) {
  const { t } = useT(substitutesText);
  const note = 'ml-2 text-xs font-medium';
  if (line.substitute_for) {
    const original = o.items.find((x) => x.id === line.substitute_for);
    return (
      <span className={`${note} text-sky-800`}>
        {original && t('substitutes.substituteFor', { name: original.product_name })}
        {original?.substitution?.auto && ` · ${t('substitutes.auto')}`}
      </span>
    );
  }
  const s = line.substitution;
  if (!s || s.status === 'offered') return null;
  if (s.status === 'accepted')
    return (
      <span className={`${note} text-sky-800`}>
        {t('substitutes.replacedBy', { substitute: substituteName(s) })}
      </span>
    );
  return (
    <span className={`${note} text-amber-800`}>
      {t(s.status === 'declined' ? 'substitutes.leftOutDeclined' : 'substitutes.leftOutExpired')}
    </span>
  );
}
