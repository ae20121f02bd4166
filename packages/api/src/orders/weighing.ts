import { type Database, orderItems, orders, type Tx } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { audit } from '../audit/index.ts';
import { releaseStock, takeStock } from '../catalog/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { notify } from '../notifications/index.ts';
import {
  formatQuantity,
  fromStored,
  lineAmount,
  toleranceRange,
  toStored,
  weighedAmount,
} from '../shared/measure.ts';
import { formatRupees, toRupees } from '../shared/money.ts';
import { lowerOrderTotals, partLines, supplierName } from './parts.ts';
import { tellRefundDue } from './refund-due.ts';
import { openSupplierLine } from './supplier-line.ts';

type Line = typeof orderItems.$inferSelect;
type Order = typeof orders.$inferSelect;

const kg = (grams: number) => formatQuantity(grams, 'kg');
const rupees = (paise: number) => formatRupees(toRupees(paise));
const paidUpFront = (o: Order) => o.paymentMethod === 'ONLINE' && o.paymentStatus === 'paid';

/**
 * The line becomes the weight packed: its quantity, value and GST, the stock and the order's
 * totals follow, and the customer is told. A paid order never pays more than its estimate (the
 * supplier gives the extra), and what it paid for weight not supplied is a refund due for staff.
 * Credit and cash orders owe what was supplied. GST scales with the value, so the invoice,
 * issued when the goods leave (decision 0088), carries the weight and its tax exactly.
 */
async function applyWeight(tx: Tx, order: Order, line: Line, grams: number, actorId: string, now: number) {
  const estimate = line.estimatedQuantity ?? line.quantity;
  const lineTotalPaise = weighedAmount(line.pricePaise, grams, estimate, paidUpFront(order));
  const taxPaise = line.lineTotalPaise
    ? Math.round((line.taxPaise * lineTotalPaise) / line.lineTotalPaise)
    : 0;
  await tx
    .update(orderItems)
    .set({ quantity: grams, estimatedQuantity: estimate, proposedQuantity: null, lineTotalPaise, taxPaise })
    .where(eq(orderItems.id, line.id));
  if (grams < line.quantity)
    await releaseStock(tx, [{ productId: line.productId, quantity: line.quantity - grams }]);
  if (grams > line.quantity && line.productId) await takeStock(tx, line.productId, grams - line.quantity);
  const less = { subtotalPaise: line.lineTotalPaise - lineTotalPaise, gstPaise: line.taxPaise - taxPaise };
  const totalPaise = await lowerOrderTotals(tx, order.id, less, now);
  await audit(
    tx,
    {
      actorId,
      action: 'order_line.weighed',
      entity: 'order',
      entityId: order.id,
      before: {
        line_id: line.id,
        quantity: fromStored(line.quantity, 'kg'),
        line_total: toRupees(line.lineTotalPaise),
      },
      after: { line_id: line.id, quantity: fromStored(grams, 'kg'), line_total: toRupees(lineTotalPaise) },
    },
    now,
  );
  const item = line.productName;
  const refundPaise = less.subtotalPaise + less.gstPaise;
  await notify(
    tx,
    order.customerId,
    {
      type: 'order_line_weighed',
      title: msg('line.weighed.title', { number: order.orderNumber, item, quantity: kg(grams) }),
      message: [
        msg('line.weighed.message', {
          item,
          quantity: kg(grams),
          estimate: kg(estimate),
          amount: rupees(lineTotalPaise),
        }),
        msg('part.newTotal', { total: rupees(totalPaise), before: rupees(order.totalPaise) }),
        paidUpFront(order) && grams > estimate && msg('line.weighed.capped'),
        paidUpFront(order) && refundPaise > 0 && msg('part.refunded'),
      ],
    },
    now,
  );
  if (paidUpFront(order) && refundPaise > 0)
    await tellRefundDue(
      tx,
      order,
      refundPaise,
      msg('line.weighed.staff', { item, quantity: kg(grams), estimate: kg(estimate) }),
      now,
    );
  return totalPaise;
}

/**
 * The supplier weighs a line sold by weight when packing it: within the estimate's tolerance the
 * weight stands; outside it is refused (409 outside_tolerance with the range) unless the supplier
 * asks the customer, who then accepts or declines it (`answerWeight`). May be weighed again until
 * its part is handed over.
 */
export async function weighLine(
  db: Database,
  supplierId: string,
  input: { order_id: string; line_id: string; actual_quantity: number; ask_customer?: boolean },
  now: number,
) {
  return db.write(async (tx) => {
    const { line, order } = await openSupplierLine(tx, supplierId, input.order_id, input.line_id);
    if (!line.weighed)
      throw fail.conflict('not_weighed', msg('error.orders.notWeighed', { item: line.productName }));
    if (line.shortQuantity > 0) throw fail.conflict('already_short', msg('error.orders.weighShortened'));
    const grams = toStored(input.actual_quantity, 'kg');
    if (grams === null || grams <= 0)
      throw fail.badRequest('invalid_quantity', msg('error.orders.weightPositive'));
    const estimate = line.estimatedQuantity ?? line.quantity;
    const range = toleranceRange(estimate, line.tolerancePct);
    const answer = (quantity: number, totalPaise: number, awaiting: boolean) => ({
      order_id: order.id,
      line_id: line.id,
      quantity: fromStored(quantity, 'kg'),
      estimated_quantity: fromStored(estimate, 'kg'),
      awaiting_customer: awaiting,
      total: toRupees(totalPaise),
    });
    if (grams >= range.min && grams <= range.max)
      return answer(grams, await applyWeight(tx, order, line, grams, supplierId, now), false);
    const text = msg('error.orders.outsideTolerance', {
      item: line.productName,
      min: kg(range.min),
      max: kg(range.max),
    });
    if (!input.ask_customer)
      throw fail.conflict('outside_tolerance', text).with({
        fields: [{ path: ['actual_quantity'], text }],
        details: { min_quantity: fromStored(range.min, 'kg'), max_quantity: fromStored(range.max, 'kg') },
      });
    await tx.update(orderItems).set({ proposedQuantity: grams }).where(eq(orderItems.id, line.id));
    const supplier = await supplierName(tx, supplierId);
    await notify(
      tx,
      order.customerId,
      {
        type: 'order_line_weight_proposed',
        title: msg('line.proposed.title', { number: order.orderNumber, item: line.productName }),
        message: msg('line.proposed.message', {
          supplier,
          item: line.productName,
          quantity: kg(grams),
          estimate: kg(estimate),
          max: kg(range.max),
          amount: rupees(lineAmount(line.pricePaise, grams, 'kg')),
        }),
      },
      now,
    );
    return answer(line.quantity, order.totalPaise, true);
  });
}

/**
 * The customer accepts or declines a weight its supplier proposed outside the tolerance: accepted,
 * the line becomes that weight as if weighed within it; declined, the proposal goes and the
 * supplier weighs again or ships less. Own orders only (404), while the part is still open (409).
 */
export async function answerWeight(
  db: Database,
  customerId: string,
  input: { id: string; line_id: string; accept: boolean },
  now: number,
) {
  return db.write(async (tx) => {
    const [row] = await tx
      .select({ line: orderItems, order: orders })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(eq(orderItems.id, input.line_id), eq(orders.id, input.id), eq(orders.customerId, customerId)),
      );
    if (!row) throw fail.notFound(msg('error.orders.lineNotFound'));
    const { line, order } = row;
    const grams = line.proposedQuantity;
    if (grams === null) throw fail.conflict('no_proposal', msg('error.orders.noWeightProposed'));
    const { part } = await openSupplierLine(tx, line.supplierId!, order.id, line.id);
    let totalPaise = order.totalPaise;
    if (input.accept) totalPaise = await applyWeight(tx, order, line, grams, customerId, now);
    else {
      await tx.update(orderItems).set({ proposedQuantity: null }).where(eq(orderItems.id, line.id));
      await audit(
        tx,
        {
          actorId: customerId,
          action: 'order_line.weight_declined',
          entity: 'order',
          entityId: order.id,
          before: { line_id: line.id, proposed_quantity: fromStored(grams, 'kg') },
          after: { line_id: line.id, proposed_quantity: null },
        },
        now,
      );
    }
    const range = toleranceRange(line.estimatedQuantity ?? line.quantity, line.tolerancePct);
    await notify(
      tx,
      part.supplierId,
      {
        type: 'order_line_weight_answered',
        title: msg(input.accept ? 'line.accepted.title' : 'line.declined.title', {
          number: order.orderNumber,
          item: line.productName,
          quantity: kg(grams),
        }),
        message: input.accept
          ? msg('line.accepted.message', { item: line.productName, quantity: kg(grams) })
          : msg('line.declined.message', { item: line.productName, min: kg(range.min), max: kg(range.max) }),
      },
      now,
    );
    const after = (await partLines(tx, part)).find((l) => l.id === line.id)!;
    return {
      order_id: order.id,
      line_id: line.id,
      quantity: fromStored(after.quantity, 'kg'),
      total: toRupees(totalPaise),
    };
  });
}
