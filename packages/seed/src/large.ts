import type { SellerConfig } from '@app/api/config';
import { fourDigitCode, invoiceNumber, priceBreakdown } from '@app/api/shared';
import {
  categories,
  cities,
  type Database,
  orderItems,
  orderParts,
  orders,
  pageViews,
  products,
  users,
} from '@app/db';
import { sql } from 'drizzle-orm';
import { BRANDS, TEMPLATES } from './catalog-data.ts';
import { chunked } from './chunked.ts';
import { seedLargeGroups } from './large-groups.ts';
import { createRandom } from './random.ts';

export interface LargeSize {
  products: number;
  customers: number;
  orderLines: number;
  suppliers?: number;
  pageViews?: number;
}

const DAY = 86_400_000;

/**
 * A benchmark-sized marketplace on top of the demo seed: `products` live products, `customers`
 * restaurants and `orderLines` order lines spread over a year. Deterministic; ids are sequential
 * and prefixed so they never clash with demo ids.
 */
export async function seedLarge(
  db: Database,
  size: LargeSize,
  opts: {
    passwordHash: string;
    imageUrl: (icon: string) => string;
    operator: SellerConfig;
    now?: number;
    log?: (m: string) => void;
  },
) {
  const now = opts.now ?? Date.now();
  const log = opts.log ?? (() => {});
  const r = createRandom(424242);
  const cityRows = await db.select().from(cities);
  const catRows = await db.select().from(categories);
  const nSuppliers = size.suppliers ?? 200;

  const supplierRows = Array.from({ length: nSuppliers }, (_, i) => ({
    id: `usr_bsup${i}`,
    email: `bench.supplier${i}@bench.supply`,
    username: `Bench Supplier ${i}`,
    passwordHash: opts.passwordHash,
    userType: 'supplier' as const,
    cityId: cityRows[i % cityRows.length]!.id,
    restaurantName: `Wholesale ${i}`,
    legalName: `Wholesale ${i} Traders`,
    businessAddress: `${i} Market Road, ${cityRows[i % cityRows.length]!.name}`,
    state: cityRows[i % cityRows.length]!.state,
    invoicePrefix: `B${i.toString(36).toUpperCase()}`,
    fssaiNumber: '10012345678901',
  }));
  const customerRows = Array.from({ length: size.customers }, (_, i) => ({
    id: `usr_bcus${i}`,
    email: `bench.customer${i}@bench.supply`,
    username: `Bench Customer ${i}`,
    passwordHash: opts.passwordHash,
    userType: 'customer' as const,
    cityId: cityRows[i % cityRows.length]!.id,
    restaurantName: `Restaurant ${i}`,
    address: `${i} Food Street`,
    phone: '9876543210',
    fssaiNumber: '10012345678901',
  }));
  await db.write(async (tx) => {
    await chunked(users, [...supplierRows, ...customerRows], (c) => tx.insert(users).values(c));
  });
  log(`users: ${nSuppliers} suppliers, ${size.customers} customers`);

  const flat = catRows.flatMap((cat) =>
    (TEMPLATES[cat.name] ?? []).flatMap(([name, icon, units]) =>
      (BRANDS[cat.name] ?? ['Generic']).flatMap((brand) =>
        units.map(([unit, price]) => ({ cat, name, icon, brand, unit, price })),
      ),
    ),
  );
  const productRows = Array.from({ length: size.products }, (_, i) => {
    const t = flat[i % flat.length]!;
    const supplier = supplierRows[i % nSuppliers]!;
    const mfg = now - r.int(2, 90) * DAY;
    return {
      id: `prd_b${i}`,
      supplierId: supplier.id,
      categoryId: t.cat.id,
      cityId: r.chance(0.3) ? null : supplier.cityId,
      name:
        i < flat.length
          ? t.name
          : `${t.name} ${['Premium', 'Select', 'Classic', 'Gold', 'Value', 'Chef'][i % 6]} ${Math.floor(i / flat.length)}`,
      brand: t.brand,
      description: `${t.brand} ${t.name.toLowerCase()} for commercial kitchens.`,
      pricePaise: Math.round(t.price * (0.85 + r.next() * 0.3) * 100),
      hsnCode: t.cat.hsnCode,
      gstRate: t.cat.gstRate,
      unit: t.unit,
      stockQuantity: r.chance(0.05) ? 0 : r.int(1, 5000),
      imageUrl: opts.imageUrl(t.icon),
      manufacturingDate: new Date(mfg).toISOString().slice(0, 10),
      expiryDate: new Date(mfg + 365 * DAY).toISOString().slice(0, 10),
      approvalStatus: 'approved' as const,
      createdAt: mfg,
      updatedAt: mfg,
    };
  });
  await db.write(async (tx) => {
    await chunked(products, productRows, (c) => tx.insert(products).values(c));
  });
  log(`products: ${size.products}`);

  // Orders of 1-8 lines over the last 365 days until the line budget is spent.
  const cityState = new Map(cityRows.map((c) => [c.id, c.state]));
  const statuses = [
    'delivered',
    'delivered',
    'delivered',
    'confirmed',
    'processing',
    'pending',
    'cancelled',
    'shipped',
  ] as const;
  let lines = 0;
  let seq = 0;
  let orderBatch: (typeof orders.$inferInsert)[] = [];
  let lineBatch: (typeof orderItems.$inferInsert)[] = [];
  let partBatch: (typeof orderParts.$inferInsert)[] = [];
  const flush = async () => {
    const o = orderBatch;
    const l = lineBatch;
    const p = partBatch;
    orderBatch = [];
    lineBatch = [];
    partBatch = [];
    await db.write(async (tx) => {
      await chunked(orders, o, (c) => tx.insert(orders).values(c));
      await chunked(orderItems, l, (c) => tx.insert(orderItems).values(c));
      await chunked(orderParts, p, (c) => tx.insert(orderParts).values(c));
    });
  };
  // Each supplier's part of an order, at the step its order has reached.
  const partStatus = {
    pending: 'new',
    confirmed: 'accepted',
    processing: 'packed',
    shipped: 'handed_over',
    delivered: 'handed_over',
    cancelled: 'new',
  } as const;
  while (lines < size.orderLines) {
    const customer = customerRows[seq % customerRows.length]!;
    const n = Math.min(r.int(1, 8), size.orderLines - lines);
    const createdAt = now - r.int(0, 364) * DAY - r.int(0, DAY - 1);
    const id = `ord_b${seq}`;
    const picked = Array.from({ length: n }, () => productRows[r.int(0, productRows.length - 1)]!);
    const price = priceBreakdown(
      picked.map((p) => ({
        pricePaise: p.pricePaise,
        quantity: 1 + (seq % 5),
        soldBy: 'pack' as const,
        gstRate: p.gstRate ?? 5,
      })),
    );
    // Orders more than a week old have ended, as on a live marketplace: only recent ones are
    // still worked on (the background checks read those).
    const drawn = statuses[seq % statuses.length]!;
    const status = createdAt > now - 7 * DAY || drawn === 'cancelled' ? drawn : 'delivered';
    const method = seq % 3 === 0 ? 'ONLINE' : 'COD';
    seq += 1;
    orderBatch.push({
      id,
      orderNumber: `SB-B${String(seq).padStart(8, '0')}`,
      // After the demo seed's numbers, in the standard format the order module continues from.
      invoiceNumber: invoiceNumber(createdAt, 1000 + seq),
      customerId: customer.id,
      cityId: customer.cityId,
      status,
      paymentMethod: method,
      paymentStatus:
        status === 'delivered' || (method === 'ONLINE' && status !== 'pending' && status !== 'cancelled')
          ? 'paid'
          : 'pending',
      ...price,
      restaurantName: customer.restaurantName,
      customerName: customer.username,
      customerEmail: customer.email,
      customerState: cityState.get(customer.cityId) ?? null,
      deliveryAddress: customer.address,
      phone: customer.phone,
      deliveryOtp: fourDigitCode(),
      deliveredAt: status === 'delivered' ? createdAt + 14_400_000 : null,
      createdAt,
      updatedAt: createdAt,
    });
    picked.forEach((p, k) => {
      lineBatch.push({
        id: `itm_b${seq}_${k}`,
        orderId: id,
        productId: p.id,
        supplierId: p.supplierId,
        categoryId: p.categoryId,
        productName: p.name,
        unit: p.unit,
        hsnCode: '0000',
        pricePaise: p.pricePaise,
        quantity: 1 + (seq % 5),
        lineTotalPaise: p.pricePaise * (1 + (seq % 5)),
      });
    });
    for (const supplierId of new Set(picked.map((p) => p.supplierId)))
      partBatch.push({
        id: `prt_b${seq}_${supplierId}`,
        orderId: id,
        supplierId,
        status: partStatus[status],
        pickupCode: fourDigitCode(),
        // A part still new two days on was flagged then (orders/overdue.ts).
        overdueAt: partStatus[status] === 'new' && createdAt < now - 2 * DAY ? createdAt + 2 * DAY : null,
        createdAt,
        updatedAt: createdAt,
      });
    lines += n;
    if (lineBatch.length >= 50_000) {
      await flush();
      log(`order lines: ${lines}`);
    }
  }
  await flush();

  // A year of page views for the traffic analytics screens.
  const pages = [
    '/',
    '/products',
    '/cart',
    '/checkout',
    '/orders',
    '/login',
    '/register',
    '/contact',
    '/terms',
  ];
  const browsers = ['Chrome', 'Chrome', 'Chrome', 'Safari', 'Firefox', 'Edge'];
  const devices = ['Mobile', 'Mobile', 'Desktop', 'Tablet'];
  // Sessions of six views a minute apart, starting anywhere in the year; 40 % logged in.
  const sessionStarts = Array.from(
    { length: Math.ceil((size.pageViews ?? 200_000) / 6) },
    () => now - r.int(0, 364 * DAY),
  );
  const views = Array.from({ length: size.pageViews ?? 200_000 }, (_, i) => ({
    id: `pv_b${i}`,
    kind: 'view' as const,
    sessionId: `session_${now}_${Math.floor(i / 6)}`,
    userId: Math.floor(i / 6) % 5 < 2 ? `usr_bcus${Math.floor(i / 6) % size.customers}` : null,
    browser: browsers[i % browsers.length]!,
    deviceType: devices[i % devices.length]!,
    operatingSystem: i % 3 === 0 ? 'Android' : i % 3 === 1 ? 'Windows' : 'iOS',
    pageUrl: pages[i % pages.length]!,
    referrer: i % 4 === 0 ? 'https://www.google.com/' : 'Direct',
    timeSpent: r.int(2, 300),
    screenResolution: '1920x1080',
    createdAt: sessionStarts[Math.floor(i / 6)]! + (i % 6) * 60_000,
  }));
  await db.write(async (tx) => {
    await chunked(pageViews, views, (c) => tx.insert(pageViews).values(c));
  });
  log(`page views: ${views.length}`);
  await seedLargeGroups(db, { products: productRows, flat: flat.length, customers: customerRows }, opts);
  await db.run(sql`analyze`);
  log(`orders: ${seq}, order lines: ${lines}`);
}
