import { cartItems, cities, type Database, newId, orderItems, orders, users } from '@app/db';
import { and, count, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../accounts/index.ts';
import { cartLines, issueCode, lineIssue, pricedLines } from '../cart/index.ts';
import { offeredAsRead, reserveStock } from '../catalog/index.ts';
import type { OrderLimits } from '../config.ts';
import { chargeCredit, loadLedger } from '../credit/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { staffToTell } from '../notifications/index.ts';
import { fromStored, lineAmount } from '../shared/measure.ts';
import { toRupees } from '../shared/money.ts';
import { fourDigitCode, invoicePrefix, orderNumber } from '../shared/order-numbers.ts';
import { lineTaxes, priceBreakdown } from '../shared/pricing.ts';
import { changedMeanwhile, guard } from '../shared/write-guard.ts';
import { DAYS_AHEAD, readBooking, seatLeft } from '../slots/index.ts';
import { dayRefusal, daysAhead, minimumRefusal, supplierSubtotals, termsOf } from '../terms/index.ts';
import { activeEndpoints, eventInsert } from '../webhooks/index.ts';
import { confirmDeadline, heldUnits, refuseOverLimits, waiting } from './limits.ts';
import { linesWithParts, openParts } from './parts.ts';
import { placedNotices } from './placed-notices.ts';
import { refuseRiseOverSeen } from './seen-total.ts';
import { orderById, orderDto } from './views.ts';

/** An online order not paid within this window releases its stock (see docs/decisions/0012-payments.md). */
export const PAYMENT_WINDOW_MS = 30 * 60_000;
/** Reads and writes again when what it read changed before it wrote (decision 0082). */
const ATTEMPTS = 3;

export interface PlaceOrder {
  delivery_address: string;
  phone: string;
  payment_method: 'COD' | 'ONLINE' | 'CREDIT';
  contact_person: string;
  alternate_phone: string;
  landmark: string;
  delivery_notes: string;
  gstin?: string;
  idempotency_key?: string;
  slot_id?: string;
  slot_date?: string;
  /** The total the buyer was shown, in rupees (seen-total.ts). */
  seen_total?: number;
}

const settledValue = <T>(r: PromiseSettledResult<T>): T => {
  if (r.status === 'rejected') throw r.reason;
  return r.value;
};

/**
 * Everything checkout needs, read together: one round trip to Turso. Answers `replay` when the
 * idempotency key already placed an order, else the checked cart, slot and credit, and what the
 * writes need (city, staff, webhook endpoints, how many orders the customer has placed). The
 * buyer's caps and the total it saw are checked here (limits.ts, seen-total.ts): a refusal writes nothing.
 */
async function readCheckout(
  db: Database,
  user: SessionUser,
  input: PlaceOrder,
  now: number,
  limits: OrderLimits,
) {
  const key = input.idempotency_key ?? null;
  const [own, lines, slot, city, ledger, staff, endpoints, held] = await Promise.allSettled([
    db
      .select({
        placed: count(),
        replay: sql<string | null>`max(case when ${orders.idempotencyKey} = ${key} then ${orders.id} end)`,
        waiting: sql<number>`coalesce(sum(case when ${waiting} then 1 else 0 end), 0)`,
        delivered: sql<number>`coalesce(sum(case when ${orders.status} = 'delivered' then 1 else 0 end), 0)`,
      })
      .from(orders)
      .where(eq(orders.customerId, user.id)),
    cartLines(db, { id: user.id, cityId: user.cityId }, now),
    readBooking(db, user.cityId, input, now),
    user.cityId ? db.select({ state: cities.state }).from(cities).where(eq(cities.id, user.cityId)) : [],
    input.payment_method === 'CREDIT' ? loadLedger(db, user.id, now) : null,
    staffToTell(db, user.cityId, 'new_order'),
    activeEndpoints(db),
    heldUnits(db, user.id),
  ]);
  const mine = settledValue(own)[0];
  const { placed, replay } = mine ?? { placed: 0, replay: null };
  if (replay) return { replay };
  const cart = settledValue(lines);
  if (cart.length === 0) throw fail.badRequest('cart_empty', msg('error.orders.cartEmpty'));
  for (const l of cart) {
    const issue = lineIssue(l);
    if (issue) throw fail.conflict(issueCode(l), issue);
  }
  // Each supplier's terms in the buyer's city (decision 0095): its minimum, then a day it delivers.
  const terms = termsOf(cart);
  const under = minimumRefusal(terms, supplierSubtotals(cart));
  if (under) throw fail.conflict('supplier_minimum', under);
  const booked = settledValue(slot)({
    days: daysAhead(terms, DAYS_AHEAD),
    refuse: (day) => dayRefusal(terms, day, now),
  });
  const priced = pricedLines(cart);
  const price = priceBreakdown(priced);
  const method = input.payment_method;
  const [waitingOrders, delivered] = [Number(mine?.waiting ?? 0), Number(mine?.delivered ?? 0)];
  refuseOverLimits(limits, {
    cart,
    held: settledValue(held),
    waitingOrders,
    method,
    totalPaise: price.totalPaise,
  });
  const read = settledValue(ledger);
  const credit = read && chargeCredit(read, user.id, price.totalPaise, now);
  refuseRiseOverSeen(input.seen_total, cart, price);
  const until = confirmDeadline(limits, { user, delivered, method, totalPaise: price.totalPaise, now });
  return {
    replay: null,
    placed,
    cart,
    priced,
    price,
    slot: booked,
    credit,
    confirmDeadline: until,
    review: until && limits.codConfirmHours,
    state: settledValue(city)[0]?.state ?? null,
    staff: settledValue(staff),
    endpoints: settledValue(endpoints),
  };
}

type Read = Exclude<Awaited<ReturnType<typeof readCheckout>>, { replay: string }>;

/** The financial year's next invoice number, taken by the insert itself: no gap and no twin. */
function nextInvoiceNumber(now: number) {
  const prefix = invoicePrefix(now);
  const last = sql`(select cast(substr(${orders.invoiceNumber}, ${prefix.length + 1}) as integer) from ${orders}
    where ${orders.invoiceNumber} >= ${prefix} and ${orders.invoiceNumber} < ${`${prefix}~`}
    order by ${orders.invoiceNumber} desc limit 1)`;
  return sql`${prefix} || printf('%06d', coalesce(${last}, 0) + 1)`;
}

/** The order's rows, its notices and events: one batch, all or nothing, guarded by what was read. */
function writeOrder(db: Database, user: SessionUser, input: PlaceOrder, r: Read, now: number) {
  const id = newId('ord');
  const number = orderNumber(now);
  const { cart, priced, price, slot, credit } = r;
  const taxes = lineTaxes(
    priced.map((l) => ({ taxablePaise: lineAmount(l.pricePaise, l.quantity, l.soldBy), gstRate: l.gstRate })),
  );
  const gstin = input.gstin === undefined ? user.gstin : input.gstin || null;
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
  const statements = [
    // The customer placed nothing meanwhile: no second order on the same credit or key.
    guard(db, sql`(select count(*) from ${orders} where ${orders.customerId} = ${user.id}) = ${r.placed}`),
    guard(db, offeredAsRead(db, cart, user.cityId)),
    slot && guard(db, seatLeft(slot.slotId, slot.slotDate)),
    credit && guard(db, credit.lineAsRead),
    ...cart.map((l) => reserveStock(db, l.productId, l.quantity, now)),
    gstin !== user.gstin && db.update(users).set({ gstin, updatedAt: now }).where(eq(users.id, user.id)),
    db.insert(orders).values({
      id,
      orderNumber: number,
      invoiceNumber: nextInvoiceNumber(now),
      customerId: user.id,
      cityId: user.cityId,
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
      deliveryAddress: input.delivery_address,
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
    db.insert(orderItems).values(
      cart.map((l, i) => ({
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
    ),
    parts.insert,
    // Only the lines ordered: one added meanwhile from another tab stays in the cart.
    ...cart.map((l) =>
      db.delete(cartItems).where(and(eq(cartItems.id, l.id), eq(cartItems.quantity, l.quantity))),
    ),
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
  ].filter((s) => s !== null && s !== false);
  // Read back in the same batch: the answer costs no round trip of its own.
  return {
    statements,
    row: db.select().from(orders).where(eq(orders.id, id)),
    lines: linesWithParts(db, [id]),
  };
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
  user: SessionUser,
  input: PlaceOrder,
  now: number,
  limits: OrderLimits,
) {
  for (let attempt = 1; ; attempt++) {
    const read = await readCheckout(db, user, input, now, limits);
    if (read.replay !== null) return { order: await orderById(db, read.replay), replayed: true };
    const { statements, row, lines } = writeOrder(db, user, input, read, now);
    try {
      const answers = await db.batch([...statements, row, lines] as unknown as Parameters<
        Database['batch']
      >[0]);
      const [order] = answers.at(-2) as Awaited<typeof row>;
      return {
        order: orderDto(order!, answers.at(-1) as Awaited<typeof lines>, undefined, { showOtp: true }),
        replayed: false,
      };
    } catch (e) {
      if (!changedMeanwhile(e)) throw e;
      if (attempt === ATTEMPTS) throw fail.conflict('checkout_busy', msg('error.orders.checkoutBusy'));
    }
  }
}
