import { type Database, newId, type OrderStatus, orderItems, orders, products } from '@app/db';

/** Inserts an order of `lines` (or one line of a fresh product) directly, for tests of later stages. */
export async function insertOrder(
  db: Database,
  o: {
    customerId: string;
    status?: OrderStatus;
    paymentMethod?: 'COD' | 'ONLINE';
    cityId?: string;
    supplierId?: string;
    quantity?: number;
  },
) {
  const id = newId('ord');
  const now = Date.now();
  let productId: string | null = null;
  if (o.supplierId) {
    productId = newId('prd');
    await db.insert(products).values({
      id: productId,
      supplierId: o.supplierId,
      categoryId: 'cat_rice',
      name: 'Test Basmati',
      pricePaise: 50_000,
      unit: '5kg',
      stockQuantity: 10,
      approvalStatus: 'approved',
    });
  }
  await db.insert(orders).values({
    id,
    orderNumber: `SB-T-${id.slice(-6)}`,
    invoiceNumber: `INV/T/${id.slice(-8)}`,
    customerId: o.customerId,
    cityId: o.cityId ?? 'city_indore',
    status: o.status ?? 'pending',
    paymentMethod: o.paymentMethod ?? 'COD',
    subtotalPaise: 50_000,
    gstPaise: 2_500,
    deliveryFeePaise: 0,
    platformFeePaise: 100,
    totalPaise: 52_600,
    restaurantName: 'Test Kitchen',
    customerName: 'Test Customer',
    customerEmail: 'test@example.in',
    deliveryAddress: '1 Test Road, Indore',
    phone: '9876543210',
    deliveryOtp: '4321',
    createdAt: now,
    updatedAt: now,
  });
  await db.insert(orderItems).values({
    id: newId('itm'),
    orderId: id,
    productId,
    supplierId: o.supplierId ?? null,
    categoryId: 'cat_rice',
    productName: 'Test Basmati',
    unit: '5kg',
    hsnCode: '1006',
    pricePaise: 50_000,
    quantity: o.quantity ?? 1,
    lineTotalPaise: 50_000 * (o.quantity ?? 1),
  });
  return id;
}
