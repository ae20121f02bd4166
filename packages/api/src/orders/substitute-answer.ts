import { type Database, lineSubstitutions, newId, orderItems, orders, products, type Tx } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { audit } from '../audit/index.ts';
import { takeStockIfThere } from '../catalog/index.ts';
import { fail } from '../errors.ts';
import { msg, render } from '../messages/index.ts';
import { notify } from '../notifications/index.ts';
import { formatQuantity, fromStored } from '../shared/measure.ts';
import { formatRupees, toRupees } from '../shared/money.ts';
import { supplied } from '../shared/pricing.ts';
import { lowerOrderTotals, partLines, stepPart, supplierName } from './parts.ts';
import { tellRefundDue } from './refund-due.ts';
import { shortenLine } from './short-lines.ts';
import { rejectPart } from './supplier.ts';
import { openSupplierLine } from './supplier-line.ts';
import type { OrderEndPort } from './transitions.ts';
import { substitutionOf } from './views.ts';

export type Offer = typeof lineSubstitutions.$inferSelect;
type OpenLine = Awaited<ReturnType<typeof openSupplierLine>>;

export const paidUpFront = (o: Pick<typeof orders.$inferSelect, 'paymentMethod' | 'paymentStatus'>) =>
  o.paymentMethod === 'ONLINE' && o.paymentStatus === 'paid';

/** The substitute as messages name it: brand, name and pack, since it is often another brand. */
export const substituteOf = (o: Pick<Offer, 'brand' | 'productName' | 'unit'>) =>
  `${o.brand && !o.productName.includes(o.brand) ? `${o.brand} ` : ''}${o.productName} (${o.unit})`;

/**
 * The substitute comes instead (decision 0091): the original line ships nothing, the substitute
 * becomes a line of its own taking its stock, and the order's totals follow. A paid order is owed
 * what the substitute costs less (a refund due for staff; it never costs more, see the offer).
 * 409 when its stock went meanwhile.
 */
export async function acceptOffer(
  tx: Tx,
  row: OpenLine,
  offer: Offer,
  by: { actorId: string; auto: boolean },
  now: number,
) {
  const { line, order } = row;
  const was = supplied(line);
  const [listing] = offer.productId
    ? await tx
        .select({ hsnCode: products.hsnCode, weighed: products.weighed, tolerancePct: products.tolerancePct })
        .from(products)
        .where(eq(products.id, offer.productId))
    : [];
  if (!listing || !(await takeStockIfThere(tx, offer.productId!, offer.quantity)))
    throw fail.conflict(
      'insufficient_stock',
      msg('error.orders.substituteStock', {
        item: offer.productName,
        stock: formatQuantity(0, offer.soldBy),
      }),
    );
  const took = listing;
  await shortenLine(tx, row, 0, by.actorId, now, { quiet: true });
  const newLineId = newId('itm');
  await tx.insert(orderItems).values({
    id: newLineId,
    orderId: order.id,
    productId: offer.productId,
    supplierId: line.supplierId,
    categoryId: line.categoryId,
    productName: offer.productName,
    unit: offer.unit,
    hsnCode: took.hsnCode,
    pricePaise: offer.pricePaise,
    soldBy: offer.soldBy,
    weighed: took.weighed && offer.soldBy !== 'pack',
    tolerancePct: took.weighed && offer.soldBy !== 'pack' ? took.tolerancePct : 0,
    quantity: offer.quantity,
    lineTotalPaise: offer.lineTotalPaise,
    gstRate: offer.gstRate,
    taxPaise: offer.taxPaise,
    sellerGstin: line.sellerGstin,
    substitutesLineId: line.id,
  });
  const totalPaise = await lowerOrderTotals(
    tx,
    order.id,
    { subtotalPaise: -offer.lineTotalPaise, gstPaise: -offer.taxPaise },
    now,
  );
  const [accepted] = await tx
    .update(lineSubstitutions)
    .set({ status: 'accepted', auto: by.auto, newLineId, answeredAt: now })
    .where(and(eq(lineSubstitutions.id, offer.id), eq(lineSubstitutions.status, 'offered')))
    .returning();
  await audit(
    tx,
    {
      actorId: by.actorId,
      action: 'order_line.substituted',
      entity: 'order',
      entityId: order.id,
      before: { line_id: line.id, quantity: fromStored(was.quantity, line.soldBy) },
      after: { line_id: newLineId, product_id: offer.productId, auto: by.auto, total: toRupees(totalPaise) },
    },
    now,
  );
  const offerPaise = offer.lineTotalPaise + offer.taxPaise;
  const said = {
    number: order.orderNumber,
    supplier: await supplierName(tx, line.supplierId!),
    item: line.productName,
    substitute: substituteOf(offer),
    quantity: formatQuantity(offer.quantity, offer.soldBy),
    amount: formatRupees(toRupees(offerPaise)),
    was: formatRupees(toRupees(was.lineTotalPaise + was.taxPaise)),
  };
  await notify(
    tx,
    line.supplierId!,
    {
      type: 'order_line_substitute_answered',
      title: msg('line.substitute.accepted.title', said),
      message: msg('line.substitute.accepted.message', said),
    },
    now,
  );
  if (by.auto)
    await notify(
      tx,
      order.customerId,
      {
        type: 'order_line_substitute',
        title: msg('line.substitute.auto.title', said),
        message: [
          msg('line.substitute.auto.message', said),
          msg('part.newTotal', {
            total: formatRupees(toRupees(totalPaise)),
            before: formatRupees(toRupees(order.totalPaise)),
          }),
        ],
      },
      now,
    );
  const refundPaise = was.lineTotalPaise + was.taxPaise - offerPaise;
  if (paidUpFront(order) && refundPaise > 0)
    await tellRefundDue(tx, order, refundPaise, msg('line.substitute.staff', said), now);
  return accepted!;
}

/**
 * Declined, the line is left out as a short line; when nothing else of its supplier's part is
 * left, the part is rejected as if its supplier had (its stock back, the order cancelled when
 * nothing at all is left).
 */
async function declineOffer(
  tx: Tx,
  row: OpenLine,
  offer: Offer,
  customerId: string,
  now: number,
  orderEnd: OrderEndPort,
) {
  const { line, part, order } = row;
  const others = (await partLines(tx, part)).filter((l) => l.id !== line.id);
  const [declined] = await tx
    .update(lineSubstitutions)
    .set({ status: 'declined', answeredAt: now })
    .where(eq(lineSubstitutions.id, offer.id))
    .returning();
  if (others.some((l) => supplied(l).quantity > 0)) await shortenLine(tx, row, 0, customerId, now);
  else {
    const reason = render('en', msg('line.substitute.rejected', { item: line.productName }));
    const rejected = await stepPart(tx, part, 'rejected', { actorId: customerId, now, reason });
    await rejectPart(tx, order, rejected, now, orderEnd);
  }
  const said = { number: order.orderNumber, item: line.productName, substitute: substituteOf(offer) };
  await notify(
    tx,
    part.supplierId,
    {
      type: 'order_line_substitute_answered',
      title: msg('line.substitute.declined.title', said),
      message: msg('line.substitute.declined.message', said),
    },
    now,
  );
  return declined!;
}

/** The customer accepts or declines the substitute offered for one of its lines, before hand-over. */
export async function answerSubstitute(
  db: Database,
  customerId: string,
  input: { id: string; line_id: string; accept: boolean },
  now: number,
  orderEnd: OrderEndPort,
) {
  return db.write(async (tx) => {
    const [found] = await tx
      .select({ offer: lineSubstitutions })
      .from(lineSubstitutions)
      .innerJoin(orders, eq(orders.id, lineSubstitutions.orderId))
      .where(
        and(
          eq(lineSubstitutions.lineId, input.line_id),
          eq(orders.id, input.id),
          eq(orders.customerId, customerId),
        ),
      );
    if (!found) throw fail.notFound(msg('error.orders.lineNotFound'));
    const { offer } = found;
    if (offer.status !== 'offered') throw fail.conflict('no_offer', msg('error.orders.noSubstitute'));
    const row = await openSupplierLine(tx, offer.supplierId, offer.orderId, offer.lineId);
    const answered = input.accept
      ? await acceptOffer(tx, row, offer, { actorId: customerId, auto: false }, now)
      : await declineOffer(tx, row, offer, customerId, now, orderEnd);
    return substitutionOf(answered);
  });
}
