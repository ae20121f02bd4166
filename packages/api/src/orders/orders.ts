import { cartItems, cities, type Database, newId, orderItems, orders, type Tx, users } from '@app/db';
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { SessionUser } from '../accounts/index.ts';
import { cartLines, lineIssue, pricedLines } from '../cart/index.ts';
import { reserveStock } from '../catalog/index.ts';
import { chargeCredit } from '../credit/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { notify, notifyStaff } from '../notifications/index.ts';
import { formatRupees, toRupees } from '../shared/money.ts';
import { financialYear, fourDigitCode, invoiceNumber, orderNumber } from '../shared/order-numbers.ts';
import { lineTaxes, priceBreakdown } from '../shared/pricing.ts';
import { istDayOf } from '../shared/query.ts';
import { slotText } from '../shared/slot-text.ts';
import { bookSlot } from '../slots/index.ts';
import { emitEvent } from '../webhooks/index.ts';
import { openParts } from './parts.ts';
import { changeOrderStatus } from './transitions.ts';
import { CUSTOMER_CANCELLABLE, ownOrder } from './views.ts';

/** An online order not paid within this window releases its stock (see docs/decisions/0012-payments.md). */
export const PAYMENT_WINDOW_MS = 30 * 60_000;

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
}

/** Next invoice number of the financial year of `now`, read inside the write transaction. */
async function nextInvoiceNumber(tx: Tx, now: number) {
  const prefix = `INV/${financialYear(now)}/`;
  const [last] = await tx
    .select({ n: orders.invoiceNumber })
    .from(orders)
    .where(and(gte(orders.invoiceNumber, prefix), lt(orders.invoiceNumber, `${prefix}~`)))
    .orderBy(desc(orders.invoiceNumber))
    .limit(1);
  return invoiceNumber(now, (last ? Number.parseInt(last.n.slice(prefix.length), 10) || 0 : 0) + 1);
}

async function uniqueOrderNumber(tx: Tx, now: number) {
  for (;;) {
    const candidate = orderNumber(now);
    const [taken] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, candidate));
    if (!taken) return candidate;
  }
}

/**
 * Turns the cart into an order in one write transaction: database prices, conditional stock
 * decrements (never oversells), line snapshots, invoice number, and the cart emptied only if
 * all of it succeeds. The same idempotency key answers the order it already placed.
 */
export async function placeOrder(db: Database, user: SessionUser, input: PlaceOrder, now: number) {
  return db.write(async (tx) => {
    if (input.idempotency_key) {
      const [done] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.customerId, user.id), eq(orders.idempotencyKey, input.idempotency_key)));
      if (done) return { id: done.id, replayed: true };
    }
    const lines = await cartLines(tx, { id: user.id, cityId: user.cityId });
    if (lines.length === 0) throw fail.badRequest('cart_empty', 'Cart is empty');
    const slot = await bookSlot(tx, user.cityId, input, now);
    for (const l of lines) {
      const issue = lineIssue(l);
      if (issue) throw fail.conflict(l.live ? 'insufficient_stock' : 'product_unavailable', issue);
    }
    for (const l of lines) {
      const taken = await reserveStock(tx, l.productId, l.quantity, now);
      if (!taken) throw fail.conflict('insufficient_stock', `${l.name} sold out while you were ordering.`);
    }
    const priced = pricedLines(lines);
    const price = priceBreakdown(priced);
    const taxes = lineTaxes(
      priced.map((l) => ({ taxablePaise: l.pricePaise * l.quantity, gstRate: l.gstRate })),
    );
    const [city] = user.cityId
      ? await tx.select({ state: cities.state }).from(cities).where(eq(cities.id, user.cityId))
      : [];
    const gstin = input.gstin === undefined ? user.gstin : input.gstin || null;
    if (gstin !== user.gstin)
      await tx.update(users).set({ gstin, updatedAt: now }).where(eq(users.id, user.id));
    // Pay later: stored as a prepaid-style order with no payment deadline (decision 0070).
    const credit =
      input.payment_method === 'CREDIT' ? await chargeCredit(tx, user.id, price.totalPaise, now) : null;
    const id = newId('ord');
    const number = await uniqueOrderNumber(tx, now);
    await tx.insert(orders).values({
      id,
      orderNumber: number,
      invoiceNumber: await nextInvoiceNumber(tx, now),
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
      customerState: city?.state ?? null,
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
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(orderItems).values(
      lines.map((l, i) => ({
        id: newId('itm'),
        orderId: id,
        productId: l.productId,
        supplierId: l.supplierId,
        categoryId: l.categoryId,
        productName: l.name,
        unit: l.unit,
        hsnCode: l.hsnCode,
        pricePaise: l.pricePaise,
        quantity: l.quantity,
        lineTotalPaise: l.pricePaise * l.quantity,
        gstRate: priced[i]!.gstRate,
        taxPaise: taxes[i]!,
        sellerGstin: l.sellerGstin,
      })),
    );
    const parts = await openParts(
      tx,
      id,
      lines.map((l) => l.supplierId),
      now,
    );
    await tx.delete(cartItems).where(eq(cartItems.userId, user.id));
    const amount = formatRupees(toRupees(price.totalPaise));
    await notify(
      tx,
      user.id,
      {
        type: 'order_placed',
        title: msg('order.placed.title', { number }),
        message: [
          input.payment_method === 'ONLINE'
            ? msg('order.placed.online', { amount })
            : credit
              ? msg('order.placed.credit', { amount, date: istDayOf(credit.creditDueAt) })
              : msg('order.placed.cod', { amount }),
          slot && msg('order.placed.slot', { slot: slotText(slot.slotDate, slot.slotStart, slot.slotEnd) }),
        ],
      },
      now,
    );
    await notifyStaff(
      tx,
      user.cityId,
      {
        type: 'new_order',
        title: msg('order.new.title', { number }),
        message: msg('order.new.message', {
          restaurant: user.restaurantName,
          count: lines.length,
          amount,
          method: input.payment_method,
        }),
      },
      now,
    );
    await emitEvent(
      tx,
      'order.placed',
      {
        order_id: id,
        order_number: number,
        city_id: user.cityId,
        payment_method: input.payment_method,
        total_amount: toRupees(price.totalPaise),
        items: lines.map((l) => ({ product_id: l.productId, quantity: l.quantity })),
      },
      { customerId: user.id, cityId: user.cityId },
      now,
    );
    for (const part of parts)
      await emitEvent(
        tx,
        'order_part.created',
        {
          order_id: id,
          order_number: number,
          part_id: part.id,
          supplier_id: part.supplierId,
          city_id: user.cityId,
          payment_method: input.payment_method,
          items: lines
            .filter((l) => l.supplierId === part.supplierId)
            .map((l) => ({ product_id: l.productId, quantity: l.quantity })),
        },
        { supplierId: part.supplierId, cityId: user.cityId },
        now,
      );
    return { id, replayed: false };
  });
}

/** The buyer cancels while the order is pending or confirmed; stock goes back (changeOrderStatus). */
export async function cancelOwnOrder(db: Database, customerId: string, orderId: string, now: number) {
  return db.write(async (tx) => {
    const order = await ownOrder(tx, customerId, orderId);
    if (!(CUSTOMER_CANCELLABLE as readonly string[]).includes(order.status))
      throw fail.conflict(
        'invalid_transition',
        `Only pending or confirmed orders can be cancelled; this one is ${order.status.replaceAll('_', ' ')}.`,
      );
    const { creditNotes } = await changeOrderStatus(tx, orderId, 'cancelled', {
      actor: 'customer',
      now,
      note: msg('order.cancelled.note'),
    });
    const amount = formatRupees(toRupees(order.totalPaise));
    const refund =
      order.paymentMethod === 'ONLINE' &&
      order.paymentStatus === 'paid' &&
      (creditNotes.length
        ? msg('order.refund.against', { amount, notes: creditNotes.join(', ') })
        : msg('order.refund.online', { amount }));
    await notifyStaff(
      tx,
      order.cityId,
      {
        type: 'order_cancelled',
        title: msg('order.status.title', { number: order.orderNumber, status: 'cancelled' }),
        message: [msg('order.cancelled.message', { restaurant: order.restaurantName }), refund],
      },
      now,
    );
    return order;
  });
}
