import {
  cartItems,
  type Database,
  newId,
  orderItems,
  orders,
  paymentEvents,
  payments,
  type Tx,
} from '@app/db';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { SellerConfig } from '../config.ts';
import { fail } from '../errors.ts';
import { type Language, type Message, msg, render } from '../messages/index.ts';
import { notifyStaff } from '../notifications/index.ts';
import {
  changeOrderStatus,
  type OrderEndPort,
  type OrderPorts,
  type OrderRow,
  ownOrder,
} from '../orders/index.ts';
import type { PaymentProvider, ProviderPaymentStatus, Services } from '../ports.ts';
import { formatRupees, toRupees } from '../shared/money.ts';
import { paymentMethodOf } from '../shared/payment-method.ts';

interface ProviderResult {
  status: ProviderPaymentStatus;
  amountPaise: number;
}

const rupees = (paise: number) => formatRupees(toRupees(paise));

/** Puts the lines of a failed online order back into the buyer's cart, so "Try Again" finds them. */
async function restoreCart(tx: Tx, order: OrderRow, now: number) {
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  for (const l of lines) {
    if (!l.productId) continue;
    await tx
      .insert(cartItems)
      .values({
        id: newId('cit'),
        userId: order.customerId,
        outletId: order.outletId,
        productId: l.productId,
        quantity: l.quantity,
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.outletId, cartItems.productId],
        set: { quantity: sql`${cartItems.quantity} + ${l.quantity}` },
      });
  }
}

async function releaseUnpaid(tx: Tx, order: OrderRow, note: Message, now: number, orderEnd: OrderEndPort) {
  await changeOrderStatus(tx, order.id, 'cancelled', {
    actor: 'system',
    now,
    paymentStatus: 'failed',
    note,
    orderEnd,
  });
  await restoreCart(tx, order, now);
}

/**
 * Applies what the provider says about one payment, idempotently, inside the caller's write
 * transaction. Success confirms the order (amount must match); failure — or no payment by the
 * deadline — cancels it, which releases the reserved stock.
 */
export async function applyPaymentResult(
  tx: Tx,
  orderId: string,
  paymentId: string | null,
  result: ProviderResult,
  now: number,
  operator: SellerConfig,
  orderEnd: OrderEndPort,
) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  if (paymentId) {
    await tx
      .update(payments)
      .set({ status: result.status, updatedAt: now })
      .where(and(eq(payments.id, paymentId), inArray(payments.status, ['created', 'pending'])));
  }
  if (order.paymentStatus === 'paid') return;
  if (result.status === 'success') {
    if (order.status === 'cancelled') {
      await notifyStaff(
        tx,
        order.cityId,
        {
          type: 'refund_due',
          title: msg('refund.due.title', { number: order.orderNumber }),
          message: msg('refund.late.message', { amount: rupees(result.amountPaise) }),
        },
        now,
      );
      return;
    }
    if (result.amountPaise !== order.totalPaise) {
      await releaseUnpaid(tx, order, msg('payment.mismatch.note'), now, orderEnd);
      await notifyStaff(
        tx,
        order.cityId,
        {
          type: 'refund_due',
          title: msg('payment.mismatch.title', { number: order.orderNumber }),
          message: msg('payment.mismatch.message', {
            paid: rupees(result.amountPaise),
            expected: rupees(order.totalPaise),
          }),
        },
        now,
      );
      return;
    }
    await changeOrderStatus(tx, order.id, order.status === 'pending' ? 'confirmed' : order.status, {
      actor: 'system',
      now,
      paymentStatus: 'paid',
      note: msg('payment.received.note', { amount: rupees(result.amountPaise) }),
      operator,
      orderEnd,
    });
    return;
  }
  if (order.status !== 'pending') return;
  if (result.status === 'failed') {
    await releaseUnpaid(tx, order, msg('payment.failed.note'), now, orderEnd);
  } else if (order.paymentDeadline !== null && order.paymentDeadline < now) {
    await releaseUnpaid(tx, order, msg('payment.expired.note'), now, orderEnd);
  }
}

async function openPayment(db: Database | Tx, orderId: string) {
  const [p] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['created', 'pending'])))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return p ?? null;
}

/** Asks the provider about an online order's open payment and applies the answer. */
async function refreshOnlineOrder(s: Services & OrderPorts, order: OrderRow, now: number) {
  const payment = await openPayment(s.db, order.id);
  let result: ProviderResult = { status: 'pending', amountPaise: 0 };
  // Only the provider that opened a payment can say how it went; without one it stays pending.
  if (payment && s.payments && payment.provider === s.payments.name) {
    try {
      result = await s.payments.fetchStatus(payment.providerRef);
    } catch (e) {
      // The gateway is unreachable: decide nothing now; the next check asks again.
      console.warn('payment status check failed', order.id, e);
      return;
    }
  }
  await s.db.write((tx) =>
    applyPaymentResult(tx, order.id, payment?.id ?? null, result, now, s.config.seller, s.orderEnd),
  );
}

const RELEASE_BATCH = 20;

/**
 * Background work (scheduled/): releases the stock held by unpaid online orders past their
 * deadline. Each is asked about at the provider first, so a payment made just before the
 * release still confirms; a provider that does not answer leaves the order for the next run.
 * Answers how many orders were looked at.
 */
export async function releaseExpiredOrders(s: Services & OrderPorts, now: number): Promise<number> {
  const expired = await s.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        eq(orders.paymentMethod, 'ONLINE'),
        eq(orders.paymentStatus, 'pending'),
        lt(orders.paymentDeadline, now),
      ),
    )
    .limit(RELEASE_BATCH);
  for (const o of expired) await refreshOnlineOrder(s, o, now);
  return expired.length;
}

/** An online order proper: not cash, and not "Pay later" (stored as ONLINE, decision 0070). */
const paysOnline = (o: OrderRow) => o.paymentMethod === 'ONLINE' && o.creditDueAt === null;

const verification = (o: OrderRow) => ({
  order_id: o.id,
  order_number: o.orderNumber,
  payment_method: paymentMethodOf(o),
  payment_status:
    o.paymentStatus === 'paid' || (!paysOnline(o) && o.status !== 'cancelled')
      ? ('success' as const)
      : o.status === 'cancelled' || o.paymentStatus === 'failed'
        ? ('failed' as const)
        : ('pending' as const),
  order_status: o.status,
  order_amount: toRupees(o.totalPaise),
});

/**
 * COD: confirms a pending order at once (cash is collected on delivery). ONLINE: asks the
 * provider — never the browser's redirect — and applies the answer.
 */
export async function verifyPayment(
  s: Services & OrderPorts,
  customerId: string,
  orderId: string,
  now: number,
) {
  const order = await ownOrder(s.db, customerId, orderId);
  if (!paysOnline(order)) {
    // A cash order awaiting staff (orders/limits.ts) stays pending until they confirm it.
    if (order.status === 'pending' && order.confirmDeadline === null)
      await s.db.write((tx) =>
        changeOrderStatus(tx, orderId, 'confirmed', {
          actor: 'system',
          now,
          note: msg(order.creditDueAt === null ? 'payment.cod.note' : 'payment.credit.note'),
          operator: s.config.seller,
          orderEnd: s.orderEnd,
        }),
      );
  } else if (order.paymentStatus === 'pending' && order.status === 'pending') {
    await refreshOnlineOrder(s, order, now);
  }
  return verification(await ownOrder(s.db, customerId, orderId));
}

/** Online payment is off when no provider is configured (production without gateway keys). */
export function onlineProvider(s: Services): PaymentProvider {
  if (!s.payments) throw fail.conflict('online_payment_off', msg('error.payments.onlineOff'));
  return s.payments;
}

/**
 * Opens (or reopens) the provider's hosted checkout for an unpaid online order. A gateway that
 * does not answer is told in `detail`, in the customer's `language` (the answer is not an error).
 */
export async function createPaymentSession(
  s: Services & OrderPorts,
  customerId: string,
  orderId: string,
  origin: string,
  now: number,
  language: Language = 'en',
) {
  let order = await ownOrder(s.db, customerId, orderId);
  if (!paysOnline(order))
    throw fail.conflict(
      'not_online',
      order.creditDueAt === null ? msg('error.payments.cashOnDelivery') : msg('error.payments.onCredit'),
    );
  if (order.paymentStatus === 'paid') throw fail.conflict('already_paid', msg('error.payments.alreadyPaid'));
  if (order.status === 'pending' && order.paymentDeadline !== null && order.paymentDeadline < now) {
    await refreshOnlineOrder(s, order, now);
    order = await ownOrder(s.db, customerId, orderId);
    if (order.paymentStatus === 'paid')
      throw fail.conflict('already_paid', msg('error.payments.alreadyPaid'));
  }
  if (order.status !== 'pending') throw fail.conflict('payment_closed', msg('error.payments.closed'));
  const provider = onlineProvider(s);
  const open = await openPayment(s.db, orderId);
  if (open?.paymentLink && open.provider === provider.name)
    return { success: true, payment_link: open.paymentLink, order_id: orderId };
  try {
    const session = await provider.createPayment({
      orderId,
      orderNumber: order.orderNumber,
      amountPaise: order.totalPaise,
      customer: { name: order.customerName, email: order.customerEmail, phone: order.phone },
      returnUrl: `${origin}/payment-callback?order_id=${encodeURIComponent(orderId)}`,
      expiresAt: order.paymentDeadline ?? now + 30 * 60_000,
    });
    await s.db.insert(payments).values({
      id: newId('pay'),
      orderId,
      provider: provider.name,
      providerRef: session.providerRef,
      amountPaise: order.totalPaise,
      status: 'created',
      paymentLink: session.paymentLink,
      createdAt: now,
      updatedAt: now,
    });
    return { success: true, payment_link: session.paymentLink, order_id: orderId };
  } catch (e) {
    console.warn('payment session failed', orderId, e);
    return {
      success: false,
      payment_link: null,
      order_id: orderId,
      detail: render(language, msg('error.payments.gatewaySilent')),
    };
  }
}

/**
 * A provider's webhook: forged bodies are refused before anything is read; each event id is
 * applied once (a replay answers 200 and changes nothing).
 */
export async function handlePaymentWebhook(
  s: Services & OrderPorts,
  provider: string,
  rawBody: string,
  headers: Headers,
  now: number,
): Promise<{ status: 200 | 401 | 404; body: Record<string, unknown> }> {
  if (!s.payments || provider !== s.payments.name)
    return { status: 404, body: { detail: 'Unknown payment provider.', code: 'not_found' } };
  const event = await s.payments.parseWebhook(rawBody, headers);
  if (!event) return { status: 401, body: { detail: 'Invalid webhook signature.', code: 'bad_signature' } };
  return s.db.write(async (tx) => {
    const fresh = await tx
      .insert(paymentEvents)
      .values({ id: `${provider}:${event.eventId}`, provider, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (fresh.length === 0) return { status: 200 as const, body: { ok: true, duplicate: true } };
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.providerRef, event.providerRef)));
    if (!payment) return { status: 200 as const, body: { ok: true, ignored: true } };
    await applyPaymentResult(tx, payment.orderId, payment.id, event, now, s.config.seller, s.orderEnd);
    return { status: 200 as const, body: { ok: true } };
  });
}
