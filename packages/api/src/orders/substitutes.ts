import { categories, type Database, lineSubstitutions, newId, products, type Tx, users } from '@app/db';
import { and, asc, eq, gt, ne } from 'drizzle-orm';
import { audit } from '../audit/index.ts';
import { measureRefusal } from '../cart/index.ts';
import { liveForCity } from '../catalog/index.ts';
import { queueChannelMessages } from '../channels/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { notify } from '../notifications/index.ts';
import { formatQuantity, fromStored, lineAmount, toStored } from '../shared/measure.ts';
import { formatRupees, toPaise, toRupees } from '../shared/money.ts';
import { chargedGstRate, lineTaxes, supplied } from '../shared/pricing.ts';
import { supplierName } from './parts.ts';
import { acceptOffer, type Offer, paidUpFront, substituteOf } from './substitute-answer.ts';
import { openSupplierLine } from './supplier-line.ts';
import { substitutionOf } from './views.ts';

type OpenLine = Awaited<ReturnType<typeof openSupplierLine>>;

/** The supplier's live listings a line may be replaced with: same category and city, in stock. */
function candidates(tx: Database | Tx, { line, order }: OpenLine) {
  return tx
    .select({ product: products })
    .from(products)
    .innerJoin(users, eq(users.id, products.supplierId))
    .where(
      and(
        eq(products.supplierId, line.supplierId!),
        eq(products.categoryId, line.categoryId),
        line.productId ? ne(products.id, line.productId) : undefined,
        gt(products.stockQuantity, 0),
        liveForCity(order.cityId),
      ),
    )
    .orderBy(asc(products.name), asc(products.id))
    .limit(100);
}

/** What the supplier may offer instead of one of its open lines, for its substitute picker. */
export async function substituteChoices(
  db: Database,
  supplierId: string,
  input: { order_id: string; line_id: string },
) {
  const row = await openSupplierLine(db, supplierId, input.order_id, input.line_id);
  return {
    items: (await candidates(db, row)).map(({ product: p }) => ({
      product_id: p.id,
      name: p.name,
      brand: p.brand,
      unit: p.unit,
      sold_by: p.soldBy,
      price: toRupees(p.pricePaise),
      stock: fromStored(p.stockQuantity, p.soldBy),
      step: fromStored(p.step, p.soldBy),
      min_quantity: fromStored(p.minQuantity, p.soldBy),
    })),
  };
}

/**
 * The supplier offers a substitute for a line it cannot fill (decision 0091): one of its live
 * listings in the same category, for what the line still ships, at its listed price or less. A
 * paid order's substitute never costs more than was paid for the line. The customer is asked,
 * unless its standing preference accepts it: the same catalogue item, up to N% dearer.
 */
export async function offerSubstitute(
  db: Database,
  supplierId: string,
  input: { order_id: string; line_id: string; product_id: string; quantity?: number; price?: number },
  now: number,
) {
  return db.write(async (tx) => {
    const row = await openSupplierLine(tx, supplierId, input.order_id, input.line_id);
    const { line, order } = row;
    if (line.substitutesLineId)
      throw fail.conflict('already_substitute', msg('error.orders.substituteOfSubstitute'));
    const [offered] = await tx
      .select({ id: lineSubstitutions.id })
      .from(lineSubstitutions)
      .where(eq(lineSubstitutions.lineId, line.id));
    if (offered) throw fail.conflict('already_offered', msg('error.orders.substituteOffered'));
    const was = supplied(line);
    if (was.quantity === 0) throw fail.conflict('nothing_to_replace', msg('error.orders.nothingToReplace'));
    if (input.product_id === line.productId)
      throw fail.badRequest('same_product', msg('error.orders.substituteSame'));
    const [pick] = await tx
      .select({ product: products, sellerGstin: users.gstin, live: liveForCity(order.cityId) })
      .from(products)
      .innerJoin(users, eq(users.id, products.supplierId))
      .where(and(eq(products.id, input.product_id), eq(products.supplierId, supplierId)));
    if (!pick?.live) throw fail.notFound(msg('error.orders.substituteNotFound'));
    const p = pick.product;
    if (p.categoryId !== line.categoryId) {
      const [c] = await tx.select().from(categories).where(eq(categories.id, line.categoryId));
      throw fail.conflict(
        'other_category',
        msg('error.orders.substituteCategory', { item: line.productName, category: c?.name ?? '' }),
      );
    }
    const quantity =
      input.quantity === undefined
        ? p.soldBy === line.soldBy
          ? was.quantity
          : undefined
        : toStored(input.quantity, p.soldBy);
    if (quantity === undefined)
      throw fail.badRequest('quantity_required', msg('error.orders.substituteQuantity', { item: p.name }));
    const refusal = measureRefusal(p, quantity);
    if (refusal || quantity === null) throw refusal;
    if (p.stockQuantity < quantity)
      throw fail.conflict(
        'insufficient_stock',
        msg('error.orders.substituteStock', {
          item: p.name,
          stock: formatQuantity(p.stockQuantity, p.soldBy),
        }),
      );
    const pricePaise = input.price === undefined ? p.pricePaise : toPaise(input.price);
    if (pricePaise > p.pricePaise)
      throw fail.badRequest(
        'price_above_listing',
        msg('error.orders.substitutePrice', { item: p.name, price: formatRupees(toRupees(p.pricePaise)) }),
      );
    const lineTotalPaise = lineAmount(pricePaise, quantity, p.soldBy);
    const gstRate = chargedGstRate(line.sellerGstin, p.gstRate);
    const [taxPaise] = lineTaxes([{ taxablePaise: lineTotalPaise, gstRate }]);
    const wasPaise = was.lineTotalPaise + was.taxPaise;
    if (paidUpFront(order) && lineTotalPaise + taxPaise! > wasPaise)
      throw fail.conflict(
        'over_paid',
        msg('error.orders.substituteOverPaid', { max: formatRupees(toRupees(wasPaise)) }),
      );
    const offer: Offer = {
      id: newId('sub'),
      orderId: order.id,
      lineId: line.id,
      supplierId,
      productId: p.id,
      productName: p.name,
      brand: p.brand,
      unit: p.unit,
      soldBy: p.soldBy,
      quantity,
      pricePaise,
      lineTotalPaise,
      gstRate,
      taxPaise: taxPaise!,
      status: 'offered',
      auto: false,
      newLineId: null,
      answeredAt: null,
      createdAt: now,
    };
    await tx.insert(lineSubstitutions).values(offer);
    await audit(
      tx,
      {
        actorId: supplierId,
        action: 'order_line.substitute_offered',
        entity: 'order',
        entityId: order.id,
        before: { line_id: line.id, product_id: line.productId },
        after: { line_id: line.id, product_id: p.id, quantity: fromStored(quantity, p.soldBy) },
      },
      now,
    );
    const [buyer] = await tx
      .select({ upTo: users.substituteUpToPct })
      .from(users)
      .where(eq(users.id, order.customerId));
    const [ordered] = line.productId
      ? await tx.select({ itemId: products.itemId }).from(products).where(eq(products.id, line.productId))
      : [];
    const sameItem = !!p.itemId && p.itemId === ordered?.itemId;
    const upTo = buyer?.upTo;
    if (sameItem && upTo != null && (lineTotalPaise + taxPaise!) * 100 <= wasPaise * (100 + upTo))
      return substitutionOf(
        await acceptOffer(tx, row, offer, { actorId: order.customerId, auto: true }, now),
      );
    const said = {
      number: order.orderNumber,
      supplier: await supplierName(tx, supplierId),
      item: line.productName,
      substitute: substituteOf(offer),
      quantity: formatQuantity(quantity, p.soldBy),
      amount: formatRupees(toRupees(lineTotalPaise + taxPaise!)),
      was: formatRupees(toRupees(wasPaise)),
    };
    await notify(
      tx,
      order.customerId,
      {
        type: 'order_line_substitute',
        title: msg('line.substitute.offered.title', said),
        message: msg('line.substitute.offered.message', said),
      },
      now,
    );
    await queueChannelMessages(
      tx,
      'substitution_offered',
      [order.customerId],
      { number: said.number, item: said.item, substitute: said.substitute, amount: said.amount },
      { key: offer.id, orderId: order.id, now },
    );
    return substitutionOf(offer);
  });
}
