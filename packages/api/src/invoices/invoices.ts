import { type Database, orderItems, orders, users } from '@app/db';
import { encodeBase64 } from '@oslojs/encoding';
import { asc, eq } from 'drizzle-orm';
import { can, scopeOf } from '../access/rules.ts';
import { reaches } from '../access/scope.ts';
import type { SessionUser } from '../accounts/index.ts';
import type { SellerConfig } from '../config.ts';
import { fail } from '../errors.ts';
import { Lru } from '../shared/lru.ts';
import { perKey } from '../shared/per-key.ts';
import type { FontFiles } from './fonts.ts';
import { orderDocument } from './order-document.ts';
import { renderDocumentsPdf } from './pdf.ts';

/**
 * Who may download an invoice: its buyer, the super admin, or a sub-admin holding
 * manage_orders in the order's city.
 */
function mayRead(user: SessionUser, order: typeof orders.$inferSelect) {
  if (user.userType === 'customer') return order.customerId === user.id;
  const scope = scopeOf(user);
  return scope !== null && can(user, 'manage_orders') && reaches(scope, order.cityId);
}

/**
 * Drawn invoices per database (one per process on Node; a Worker's per-request database gets
 * none), by order and its version: a PDF is drawn once, and again only after the order changes.
 */
const drawnFor = perKey((_db: Database) => new Lru<string, string>(200));

/** The GST tax invoice of an order as a PDF file answer (filename Invoice_{order number}.pdf). */
export async function invoiceFile(
  db: Database,
  seller: SellerConfig,
  fonts: FontFiles,
  user: SessionUser,
  orderId: string,
) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw fail.notFound('Order');
  if (!mayRead(user, order)) throw fail.forbidden('This order belongs to another account.');
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
  const pdf = await renderDocumentsPdf([orderDocument(order, lines, seller)], fonts);
  const base64 = encodeBase64(pdf);
  cache.set(key, base64);
  return file(base64);
}
