import {
  type ApprovalReason,
  type CheckoutChoices,
  cartItems,
  type Database,
  newId,
  orderItems,
  orders,
  users,
} from '@app/db';
import { and, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../accounts/index.ts';
import { orderingOutlet } from '../business/index.ts';
import { offeredAsRead, reserveStock } from '../catalog/index.ts';
import type { OrderLimits } from '../config.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { fromStored, lineAmount } from '../shared/measure.ts';
import { toRupees } from '../shared/money.ts';
import { fourDigitCode, invoicePrefix, orderNumber } from '../shared/order-numbers.ts';
import { perKey } from '../shared/per-key.ts';
import { lineTaxes, taxedLines } from '../shared/pricing.ts';
import { changedMeanwhile, guard } from '../shared/write-guard.ts';
import { seatLeft } from '../slots/index.ts';
import { eventInsert } from '../webhooks/index.ts';
import { fill, runBatch, type Step } from './checkout-batch.ts';
import { linesWithParts, openParts } from './parts.ts';
import { placedNotices } from './placed-notices.ts';
import { orderById, orderDto } from './views.ts';

/** An online order not paid within this window releases its stock (see docs/decisions/0012-payments.md). */
export const PAYMENT_WINDOW_MS = 30 * 60_000;
/** What a supplier's delivery charge line is called on the order and its invoice (decision 0095). */
export const CHARGE_NAME = 'Delivery charge below minimum order';
/** Reads and writes again when what it read changed before it wrote (decision 0082). */
const ATTEMPTS = 3;

export interface PlaceOrder extends CheckoutChoices {
  /** The total the buyer was shown, in rupees (seen-total.ts). */
  seen_total?: number;
  /** Order only this supplier's lines; the rest stay in the cart (decision 0095). */
  supplier_id?: string;
}

import { type LineSource, readCheckout, theCart } from './checkout-read.ts';

/**
 * Whose order it is (the account holder, as the outlet buys: business/ordering.ts), for which
 * outlet and by whom (decision 0112); without an outlet, the one the account reaches.
 */
export type Orderer = SessionUser & { outletId?: string; placedBy?: string; fromOutlet?: boolean };

export type Read = Exclude<Awaited<ReturnType<typeof readCheckout>>, { replay: string }>;

/** The financial year's next invoice number, taken by the insert itself: no gap and no twin. */
function nextInvoiceNumber(now: number) {
  const prefix = invoicePrefix(now);
  const last = sql`(select cast(substr(${orders.invoiceNumber}, ${prefix.length + 1}) as integer) from ${orders}
    where ${orders.invoiceNumber} >= ${prefix} and ${orders.invoiceNumber} < ${`${prefix}~`}
    order by ${orders.invoiceNumber} desc limit 1)`;
  return sql`${prefix} || printf('%06d', coalesce(${last}, 0) + 1)`;
}

/**
 * The batch's statements whose shape never changes, built once per database (decision 0126):
 * drizzle built each anew per order, a tenth of checkout's CPU with the read-back's mapping.
 */
const fixedFor = perKey((db: Database) => {
  const p = sql.placeholder;
  return {
    placed: guard(
      db,
      sql`(select count(*) from ${orders} where ${orders.customerId} = ${p('customer')}) = ${p('placed')}`,
    ).getQuery(),
    reserve: reserveStock(db, p('product'), p('quantity'), p('now')).toSQL(),
    uncart: db
      .delete(cartItems)
      .where(and(eq(cartItems.id, p('id')), eq(cartItems.quantity, p('quantity'))))
      .toSQL(),
    row: db
      .select()
      .from(orders)
      .where(eq(orders.id, p('id')))
      .prepare(),
    lines: linesWithParts(db, [p('id')]).prepare(),
  };
});
type Fixed = ReturnType<typeof fixedFor>;
/** The order's rows, its notices and events: one batch, all or nothing, guarded by what was read. */
function writeOrder(db: Database, user: Orderer, input: PlaceOrder, r: Read, now: number) {
  const id = newId('ord');
  const number = orderNumber(now);
  const { cart, priced, charges, price, slot, credit } = r;
  // Taxed together, as the price was: each rate's GST is exact over goods and charges alike.
  const taxes = lineTaxes(taxedLines([...priced, ...charges]));
  // Another outlet's GSTIN is its registration in its state (business/outlets.ts), not typed here.
  const gstin = user.fromOutlet || input.gstin === undefined ? user.gstin : input.gstin || null;
  const parts = openParts(
    db,
    id,
    cart.map((l) => l.supplierId),
    now,
  );
  const lineIds = (l: Read['cart'][number]) => ({
    product_id: l.productId,
    quantity: fromStored(l.quantity, l.soldBy),
    sold_by: l.soldBy,
  });
  const fixed = fixedFor(db);
  const statements: (Step | null | false | undefined)[] = [
    // The customer placed nothing meanwhile: no second order on the same credit or key.
    fill(fixed.placed, { customer: user.id, placed: r.placed }),
    guard(db, offeredAsRead(db, cart, user.cityId)),
    slot && guard(db, seatLeft(slot.slotId, slot.slotDate)),
    credit && guard(db, credit.lineAsRead),
    ...cart.map((l) => fill(fixed.reserve, { product: l.productId, quantity: l.quantity, now })),
    // The profile is the first outlet's: another outlet's GSTIN is its own (business/outlets.ts).
    !user.fromOutlet &&
      gstin !== user.gstin &&
      db.update(users).set({ gstin, updatedAt: now }).where(eq(users.id, user.id)),
    db.insert(orders).values({
      id,
      orderNumber: number,
      invoiceNumber: nextInvoiceNumber(now),
      customerId: user.id,
      cityId: user.cityId,
      outletId: user.outletId ?? orderingOutlet(user.id),
      placedBy: user.placedBy ?? user.id,
      paymentMethod: input.payment_method === 'CREDIT' ? 'ONLINE' : input.payment_method,
      creditDueAt: credit?.creditDueAt ?? null,
      creditPaise: credit?.creditPaise ?? null,
      ...price,
      restaurantName: user.restaurantName,
      customerName: user.username,
      customerEmail: user.email,
      customerGstin: gstin,
      customerFssai: user.fssaiNumber,
      customerState: r.state,
      deliveryAddress: user.fromOutlet && user.address ? user.address : input.delivery_address,
      phone: input.phone,
      contactPerson: input.contact_person,
      alternatePhone: input.alternate_phone,
      landmark: input.landmark,
      deliveryNotes: input.delivery_notes,
      ...slot,
      idempotencyKey: input.idempotency_key ?? null,
      deliveryOtp: fourDigitCode(),
      paymentDeadline: input.payment_method === 'ONLINE' ? now + PAYMENT_WINDOW_MS : null,
      confirmDeadline: r.confirmDeadline,
      createdAt: now,
      updatedAt: now,
    }),
    db.insert(orderItems).values([
      ...cart.map((l, i) => ({
        id: newId('itm'),
        orderId: id,
        productId: l.productId,
        supplierId: l.supplierId,
        categoryId: l.categoryId,
        productName: l.name,
        unit: l.unit,
        hsnCode: l.hsnCode,
        pricePaise: l.pricePaise,
        priceRule: l.priceRule,
        listPricePaise: l.priceRule === 'list' ? null : l.listPricePaise,
        soldBy: l.soldBy,
        weighed: l.weighed,
        tolerancePct: l.weighed ? l.tolerancePct : 0,
        quantity: l.quantity,
        lineTotalPaise: lineAmount(l.pricePaise, l.quantity, l.soldBy),
        gstRate: priced[i]!.gstRate,
        taxPaise: taxes[i]!,
        sellerGstin: l.sellerGstin,
      })),
      ...charges.map((c, i) => ({
        id: newId('itm'),
        orderId: id,
        productId: null,
        kind: 'charge' as const,
        supplierId: c.supplierId,
        categoryId: c.categoryId,
        productName: CHARGE_NAME,
        unit: 'service',
        hsnCode: c.hsnCode,
        pricePaise: c.pricePaise,
        quantity: 1,
        lineTotalPaise: c.pricePaise,
        gstRate: c.gstRate,
        taxPaise: taxes[priced.length + i]!,
        sellerGstin: c.sellerGstin,
      })),
    ]),
    parts.insert,
    // Only the lines ordered: one added meanwhile from another tab stays in the cart.
    ...(r.fromCart ? cart : []).map((l) => fill(fixed.uncart, { id: l.id, quantity: l.quantity })),
    ...placedNotices(db, user, {
      number,
      method: input.payment_method,
      count: cart.length,
      totalPaise: price.totalPaise,
      creditDueAt: credit ? credit.creditDueAt : null,
      slot,
      reviewHours: r.review,
      staff: r.staff,
      now,
    }),
    eventInsert(
      db,
      r.endpoints,
      'order.placed',
      {
        order_id: id,
        order_number: number,
        city_id: user.cityId,
        payment_method: input.payment_method,
        total_amount: toRupees(price.totalPaise),
        items: cart.map(lineIds),
      },
      { customerId: user.id, cityId: user.cityId },
      now,
    ),
    ...parts.parts.map((part) =>
      eventInsert(
        db,
        r.endpoints,
        'order_part.created',
        {
          order_id: id,
          order_number: number,
          part_id: part.id,
          supplier_id: part.supplierId,
          city_id: user.cityId,
          payment_method: input.payment_method,
          items: cart.filter((l) => l.supplierId === part.supplierId).map(lineIds),
        },
        { supplierId: part.supplierId, cityId: user.cityId },
        now,
      ),
    ),
  ];
  // Read back in the same batch: the answer costs no round trip of its own.
  return {
    statements: statements.filter((s): s is Step => Boolean(s)),
    row: fill(fixed.row.getQuery(), { id }, fixed.row),
    lines: fill(fixed.lines.getQuery(), { id }, fixed.lines),
  };
}

/** What a buyer's rules decide of an order checkout read (`CheckoutGate`). */
export interface Ruling {
  /** The reasons the order must wait for approval: none, place it. */
  hold: ApprovalReason[];
  /** Statements that keep the decision true in the order's batch. */
  guards: BatchItem[];
  /** A read at the end of the order's batch, the order counted: answered as `Placed.after`. */
  after?: SelectItem;
}
/**
 * A buyer's rules over what it may order (approvals and budgets, decision 0113). Its own reads go
 * with checkout's, in its one read round trip (decision 0120), on every attempt; then it rules on
 * what was read. Either may refuse by throwing: a read's refusal answers before the cart is checked.
 */
export interface CheckoutGate<T = unknown> {
  read: () => Promise<T>;
  rule: (read: Read, own: T) => Promise<Ruling>;
}
type BatchItem = ReturnType<typeof guard>;
type SelectItem = PromiseLike<unknown[]>;
/** The order placed, or the one its idempotency key had placed. */
export interface Placed {
  order: ReturnType<typeof orderDto>;
  replayed: boolean;
  /** The rows of the ruling's `after` read, when it had one. */
  after?: unknown[];
}
/** An order that was not placed: it waits for approval, with what checkout read of it. */
export interface Held {
  held: ApprovalReason[];
  read: Read;
}

/**
 * Turns the cart into an order: database prices, stock never oversold, line snapshots, invoice
 * number, and the cart emptied only if all of it succeeds. One read round trip and one batch of
 * writes (decision 0082): what the reads decided is guarded in the batch, and a batch refused
 * because something changed meanwhile reads again, so the customer hears what changed (sold
 * out, slot full) or the order is placed. The same idempotency key answers the order it placed.
 */
export async function placeOrder(
  db: Database,
  user: Orderer,
  input: PlaceOrder,
  now: number,
  limits: OrderLimits,
  source: LineSource = theCart(user, input.supplier_id),
) {
  const placed = await placeGated(db, user, input, now, limits, source);
  if ('held' in placed) throw new Error('an order without rules is never held');
  return placed;
}

/** placeOrder under a buyer's rules: the order, or what must wait for approval (nothing written). */
export async function placeGated<T>(
  db: Database,
  user: Orderer,
  input: PlaceOrder,
  now: number,
  limits: OrderLimits,
  source: LineSource,
  gate?: CheckoutGate<T>,
): Promise<Placed | Held> {
  for (let attempt = 1; ; attempt++) {
    const read = await readCheckout(db, user, input, now, limits, source, gate?.read);
    if (read.replay !== null) return { order: await orderById(db, read.replay), replayed: true };
    const ruled: Ruling = gate ? await gate.rule(read, read.gateRead as T) : { hold: [], guards: [] };
    if (ruled.hold.length > 0) return { held: ruled.hold, read };
    const { statements, row, lines } = writeOrder(db, user, input, read, now);
    const after = ruled.after ? [ruled.after] : [];
    try {
      const answers = await runBatch(db, [
        ...(ruled.guards as unknown as Step[]),
        ...statements,
        ...(after as unknown as Step[]),
        row,
        lines,
      ]);
      const [order] = answers.at(-2) as Awaited<ReturnType<Fixed['row']['all']>>;
      return {
        order: orderDto(order!, answers.at(-1) as Awaited<ReturnType<Fixed['lines']['all']>>, undefined, {
          showOtp: true,
        }),
        replayed: false,
        ...(ruled.after ? { after: answers.at(-3) as unknown[] } : {}),
      };
    } catch (e) {
      if (!changedMeanwhile(e)) throw e;
      if (attempt === ATTEMPTS) throw fail.conflict('checkout_busy', msg('error.orders.checkoutBusy'));
    }
  }
}
