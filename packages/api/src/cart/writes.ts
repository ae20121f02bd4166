import { cartAddKeys, cartItems, type Database, newId, products, users } from '@app/db';
import { and, eq, fillPlaceholders, gte, lte, type Query, type SQL, sql } from 'drizzle-orm';
import { liveForCity, liveProduct } from '../catalog/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { BASE_PER_UNIT, formatQuantity, type Steps, toStored } from '../shared/measure.ts';
import { perKey } from '../shared/per-key.ts';
import { istDayOf } from '../shared/query.ts';
import { type Buyer, getCart, linesQuery } from './cart.ts';
import { lineIssue, measureRefusal } from './line-issue.ts';
import { atPrice } from './line-price.ts';
import { stepColumns } from './listing-columns.ts';

// Cart writes: each is one statement that checks what it must (the listing is live, the quantity
// fits its steps, the stock covers the line) where it writes, so concurrent writes never need a
// transaction and never lose one another; only a write that changed nothing reads to say why.

/** The writes' statements, prepared once per database: query building was most of their CPU. */
const preparedFor = perKey((db: Database) => {
  const p = sql.placeholder;
  // What the add puts in, in stored units: the quantity asked (sent in thousandths) or the minimum.
  const added = sql`coalesce(case when ${products.soldBy} = 'pack' then ${p('milli')} / 1000 else ${p('milli')} end, ${products.minQuantity})`;
  const inCart = sql`coalesce((select ${cartItems.quantity} from ${cartItems} where ${cartItems.userId} = ${p('user')} and ${cartItems.outletId} is ${p('outlet')} and ${cartItems.productId} = ${products.id}), 0)`;
  const add = (city: boolean, keyed?: SQL) =>
    db
      .insert(cartItems)
      .select(
        db
          .select({
            id: sql`${p('id')}`.as('id'),
            userId: sql`${p('user')}`.as('user_id'),
            productId: products.id,
            outletId: sql`${p('outlet')}`.as('outlet_id'),
            quantity: added.as('quantity'),
            createdAt: sql`${p('now')}`.as('created_at'),
          })
          .from(products)
          .innerJoin(users, eq(users.id, products.supplierId))
          .where(
            and(
              eq(products.id, p('product')),
              liveForCity(city ? p('city') : null),
              sql`(${products.soldBy} <> 'pack' or ${p('milli')} is null or ${p('milli')} % 1000 = 0)`,
              sql`${added} % ${products.step} = 0`,
              sql`${added} + ${inCart} >= ${products.minQuantity}`,
              gte(products.stockQuantity, sql`${added} + ${inCart}`),
              keyed,
            ),
          ),
      )
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.outletId, cartItems.productId],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
      });
  // An add with an idempotency key (decision 0109): the key is claimed for this request (or taken
  // over once expired) and the add runs only while it is this request's, both in one batch.
  const claim = db
    .insert(cartAddKeys)
    .values({ userId: p('user'), key: p('key'), request: p('id'), createdAt: p('now') })
    .onConflictDoUpdate({
      target: [cartAddKeys.userId, cartAddKeys.key],
      set: { request: sql`excluded.request`, createdAt: sql`excluded.created_at` },
      setWhere: sql`${cartAddKeys.createdAt} <= ${p('expired')}`,
    });
  const ours = sql`exists (select 1 from ${cartAddKeys} where ${cartAddKeys.userId} = ${p('user')} and ${cartAddKeys.key} = ${p('key')} and ${cartAddKeys.request} = ${p('id')})`;
  // One line of the buyer's, read to check a new quantity against its listing.
  const line = (city: boolean) =>
    linesQuery(db, p('user'), p('outlet'), city ? p('city') : null, p('day'), p('line')).prepare();
  // A quantity change that checks, where it writes, what the line read checks: the listing is
  // live, the quantity is whole packs in its steps from its minimum, and the stock covers it
  // (decision 0125).
  const setMilli = sql`case when ${products.soldBy} = 'pack' then ${p('milli')} / 1000 else ${p('milli')} end`;
  const checkedSet = (city: boolean) =>
    db
      .update(cartItems)
      .set({
        quantity: sql`(select ${setMilli} from ${products} where ${products.id} = ${cartItems.productId})`,
      })
      .where(
        and(
          eq(cartItems.id, p('line')),
          eq(cartItems.userId, p('user')),
          sql`${cartItems.outletId} is ${p('outlet')}`,
          sql`exists ${db
            .select({ one: sql`1` })
            .from(products)
            .innerJoin(users, eq(users.id, products.supplierId))
            .where(
              and(
                eq(products.id, cartItems.productId),
                liveForCity(city ? p('city') : null),
                sql`(${products.soldBy} <> 'pack' or ${p('milli')} % 1000 = 0)`,
                sql`${setMilli} % ${products.step} = 0`,
                sql`${setMilli} >= ${products.minQuantity}`,
                sql`${setMilli} <= ${products.stockQuantity}`,
              ),
            )}`,
        ),
      )
      .prepare();
  // The new quantity, only while the stock still covers it (it may have fallen since the read).
  const setQuantity = db
    .update(cartItems)
    .set({ quantity: sql`${p('stored')}` })
    .where(
      and(
        eq(cartItems.id, p('line')),
        eq(cartItems.userId, p('user')),
        sql`${cartItems.outletId} is ${p('outlet')}`,
        sql`${p('stored')} <= (select ${products.stockQuantity} from ${products} where ${products.id} = ${cartItems.productId})`,
      ),
    )
    .prepare();
  const remove = db
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.id, p('line')),
        eq(cartItems.userId, p('user')),
        sql`${cartItems.outletId} is ${p('outlet')}`,
      ),
    )
    .prepare();
  return {
    add: [add(false).prepare(), add(true).prepare()],
    keyed: [claim.toSQL(), add(false, ours).toSQL(), add(true, ours).toSQL()],
    release: db
      .delete(cartAddKeys)
      .where(
        and(
          eq(cartAddKeys.userId, p('user')),
          eq(cartAddKeys.key, p('key')),
          eq(cartAddKeys.request, p('id')),
        ),
      )
      .prepare(),
    line: [line(false), line(true)],
    checkedSet: [checkedSet(false), checkedSet(true)],
    setQuantity,
    remove,
  };
});

/** How long an add's idempotency key answers a repeat: a day, far beyond any retry. */
export const ADD_KEY_MS = 24 * 60 * 60_000;

const bound = (q: Query, values: Record<string, unknown>) => ({
  sql: q.sql,
  args: fillPlaceholders(q.params, values) as never,
});

/**
 * The keyed add in one batch (one round trip). A repeat of a key that added before, or that
 * another request holds now, adds nothing (`replay`): the caller answers the cart.
 */
async function keyedAdd(db: Database, args: Record<string, unknown> & { city: string | null }) {
  const [claim, addNoCity, addInCity] = preparedFor(db).keyed;
  const [claimed, added] = await db.$client.batch(
    [bound(claim!, args), bound((args.city ? addInCity : addNoCity)!, args)],
    'write',
  );
  return { added: added!.rowsAffected > 0, replay: claimed!.rowsAffected === 0 };
}

/** Deletes the keys past their day (background work); an expired key left is taken over anyway. */
export async function pruneCartAddKeys(db: Database, now: number) {
  const pruned = await db.delete(cartAddKeys).where(lte(cartAddKeys.createdAt, now - ADD_KEY_MS));
  return pruned.rowsAffected;
}

type Listing = Steps & { name: string; stock: number };

function stockConflict(p: Listing, inCart: number) {
  const { name } = p;
  if (p.stock <= 0) return fail.conflict('out_of_stock', msg('error.cart.outOfStock', { name }));
  const stock = formatQuantity(p.stock, p.soldBy);
  return fail.conflict(
    'insufficient_stock',
    inCart > 0
      ? msg('error.cart.stockWithCart', { name, stock, inCart: formatQuantity(inCart, p.soldBy) })
      : msg('error.cart.stockOnly', { name, stock }),
  );
}

const stepsOf = (db: Database, productId: string) =>
  db.select(stepColumns).from(products).where(eq(products.id, productId));

/**
 * Adds to the line of that product (quantities merge), never past the stock and only in the
 * listing's steps, in one statement; only when it adds nothing are the product and the line read
 * to say why. `quantity` is in the listing's units (packs, kg or litres); none adds its minimum.
 * With `key`, a repeat of an add that went through answers the cart without adding again.
 */
export async function addToCart(
  db: Database,
  buyer: Buyer,
  productId: string,
  quantity: number | undefined,
  now: number,
  key?: string,
) {
  const { add, release } = preparedFor(db);
  const milli = quantity === undefined ? null : Math.round(quantity * BASE_PER_UNIT);
  const outlet = buyer.outletId ?? null;
  const args = {
    id: newId('cit'),
    user: buyer.id,
    outlet,
    city: buyer.cityId,
    product: productId,
    milli,
    now,
  };
  const tryAdd = async () => {
    if (!key) return (await add[+!!buyer.cityId]!.run(args)).rowsAffected > 0;
    const keyed = await keyedAdd(db, { ...args, key, expired: now - ADD_KEY_MS });
    if (keyed.added || keyed.replay) return true;
    // Refused: the key is let go, so a retry once the reason is gone may add.
    await release.run({ user: buyer.id, key, id: args.id });
    return false;
  };
  for (let attempt = 0; ; attempt++) {
    if (await tryAdd()) return getCart(db, buyer);
    const product = await liveProduct(db, buyer.cityId, productId);
    const [steps] = await stepsOf(db, productId);
    const listing = { ...steps!, name: product.name, stock: product.stockQuantity };
    const [line] = await db
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(
        and(
          eq(cartItems.userId, buyer.id),
          sql`${cartItems.outletId} is ${outlet}`,
          eq(cartItems.productId, productId),
        ),
      );
    const inCart = line?.quantity ?? 0;
    const stored = quantity === undefined ? listing.minQuantity : toStored(quantity, listing.soldBy);
    const refusal =
      stored === null || stored % listing.step !== 0
        ? measureRefusal(listing, stored)
        : measureRefusal(listing, inCart + stored);
    if (refusal) throw refusal;
    // Stock that came back between the add and this read: try the add once more.
    if (inCart + stored! > listing.stock || attempt > 0) throw stockConflict(listing, inCart);
  }
}

/**
 * Sets a line's quantity (in the listing's units); 0 removes the line (spec section 4). One
 * statement checks and sets it; only when it sets nothing is the line read, to say why.
 */
export async function updateCartLine(db: Database, buyer: Buyer, lineId: string, quantity: number) {
  if (quantity === 0) return removeCartLine(db, buyer, lineId);
  if (await setChecked(db, buyer, lineId, quantity)) return getCart(db, buyer);
  return readAndSet(db, buyer, lineId, quantity);
}

/** The quantity set where the listing allows it, in thousandths of a pack, kg or litre. */
async function setChecked(db: Database, buyer: Buyer, lineId: string, quantity: number) {
  const milli = Math.round(quantity * BASE_PER_UNIT);
  // Finer than a thousandth fits no listing: the read below says why.
  if (Math.abs(quantity * BASE_PER_UNIT - milli) >= 1e-6) return false;
  const { checkedSet } = preparedFor(db);
  const args = { line: lineId, user: buyer.id, outlet: buyer.outletId ?? null, city: buyer.cityId, milli };
  return (await checkedSet[+!!buyer.cityId]!.run(args)).rowsAffected > 0;
}

/**
 * The line read alone and checked, then set by a statement that still requires the stock to
 * cover it: the refusal's reason, or the set when the reason went between the two.
 */
async function readAndSet(db: Database, buyer: Buyer, lineId: string, quantity: number) {
  const { line: lineQuery, setQuantity } = preparedFor(db);
  const outlet = buyer.outletId ?? null;
  const args = { user: buyer.id, outlet, city: buyer.cityId, day: istDayOf(Date.now()), line: lineId };
  for (let attempt = 0; ; attempt++) {
    const [row] = await lineQuery[+!!buyer.cityId]!.all(args);
    if (!row) throw fail.notFound(msg('error.cart.itemNotFound'));
    const line = atPrice(row);
    if (!line.live) throw fail.conflict('product_unavailable', lineIssue(line)!);
    const stored = toStored(quantity, line.soldBy);
    const refusal = measureRefusal(line, stored);
    if (refusal) throw refusal;
    if (stored! > line.stock) throw stockConflict(line, 0);
    const set = await setQuantity.run({ line: lineId, user: buyer.id, outlet, stored });
    if (set.rowsAffected > 0) return getCart(db, buyer);
    // The stock fell (or the line went) between the read and the write: read again once.
    if (attempt > 0) throw stockConflict(line, 0);
  }
}

export async function removeCartLine(db: Database, buyer: Buyer, lineId: string) {
  const removed = await preparedFor(db).remove.run({
    line: lineId,
    user: buyer.id,
    outlet: buyer.outletId ?? null,
  });
  if (removed.rowsAffected === 0) throw fail.notFound(msg('error.cart.itemNotFound'));
  return getCart(db, buyer);
}
