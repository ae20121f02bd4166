import type { Database } from '@app/db';
import { formatQuantity, fromStored } from '../shared/measure.ts';
import { getCart } from './cart.ts';
import { setCartQuantities } from './fill.ts';
import { type ListBuyer, listItems, ownList } from './lists.ts';

/**
 * Tops the outlet's cart up to one of its lists' par: adds par minus what the cart holds, never above par nor
 * above the stock, and says per item what was added or why not.
 */
export async function listToCart(db: Database, buyer: ListBuyer, listId: string, now: number) {
  const lines = await db.write(async (tx) => {
    const list = await ownList(tx, buyer, listId);
    const answer = [];
    const totals = new Map<string, number>();
    for (const i of await listItems(tx, buyer, list.id)) {
      const wanted = Math.max(0, i.parQuantity - i.inCart);
      // Whole steps only: what the stock allows of a weight is cut down to the listing's step.
      const room = Math.floor(Math.max(0, Math.min(wanted, i.stock - i.inCart)) / i.step) * i.step;
      const added = i.live ? room : 0;
      const q = (stored: number) => formatQuantity(stored, i.soldBy);
      if (added > 0) totals.set(i.productId, i.inCart + added);
      const status = !i.live
        ? ('no_longer_sold' as const)
        : wanted === 0
          ? ('at_par' as const)
          : i.stock <= 0
            ? ('out_of_stock' as const)
            : added < wanted
              ? ('partial' as const)
              : ('added' as const);
      const message = {
        no_longer_sold: `${i.name} is no longer sold; nothing added.`,
        at_par: `Your cart already holds ${q(i.inCart)} of ${i.name} (par ${q(i.parQuantity)}); nothing added.`,
        out_of_stock: `${i.name} is out of stock; nothing added.`,
        partial:
          added === 0
            ? `All ${q(i.stock)} of ${i.name} in stock are already in your cart; nothing added.`
            : `Only ${q(i.stock)} of ${i.name} available; added ${q(added)} of the ${q(wanted)} needed to reach par.`,
        added: `Added ${q(added)} of ${i.name}, up to par ${q(i.parQuantity)}.`,
      }[status];
      answer.push({
        product_id: i.productId,
        product_name: i.name,
        unit: i.unit,
        sold_by: i.soldBy,
        par_quantity: fromStored(i.parQuantity, i.soldBy),
        in_cart_before: fromStored(i.inCart, i.soldBy),
        added_quantity: fromStored(added, i.soldBy),
        status,
        message,
      });
    }
    await setCartQuantities(tx, buyer, totals, now);
    return { name: list.name, answer };
  });
  const cart = await getCart(db, buyer);
  return { list_id: listId, list_name: lines.name, lines: lines.answer, cart_count: cart.count };
}
