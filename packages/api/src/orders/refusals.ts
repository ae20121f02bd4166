/**
 * Why an order or part may not move, as one catalogue message for the 409 answer, in the
 * caller's language (decision 0081). Server-only: status.ts stays plain data the SPA imports.
 * Statuses read as their own keys (orderStatus.*, partStatus.*), so a status without words
 * does not compile.
 */
import { type Message, msg } from '../messages/index.ts';
import {
  canMovePart,
  isFinalOrderStatus,
  isFinalPart,
  type OrderStatus,
  PART_WORK_STATUSES,
  type PartActor,
  type PartStatus,
  type PartStep,
} from './status.ts';

const orderStatusText = (s: OrderStatus) => msg(`orderStatus.${s}`);
const partText = (s: PartStatus) => msg(`partStatus.${s}`);

/** Why `from → to` is refused. */
export function transitionRefusal(from: OrderStatus, to: OrderStatus): Message {
  if (isFinalOrderStatus(from)) return msg('error.orders.statusFinal', { status: orderStatusText(from) });
  return msg('error.orders.statusRefused', { from: orderStatusText(from), to: orderStatusText(to) });
}

/** Why `actor` may not move a part now; null when it may. */
export function partRefusal(
  actor: PartActor,
  order: OrderStatus,
  from: PartStatus,
  to: PartStep,
): Message | null {
  const supplier = actor === 'supplier';
  if (order === 'pending') return msg('error.orders.partNotConfirmed');
  if (!PART_WORK_STATUSES.includes(order))
    return msg(supplier ? 'error.orders.yourPartOrderClosed' : 'error.orders.thisPartOrderClosed', {
      status: orderStatusText(order),
    });
  if (canMovePart(actor, from, to)) return null;
  if (actor === 'rider' && from === 'rejected') return msg('error.orders.partRejectedNothingToCollect');
  if (isFinalPart(from))
    return msg(supplier ? 'error.orders.yourPartFinal' : 'error.orders.thisPartFinal', {
      part: partText(from),
    });
  if (actor === 'rider') return msg('error.orders.partNotPacked', { part: partText(from) });
  return msg('error.orders.partRefused', { from: partText(from), to: partText(to) });
}
