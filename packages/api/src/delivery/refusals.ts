/**
 * Why a rider's step is refused, as one catalogue message for the 409 answer (decision 0081).
 * Server-only: state.ts stays plain data the SPA imports. Statuses read as their own keys
 * (deliveryStatus.*), so a status without words does not compile.
 */
import type { DeliveryStatus } from '@app/db/enums';
import { fail } from '../errors.ts';
import { msg, orList } from '../messages/index.ts';
import { canMoveDelivery, isFinalDelivery, nextDeliveryStatuses } from './state.ts';

const text = (s: DeliveryStatus) => msg(`deliveryStatus.${s}`);

/** Throws 409 `invalid_transition` unless the rider may move the delivery `from → to`. */
export function assertDeliveryTransition(from: DeliveryStatus, to: DeliveryStatus) {
  if (canMoveDelivery('rider', from, to)) return;
  const detail = isFinalDelivery(from)
    ? msg('error.delivery.final', { step: text(from) })
    : msg('error.delivery.transition', {
        from: text(from),
        to: text(to),
        next: orList(nextDeliveryStatuses(from).map(text)),
      });
  throw fail.conflict('invalid_transition', detail);
}
