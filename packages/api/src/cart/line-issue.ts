import { fail } from '../errors.ts';
import { type Message, msg } from '../messages/index.ts';
import { formatQuantity, type Steps, stepIssue } from '../shared/measure.ts';
import type { CartLine } from './cart.ts';

/** Why a line cannot be checked out as it is, or null. */
export function lineIssue(l: CartLine): Message | null {
  const { name, stock } = l;
  if (l.expired) return msg('error.cart.lineExpired', { name });
  if (!l.live) return msg('error.cart.lineUnavailable', { name });
  if (stock <= 0) return msg('error.cart.lineOutOfStock', { name });
  if (l.quantity > stock)
    return msg('error.cart.lineShort', { name, stock: formatQuantity(stock, l.soldBy) });
  // The supplier may have changed its pack multiple or minimum since the line was added.
  const steps = stepIssue(l.quantity, l);
  if (steps === 'step') return msg('error.cart.step', { name, step: formatQuantity(l.step, l.soldBy) });
  if (steps === 'minimum')
    return msg('error.cart.minimum', { name, minimum: formatQuantity(l.minQuantity, l.soldBy) });
  return null;
}

/** The code checkout refuses a line with when `lineIssue` finds one. */
export function issueCode(l: CartLine) {
  if (!l.live) return 'product_unavailable';
  return l.stock <= 0 || l.quantity > l.stock ? 'insufficient_stock' : 'invalid_quantity';
}

/** A quantity of the listing that is not whole packs, not in its steps, or under its minimum: 422. */
export function measureRefusal(p: Steps & { name: string }, stored: number | null) {
  if (stored === null)
    return fail.badRequest('invalid_quantity', msg('error.cart.wholePacks', { name: p.name }));
  const issue = stepIssue(stored, p);
  if (issue === 'step')
    return fail.badRequest(
      'invalid_quantity',
      msg('error.cart.step', { name: p.name, step: formatQuantity(p.step, p.soldBy) }),
    );
  if (issue === 'minimum')
    return fail.badRequest(
      'invalid_quantity',
      msg('error.cart.minimum', { name: p.name, minimum: formatQuantity(p.minQuantity, p.soldBy) }),
    );
  return null;
}
