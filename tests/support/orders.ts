import { invoiceNumber, lineAmount, lineTaxes, orderNumber, priceBreakdown } from '@app/api/shared';
import { type Database, newId, orderItems, orders } from '@app/db';
import type { SoldBy } from '@app/db/enums';

let sequence = 0;

/** An order line; a product and supplier are only needed where a test reads them back. */
export type OrderLine = {
  pricePaise: number;
  /** Stored units: packs, or grams or millilitres when `soldBy` says so. */
  quantity: number;
  /** 'pack' unless given. */
  soldBy?: SoldBy;
  productName?: string;
  unit?: string;
  productId?: string;
  supplierId?: string;
  /** GST charged, percent; 5 unless given. */
  gstRate?: number;
};

const TWO_LINES: OrderLine[] = [
  { productName: 'Basmati Rice', unit: '5kg', pricePaise: 42_000, quantity: 2 },
  { productName: 'Sunflower Oil', unit: '1L', pricePaise: 15_550, quantity: 3 },
];

/**
 * Inserts a placed order for `customer` directly, as the seed does: tests need orders in a given
 * status without going through the cart and checkout. Two generic lines unless `lines` are given.
 */
export async function insertOrder(
  db: Database,
  customer: { id: string; email: string },
  extra: Partial<typeof orders.$inferInsert> = {},
  lines: OrderLine[] = TWO_LINES,
) {
  const priced = lines.map((l) => ({ ...l, gstRate: l.gstRate ?? 5, soldBy: l.soldBy ?? 'pack' }));
  const p = priceBreakdown(priced);
  const taxes = lineTaxes(
    priced.map((l) => ({ taxablePaise: lineAmount(l.pricePaise, l.quantity, l.soldBy), gstRate: l.gstRate })),
  );
  const createdAt = extra.createdAt ?? Date.now();
  sequence += 1;
  const [order] = await db
    .insert(orders)
    .values({
      id: newId('ord'),
      orderNumber: orderNumber(createdAt),
      // Below the first real number (900000 after them), so a real checkout never meets one.
      invoiceNumber: invoiceNumber(createdAt, 900_000 - sequence),
      customerId: customer.id,
      cityId: 'city_indore',
      status: 'confirmed',
      paymentMethod: 'COD',
      paymentStatus: 'pending',
      subtotalPaise: p.subtotalPaise,
      gstPaise: p.gstPaise,
      deliveryFeePaise: p.deliveryFeePaise,
      platformFeePaise: p.platformFeePaise,
      totalPaise: p.totalPaise,
      restaurantName: 'Spice Route Kitchen',
      customerName: 'Ravi Kumar',
      customerEmail: customer.email,
      deliveryAddress: '12 MG Road, Indore',
      phone: '9876543210',
      contactPerson: 'Ravi Kumar',
      alternatePhone: '9123456780',
      landmark: 'Opposite City Mall',
      deliveryNotes: 'Use the back entrance',
      deliveryOtp: '4821',
      createdAt,
      updatedAt: createdAt,
      ...extra,
    })
    .returning();
  await db.insert(orderItems).values(
    priced.map((l, i) => ({
      id: newId('itm'),
      taxPaise: taxes[i]!,
      orderId: order!.id,
      categoryId: 'cat_rice',
      hsnCode: '1006',
      productName: 'Snapshot name',
      unit: '1kg',
      lineTotalPaise: lineAmount(l.pricePaise, l.quantity, l.soldBy),
      ...l,
    })),
  );
  return order!;
}
