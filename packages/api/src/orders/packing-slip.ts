import { cities, type Database, orderParts, orders, outlets, users } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { type FontFiles, packingSlipFile } from '../invoices/index.ts';
import { msg } from '../messages/index.ts';
import { formatQuantity } from '../shared/measure.ts';
import { outletCity, outletViewColumns, outletViewOf, placer } from './outlet-view.ts';
import { partLines } from './parts.ts';
import { promisedDay } from './supplier.ts';

/** The packing slip of the supplier's own part of an order; another supplier's order is 404. */
export async function supplierPackingSlip(
  db: Database,
  fonts: FontFiles,
  supplierId: string,
  orderId: string,
) {
  const [row] = await db
    .select({ part: orderParts, order: orders, city: cities.name, supplier: users, ...outletViewColumns })
    .from(orderParts)
    .innerJoin(orders, eq(orders.id, orderParts.orderId))
    .innerJoin(users, eq(users.id, orderParts.supplierId))
    .leftJoin(cities, eq(cities.id, orders.cityId))
    .leftJoin(outlets, eq(outlets.id, orders.outletId))
    .leftJoin(outletCity, eq(outletCity.id, outlets.cityId))
    .leftJoin(placer, eq(placer.id, orders.placedBy))
    .where(and(eq(orderParts.orderId, orderId), eq(orderParts.supplierId, supplierId)));
  if (!row) throw fail.notFound(msg('error.orders.orderNotFound'));
  if (row.order.status === 'pending')
    throw fail.conflict('not_confirmed', msg('error.orders.slipNotConfirmed'));
  if (row.order.status === 'cancelled')
    throw fail.conflict('order_cancelled', msg('error.orders.slipCancelled'));
  if (row.part.status === 'rejected') throw fail.conflict('part_rejected', msg('error.orders.slipRejected'));
  const s = row.supplier;
  return packingSlipFile(
    {
      orderNumber: row.order.orderNumber,
      orderedAt: row.order.createdAt,
      expectedBy: promisedDay(row.order),
      supplier: {
        name: s.legalName || s.restaurantName || s.username,
        address: s.businessAddress || s.address,
        phone: s.phone,
      },
      buyer: { name: row.order.restaurantName, outlet: outletViewOf(row).outlet?.name, city: row.city },
      pickupCode: row.part.pickupCode,
      // What is shipped: a line cut to nothing is not packed.
      lines: (await partLines(db, row.part)).flatMap((l) =>
        l.quantity > l.shortQuantity
          ? [
              {
                name: l.productName,
                unit: l.unit,
                hsnCode: l.hsnCode,
                quantity: formatQuantity(l.quantity - l.shortQuantity, l.soldBy),
              },
            ]
          : [],
      ),
    },
    fonts,
  );
}
