import { type Database, orderItems, type Tx } from '@app/db';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { audit } from '../audit/index.ts';
import { releaseStock } from '../catalog/index.ts';
import { queueChannelMessages } from '../channels/index.ts';
import { fail } from '../errors.ts';
import { creditShortLine } from '../invoices/index.ts';
import { msg } from '../messages/index.ts';
import { notify } from '../notifications/index.ts';
import { formatQuantity, fromStored, toStored } from '../shared/measure.ts';
import { formatRupees, toRupees } from '../shared/money.ts';
import { shortTax, supplied } from '../shared/pricing.ts';
import { lowerOrderTotals, partLines, supplierName } from './parts.ts';
import { tellRefundDue } from './refund-due.ts';
import type { shortLineInput } from './schemas.ts';
import { openSupplierLine } from './supplier-line.ts';

/**
 * The supplier ships less of one of its lines (never more): the units not shipped go back to
 * stock, its invoice is credited for them, the customer pays that much less and is told; a paid
 * online order records the refund due for staff. Only while its part is still to be handed over.
 */
export async function shortLine(
  db: Database,
  supplierId: string,
  input: Omit<z.output<typeof shortLineInput>, 'quantity'> & { quantity: number },
  now: number,
) {
  return db.write(async (tx) => {
    const row = await openSupplierLine(tx, supplierId, input.order_id, input.line_id);
    const { line, part } = row;
    const shipping = line.quantity - line.shortQuantity;
    const shipped = toStored(input.quantity, line.soldBy);
    if (shipped === null)
      throw fail.badRequest('invalid_quantity', msg('error.cart.wholePacks', { name: line.productName }));
    if (shipped >= shipping)
      throw fail.conflict(
        'not_lower',
        msg('error.orders.shipLess', { shipping: formatQuantity(shipping, line.soldBy), unit: line.unit }),
      );
    const others = (await partLines(tx, part)).filter((l) => l.id !== line.id);
    if (shipped === 0 && others.every((l) => supplied(l).quantity === 0))
      throw fail.conflict('nothing_left', msg('error.orders.nothingLeft'));
    const totalPaise = await shortenLine(tx, row, shipped, supplierId, now);
    return {
      order_id: row.order.id,
      line_id: line.id,
      quantity: input.quantity,
      estimated_quantity: null,
      awaiting_customer: false,
      total: toRupees(totalPaise),
    };
  });
}

/**
 * A line ships only `shipped` of what it still ships (checked by the caller): stock, credit note,
 * the order's totals, the customer's notice and a paid order's refund due follow. Answers the
 * order's new total. `quiet`: the caller tells the customer and staff (a substitute comes instead).
 */
export async function shortenLine(
  tx: Tx,
  { line, order }: Awaited<ReturnType<typeof openSupplierLine>>,
  shipped: number,
  actorId: string,
  now: number,
  opts: { quiet?: boolean } = {},
) {
  const supplierId = line.supplierId!;
  const shipping = line.quantity - line.shortQuantity;
  const q = (stored: number) => formatQuantity(stored, line.soldBy);
  const short = shipping - shipped;
  const after = { ...line, shortQuantity: line.shortQuantity + short };
  const less = {
    taxablePaise: supplied(line).lineTotalPaise - supplied(after).lineTotalPaise,
    taxPaise: shortTax(after) - shortTax(line),
  };
  await tx.update(orderItems).set({ shortQuantity: after.shortQuantity }).where(eq(orderItems.id, line.id));
  await releaseStock(tx, [{ productId: line.productId, quantity: short }]);
  const credit = await creditShortLine(
    tx,
    order.id,
    supplierId,
    {
      name: line.productName,
      hsnCode: line.hsnCode,
      gstRate: line.gstRate,
      unit: line.unit,
      ...(line.soldBy !== 'pack' && { soldBy: line.soldBy }),
      pricePaise: line.pricePaise,
    },
    { quantity: short, ...less },
    now,
  );
  const refundPaise = less.taxablePaise + less.taxPaise;
  const totalPaise = await lowerOrderTotals(
    tx,
    order.id,
    { subtotalPaise: less.taxablePaise, gstPaise: less.taxPaise },
    now,
  );
  await audit(
    tx,
    {
      actorId,
      action: 'order_line.short',
      entity: 'order',
      entityId: order.id,
      before: { line_id: line.id, quantity: fromStored(shipping, line.soldBy) },
      after: {
        line_id: line.id,
        quantity: fromStored(shipped, line.soldBy),
        ...(credit ? { credit_note: credit } : {}),
      },
    },
    now,
  );
  if (opts.quiet) return totalPaise;
  const name = await supplierName(tx, supplierId);
  const item = `${line.productName} (${line.unit})`;
  const paidOnline = order.paymentMethod === 'ONLINE' && order.paymentStatus === 'paid';
  const said = { supplier: name, quantity: q(shipped), ordered: q(shipping), item };
  await notify(
    tx,
    order.customerId,
    {
      type: 'order_line_short',
      title: msg('line.short.title', { number: order.orderNumber, item, quantity: q(shipped) }),
      message: [
        msg('line.short.message', said),
        msg('part.newTotal', {
          total: formatRupees(toRupees(totalPaise)),
          before: formatRupees(toRupees(order.totalPaise)),
        }),
        credit && msg('part.credit', { note: credit }),
        paidOnline && msg('part.refunded'),
      ],
    },
    now,
  );
  await queueChannelMessages(
    tx,
    'short_line',
    [order.customerId],
    { number: order.orderNumber, item, quantity: q(shipped) },
    { key: `${line.id}:${shipped}`, orderId: order.id, now },
  );
  if (paidOnline)
    await tellRefundDue(
      tx,
      order,
      refundPaise,
      [msg('line.short.staff', said), credit && msg('part.credit', { note: credit })],
      now,
    );
  return totalPaise;
}
