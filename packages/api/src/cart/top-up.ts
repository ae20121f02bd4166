import type { Database } from '@app/db';
import { type Buyer, getCart } from './cart.ts';
import { setCartQuantities } from './fill.ts';
import { listItems, ownList } from './lists.ts';

/**
 * Tops the cart up to a list's par: adds par minus what the cart holds, never above par nor
 * above the stock, and says per item what was added or why not.
 */
export async function listToCart(db: Database, buyer: Buyer, listId: string, now: number) {
  const lines = await db.write(async (tx) => {
    const list = await ownList(tx, buyer, listId);
    const answer = [];
    const totals = new Map<string, number>();
    for (const i of await listItems(tx, buyer, list.id)) {
      const wanted = Math.max(0, i.parQuantity - i.inCart);
      const added = i.live ? Math.max(0, Math.min(wanted, i.stock - i.inCart)) : 0;
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
        at_par: `Your cart already holds ${i.inCart} of ${i.name} (par ${i.parQuantity}); nothing added.`,
        out_of_stock: `${i.name} is out of stock; nothing added.`,
        partial:
          added === 0
            ? `All ${i.stock} of ${i.name} in stock are already in your cart; nothing added.`
            : `Only ${i.stock} of ${i.name} available; added ${added} of the ${wanted} needed to reach par.`,
        added: `Added ${added} of ${i.name}, up to par ${i.parQuantity}.`,
      }[status];
      answer.push({
        product_id: i.productId,
        product_name: i.name,
        unit: i.unit,
        par_quantity: i.parQuantity,
        in_cart_before: i.inCart,
        added_quantity: added,
        status,
        message,
      });
    }
    await setCartQuantities(tx, buyer.id, totals, now);
    return { name: list.name, answer };
  });
  const cart = await getCart(db, buyer);
  return { list_id: listId, list_name: lines.name, lines: lines.answer, cart_count: cart.count };
}
