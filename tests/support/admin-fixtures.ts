import {
  type Database,
  newId,
  type OrderStatus,
  orderItems,
  orders,
  type PaymentStatus,
  pageViews,
  products,
} from '@app/db';
import { categoryTax } from './catalog.ts';

/** Direct inserts for admin tests: fast, and independent of the customer and supplier flows. */
export async function addProduct(
  db: Database,
  p: {
    supplierId: string;
    cityId?: string | null;
    name?: string;
    stock?: number;
    pricePaise?: number;
    categoryId?: string;
    approval?: 'approved' | 'pending' | 'rejected';
    isActive?: boolean;
    brand?: string;
  },
) {
  const id = newId('prd');
  await db.insert(products).values({
    id,
    supplierId: p.supplierId,
    categoryId: p.categoryId ?? 'cat_rice',
    ...(await categoryTax(db, p.categoryId ?? 'cat_rice')),
    cityId: p.cityId === undefined ? 'city_indore' : p.cityId,
    name: p.name ?? `Basmati ${id.slice(-4)}`,
    brand: p.brand ?? 'Test Brand',
    pricePaise: p.pricePaise ?? 10_000,
    unit: '1kg',
    stockQuantity: p.stock ?? 50,
    approvalStatus: p.approval ?? 'approved',
    isActive: p.isActive ?? true,
  });
  return id;
}

export async function addOrder(
  db: Database,
  o: {
    customerId: string;
    cityId?: string | null;
    status?: OrderStatus;
    paymentStatus?: PaymentStatus;
    method?: 'COD' | 'ONLINE';
    createdAt?: number;
    lines?: {
      productId: string | null;
      quantity: number;
      pricePaise: number;
      name?: string;
      categoryId?: string;
    }[];
  },
) {
  const id = newId('ord');
  const lines = o.lines ?? [];
  const subtotal = lines.reduce((s, l) => s + l.quantity * l.pricePaise, 0);
  const createdAt = o.createdAt ?? Date.now();
  await db.insert(orders).values({
    id,
    orderNumber: `SB-TEST-${id.slice(-6)}`,
    invoiceNumber: `INV/TEST/${id.slice(-8)}`,
    customerId: o.customerId,
    cityId: o.cityId === undefined ? 'city_indore' : o.cityId,
    status: o.status ?? 'pending',
    paymentMethod: o.method ?? 'COD',
    paymentStatus: o.paymentStatus ?? 'pending',
    subtotalPaise: subtotal,
    gstPaise: 0,
    deliveryFeePaise: 0,
    platformFeePaise: 0,
    totalPaise: subtotal,
    restaurantName: 'Test Kitchen',
    customerName: 'Test Customer',
    customerEmail: 'c@test.in',
    deliveryAddress: '1 Test Road',
    phone: '9876543210',
    deliveryOtp: '1234',
    createdAt,
    updatedAt: createdAt,
  });
  if (lines.length) {
    await db.insert(orderItems).values(
      lines.map((l) => ({
        id: newId('itm'),
        orderId: id,
        productId: l.productId,
        categoryId: l.categoryId ?? 'cat_rice',
        productName: l.name ?? 'Basmati',
        unit: '1kg',
        hsnCode: '1006',
        pricePaise: l.pricePaise,
        quantity: l.quantity,
        lineTotalPaise: l.pricePaise * l.quantity,
      })),
    );
  }
  return id;
}

export async function addPageView(
  db: Database,
  v: Partial<typeof pageViews.$inferInsert> & { sessionId: string; pageUrl?: string },
) {
  await db.insert(pageViews).values({
    id: newId('pv'),
    kind: 'view',
    pageUrl: '/',
    createdAt: Date.now(),
    ...v,
  });
}
