import { type Database, orderItems, orders, users } from '@app/db';
import { encodeBase64 } from '@oslojs/encoding';
import { asc, eq } from 'drizzle-orm';
import type { SessionUser } from '../accounts/index.ts';
import type { SellerConfig } from '../config.ts';
import { fail } from '../errors.ts';
import { GST_STATE_CODES } from '../shared/gstin.ts';
import { Lru } from '../shared/lru.ts';
import { perKey } from '../shared/per-key.ts';
import { readableOrder } from './documents.ts';
import { renderInvoicePdf } from './pdf.ts';

const stateByCode = Object.fromEntries(Object.entries(GST_STATE_CODES).map(([name, code]) => [code, name]));

/**
 * Drawn invoices per database (one per process on Node; a Worker's per-request database gets
 * none), by order and its version: a PDF is drawn once, and again only after the order changes.
 */
const drawnFor = perKey((_db: Database) => new Lru<string, string>(200));

/** The GST tax invoice of an order as a PDF file answer (filename Invoice_{order number}.pdf). */
export async function invoiceFile(db: Database, seller: SellerConfig, user: SessionUser, orderId: string) {
  const order = await readableOrder(db, user, orderId);
  if (order.status === 'cancelled')
    throw fail.conflict('order_cancelled', 'A cancelled order has no invoice.');
  const file = (base64: string) => ({
    filename: `Invoice_${order.orderNumber}.pdf`,
    contentType: 'application/pdf',
    base64,
  });
  const cache = drawnFor(db);
  const key = `${order.id}:${order.version}:${order.updatedAt}`;
  const cached = cache.get(key);
  if (cached) return file(cached);
  const lines = await db
    .select({ item: orderItems, supplier: users.restaurantName })
    .from(orderItems)
    .leftJoin(users, eq(users.id, orderItems.supplierId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productName), asc(orderItems.id));
  const sellerCode = GST_STATE_CODES[seller.state] ?? seller.gstin.slice(0, 2);
  // Place of supply: the buyer's registered state when a GSTIN is given, else the delivery city's.
  const buyerCode =
    order.customerGstin?.slice(0, 2) ?? GST_STATE_CODES[order.customerState ?? ''] ?? sellerCode;
  const pdf = await renderInvoicePdf({
    seller: { ...seller, stateCode: sellerCode },
    buyer: {
      name: order.restaurantName,
      contact: order.contactPerson || order.customerName,
      address: [order.deliveryAddress, order.landmark && `Landmark: ${order.landmark}`]
        .filter(Boolean)
        .join(', '),
      phone: order.phone,
      gstin: order.customerGstin,
      fssai: order.customerFssai,
      state: stateByCode[buyerCode] ?? order.customerState ?? seller.state,
      stateCode: buyerCode,
    },
    invoiceNumber: order.invoiceNumber,
    invoiceDate: order.createdAt,
    orderNumber: order.orderNumber,
    paymentMethod: order.paymentMethod,
    lines: lines.map(({ item, supplier }) => ({
      name: item.productName,
      supplier: supplier ?? 'Marketplace supplier',
      hsn: item.hsnCode,
      quantity: item.quantity,
      unit: item.unit,
      pricePaise: item.pricePaise,
      totalPaise: item.lineTotalPaise,
    })),
    subtotalPaise: order.subtotalPaise,
    gstPaise: order.gstPaise,
    deliveryFeePaise: order.deliveryFeePaise,
    platformFeePaise: order.platformFeePaise,
    totalPaise: order.totalPaise,
  });
  const base64 = encodeBase64(pdf);
  cache.set(key, base64);
  return file(base64);
}
