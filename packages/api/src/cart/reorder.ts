import { type Database, products, type Tx, users } from '@app/db';
import { and, asc, eq, gt, ne } from 'drizzle-orm';
import { liveForCity } from '../catalog/index.ts';
import { ownOrderLines } from '../orders/index.ts';
import { formatQuantity, fromStored } from '../shared/measure.ts';
import { formatRupees, toRupees } from '../shared/money.ts';
import { type Buyer, getCart } from './cart.ts';
import { cartQuantities, liveByIds, liveColumns, setCartQuantities } from './fill.ts';

/** Names and units as a buyer compares them: case, width and spacing do not matter. */
const normalised = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

const inr = (paise: number) => formatRupees(toRupees(paise));

type OrderedLine = Awaited<ReturnType<typeof ownOrderLines>>['lines'][number]['line'];

/**
 * When the exact listing is gone: an approved listing of another supplier the buyer can buy, with
 * the same normalised name and unit in the same category, cheapest first. Only suggested.
 */
async function otherSupplier(tx: Tx, buyer: Buyer, l: OrderedLine) {
  const rows = await tx
    .select({ ...liveColumns, supplierName: users.restaurantName })
    .from(products)
    .innerJoin(users, eq(users.id, products.supplierId))
    .where(
      and(
        eq(products.categoryId, l.categoryId),
        gt(products.stockQuantity, 0),
        l.supplierId ? ne(products.supplierId, l.supplierId) : undefined,
        liveForCity(buyer.cityId),
      ),
    )
    .orderBy(asc(products.pricePaise), asc(products.id));
  return rows.find(
    (r) => normalised(r.name) === normalised(l.productName) && normalised(r.unit) === normalised(l.unit),
  );
}

/** What was not supplied last time, when it was not all: the buyer may wonder why it is back. */
function lastTime(l: OrderedLine, partStatus: string | null) {
  if (partStatus === 'rejected') return ' Last time its supplier could not supply it.';
  const q = (stored: number) => formatQuantity(stored, l.soldBy);
  if (l.shortQuantity > 0)
    return ` Last time ${q(l.quantity - l.shortQuantity)} of ${q(l.quantity)} were supplied.`;
  return '';
}

/**
 * Order again: puts what of an own order is still sold into the cart at today's prices, on top of
 * what the cart holds, never past the stock, and says per line what changed.
 */
export async function reorder(db: Database, buyer: Buyer, orderId: string, now: number) {
  const order = await ownOrderLines(db, buyer.id, orderId);
  const lines = await db.write(async (tx) => {
    const ids = order.lines.flatMap(({ line }) => (line.productId ? [line.productId] : []));
    const live = await liveByIds(tx, buyer, ids);
    const inCart = await cartQuantities(tx, buyer);
    const answer = [];
    const totals = new Map<string, number>();
    for (const { line: l, partStatus } of order.lines) {
      const p = l.productId ? live.get(l.productId) : undefined;
      const base = {
        product_id: l.productId,
        product_name: l.productName,
        unit: l.unit,
        sold_by: l.soldBy,
        ordered_quantity: fromStored(l.quantity, l.soldBy),
        old_price: toRupees(l.pricePaise),
      };
      if (!p) {
        const alt = await otherSupplier(tx, buyer, l);
        answer.push({
          ...base,
          status: alt ? ('other_supplier' as const) : ('no_longer_sold' as const),
          added_quantity: 0,
          new_price: null,
          price_change: null,
          suggestion: alt
            ? {
                product_id: alt.id,
                product_name: alt.name,
                supplier_name: alt.supplierName,
                price: toRupees(alt.pricePaise),
              }
            : null,
          message: alt
            ? `${l.productName} is no longer sold by its supplier; ${alt.supplierName} offers it at ${inr(alt.pricePaise)}. Not added — add it from the suggestion if you want it.`
            : `${l.productName} is no longer sold; not added.`,
        });
        continue;
      }
      const held = inCart.get(p.id) ?? 0;
      // Whole steps only: what the stock allows of a weight is cut down to the listing's step.
      const added = Math.floor(Math.max(0, Math.min(l.quantity, p.stock - held)) / p.step) * p.step;
      const q = (stored: number) => formatQuantity(stored, p.soldBy);
      if (added > 0) {
        totals.set(p.id, held + added);
        inCart.set(p.id, held + added);
      }
      const priceChange =
        p.pricePaise > l.pricePaise
          ? ('up' as const)
          : p.pricePaise < l.pricePaise
            ? ('down' as const)
            : null;
      const status =
        p.stock <= 0
          ? ('out_of_stock' as const)
          : added < l.quantity
            ? ('partial' as const)
            : ('added' as const);
      const price = priceChange
        ? ` Price ${priceChange} from ${inr(l.pricePaise)} to ${inr(p.pricePaise)}.`
        : '';
      const what =
        status === 'out_of_stock'
          ? `${p.name} is out of stock; not added.`
          : status === 'partial'
            ? `Only ${q(p.stock)} of ${p.name} available${held > 0 ? ` and ${q(held)} already in your cart` : ''}; added ${q(added)} of ${q(l.quantity)}.`
            : `Added ${q(added)} of ${p.name}.`;
      answer.push({
        ...base,
        status,
        added_quantity: fromStored(added, p.soldBy),
        new_price: toRupees(p.pricePaise),
        price_change: priceChange,
        suggestion: null,
        message: `${what}${price}${lastTime(l, partStatus)}`,
      });
    }
    await setCartQuantities(tx, buyer, totals, now);
    return answer;
  });
  const cart = await getCart(db, buyer);
  return { order_number: order.orderNumber, lines, cart_count: cart.count };
}
