import type { SellerConfig } from '@app/api/config';
import { creditOrderDocuments, issueServiceInvoice, issueSupplierInvoice } from '@app/api/invoices';
import { fourDigitCode, invoiceNumber, lineTaxes, orderNumber, priceBreakdown } from '@app/api/shared';
import {
  type ApprovalStatus,
  categories,
  cities,
  type Database,
  deliveryAssignments,
  deliverySlots,
  newId,
  notifications,
  type OrderStatus,
  orderItems,
  orderParts,
  orders,
  PART_STATUSES,
  PERMISSIONS,
  products,
  type UserType,
  users,
} from '@app/db';
import { eq, sql } from 'drizzle-orm';
import { seedBusinesses } from './businesses.ts';
import { BRANDS, TEMPLATES } from './catalog-data.ts';

export { GROUP_ACCOUNTS } from './businesses.ts';

import { freshListings } from './fresh.ts';
import { seedItems } from './items.ts';
import { seedPageViews } from './page-views.ts';
import { createRandom, type Random } from './random.ts';
import { CATEGORY_DATA, CITY_DATA, slugify } from './reference-data.ts';
import { type SellerSeed, sellerProfiles } from './seller-profiles.ts';
import { seedSettlements } from './settlements.ts';
import { seedTerms, TERMS_CITY, TERMS_SUPPLIER } from './terms.ts';

export { CATEGORY_DATA, CITY_DATA } from './reference-data.ts';

export interface SeedDeps {
  hashPassword: (password: string) => Promise<string>;
  /** Stores the seed image for an emoji code point and answers its public URL. */
  storeImage: (codePoint: string) => Promise<string>;
  /** The operator as seller of the delivery and platform fees on seeded orders' invoices. */
  operator: SellerConfig;
  now?: number;
}

export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.supply', userType: 'admin', name: 'Asha Admin' },
  { email: 'subadmin@demo.supply', userType: 'sub_admin', name: 'Sunil Subadmin' },
  { email: 'customer@demo.supply', userType: 'customer', name: 'Ravi Kumar' },
  { email: 'supplier@demo.supply', userType: 'supplier', name: 'Meena Traders' },
  { email: 'delivery@demo.supply', userType: 'delivery', name: 'Deepak Rider' },
] as const satisfies readonly { email: string; userType: UserType; name: string }[];

/** Categories and cities: idempotent, safe on every start. */
export async function seedReference(db: Database): Promise<void> {
  await db
    .insert(categories)
    .values(
      CATEGORY_DATA.map((c, i) => ({
        id: `cat_${slugify(c.name)}`,
        name: c.name,
        slug: slugify(c.name),
        hsnCode: c.hsn,
        gstRate: c.gstRate,
        requiresFssai: c.food,
        claimWindowHours: 'fresh' in c ? 24 : 168,
        icon: c.icon,
        sortOrder: i,
      })),
    )
    .onConflictDoNothing();
  const existing = await db.select({ id: cities.id }).from(cities).limit(1);
  if (existing.length === 0) {
    // Two servers starting together on one empty database both get here: the second adds nothing.
    await db
      .insert(cities)
      .values(CITY_DATA.map((c) => ({ id: `city_${slugify(c.name)}`, ...c })))
      .onConflictDoNothing();
  }
}

export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(users);
  return (row?.n ?? 0) === 0;
}

const RESTAURANTS = [
  'Spice Route Kitchen',
  'Tandoor Tales',
  'The Curry Leaf',
  'Biryani House',
  'Café Mocha',
  'Dosa Plaza',
  'Cloud Bowl',
  'Urban Tadka',
];
const SUPPLIERS = [
  'Fresh Supply Co',
  'Malwa Wholesale',
  'Annapurna Traders',
  'Kitchen Needs Depot',
  'Royal Foods Distributors',
  'Shree Ganesh Agencies',
];
const FIRST = [
  'Ravi',
  'Priya',
  'Amit',
  'Neha',
  'Sanjay',
  'Kavita',
  'Arjun',
  'Pooja',
  'Rahul',
  'Anita',
  'Vikram',
  'Sneha',
];
const LAST = ['Sharma', 'Verma', 'Patel', 'Iyer', 'Reddy', 'Singh', 'Jain', 'Nair', 'Gupta', 'Khan'];

const sellerOf = (
  u: { id: string; email: string; username: string; restaurantName: string; fssaiNumber: string },
  city: { name: string; state: string },
) => ({
  id: u.id,
  email: u.email,
  username: u.username,
  company: u.restaurantName,
  fssaiNumber: u.fssaiNumber,
  city,
});

const phone = (r: Random) => `${r.pick(['9', '8', '7'])}${String(r.int(100_000_000, 999_999_999))}`;
const fssai = (r: Random) => String(r.int(10_000_000, 99_999_999)) + String(r.int(100_000, 999_999));
const day = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Demo data for a fresh database: accounts of every role, a 1,000+ product catalogue, orders in every status. */
export async function seedDemo(db: Database, deps: SeedDeps): Promise<void> {
  const now = deps.now ?? Date.now();
  const r = createRandom(20251001);
  const hash = await deps.hashPassword(DEMO_PASSWORD);
  const cityRows = await db.select().from(cities);
  const catRows = await db.select().from(categories);
  const indore = cityRows.find((c) => c.name === 'Indore') ?? cityRows[0]!;
  const person = () => `${r.pick(FIRST)} ${r.pick(LAST)}`;
  const base = (userType: UserType, email: string, username: string, cityId: string, company: string) => ({
    id: newId('usr'),
    email,
    username,
    passwordHash: hash,
    userType,
    cityId,
    restaurantName: company,
    address: `${r.int(1, 300)}, ${r.pick(['MG Road', 'Station Road', 'Ring Road', 'Market Street', 'Industrial Area'])}`,
    phone: phone(r),
    fssaiNumber: userType === 'customer' || userType === 'supplier' ? fssai(r) : '',
    createdAt: now - r.int(30, 400) * day,
  });

  const demo = DEMO_ACCOUNTS.map((a) => ({
    ...base(
      a.userType,
      a.email,
      a.name,
      indore.id,
      a.userType === 'customer' ? 'Spice Route Kitchen' : a.userType === 'supplier' ? 'Meena Traders' : '',
    ),
    isAdmin: a.userType === 'admin',
    permissions: a.userType === 'sub_admin' ? ([...PERMISSIONS] as (typeof PERMISSIONS)[number][]) : [],
  }));
  const suppliers = [demo[3]!];
  const sellers: SellerSeed[] = [{ ...sellerOf(demo[3]!, indore), food: true }];
  const customers = [demo[2]!];
  const riders = [demo[4]!];
  const others: (typeof demo)[number][] = [];
  for (const [c, city] of cityRows.entries()) {
    const slug = slugify(city.name);
    for (let i = 0; i < 3; i++) {
      const s = {
        ...base(
          'supplier',
          `supplier${i + 1}.${slug}@demo.supply`,
          person(),
          city.id,
          `${r.pick(SUPPLIERS)} ${city.name}`,
        ),
        isAdmin: false,
        permissions: [],
      };
      // In every other city one supplier sells packaging, cleaning and kitchenware only.
      const food = !(i === 2 && c % 2 === 0);
      if (!food) s.restaurantName = `Kitchen Needs Depot ${city.name}`;
      if (city.name === TERMS_CITY && i === 0) s.restaurantName = TERMS_SUPPLIER;
      suppliers.push(s);
      sellers.push({ ...sellerOf(s, city), food });
    }
    for (let i = 0; i < 2; i++) {
      customers.push({
        ...base(
          'customer',
          `customer${i + 1}.${slug}@demo.supply`,
          person(),
          city.id,
          `${r.pick(RESTAURANTS)} ${city.name}`,
        ),
        isAdmin: false,
        permissions: [],
      });
    }
    riders.push({
      ...base('delivery', `delivery.${slug}@demo.supply`, person(), city.id, 'Swift Couriers'),
      isAdmin: false,
      permissions: [],
    });
  }
  others.push(...suppliers.slice(1), ...customers.slice(1), ...riders.slice(1));
  const profiles = sellerProfiles(sellers);
  await db.insert(users).values([...demo, ...others].map((u) => ({ ...u, ...profiles.get(u.id) })));
  const foodSellers = suppliers.filter((_, i) => sellers[i]!.food);
  await seedTerms(db, suppliers, cityRows, now);

  // Catalogue: every template x brand x unit, spread over suppliers, until 1,200+ products.
  const productRows: (typeof products.$inferInsert)[] = [];
  const imageUrls = new Map<string, string>();
  const imageFor = async (code: string) => {
    let url = imageUrls.get(code);
    if (!url) {
      url = await deps.storeImage(code);
      imageUrls.set(code, url);
    }
    return url;
  };
  for (const cat of catRows) {
    const brands = BRANDS[cat.name] ?? ['Generic'];
    for (const [name, icon, units] of TEMPLATES[cat.name] ?? []) {
      for (const brand of brands) {
        // Many combinations are listed by two suppliers, as on a real marketplace.
        for (const [unit, price] of units.flatMap((u) => (r.chance(0.5) ? [u, u] : [u]))) {
          // Food goes to licensed sellers only; one draw either way, so every later draw is unchanged.
          const supplier = r.pick(cat.requiresFssai ? foodSellers : suppliers);
          const stockRoll = r.next();
          const perishable = [
            'Vegetables',
            'Chicken & Eggs',
            'Fish & Seafood',
            'Mutton & Lamb',
            'Dairy & Cheese',
            'Bakery Items',
          ].includes(cat.name);
          // Fresh stock arrives daily: a demo listing is more than a week from its expiry date, so
          // none is expired (or warned about) on the day the demo starts.
          const mfg = now - (perishable ? r.int(0, 1) : r.int(2, 60)) * day;
          const shelfDays = perishable ? r.int(9, 21) : r.int(180, 720);
          const status: ApprovalStatus = r.chance(0.04)
            ? 'pending'
            : r.chance(0.01)
              ? 'rejected'
              : 'approved';
          productRows.push({
            id: newId('prd'),
            supplierId: supplier.id,
            categoryId: cat.id,
            cityId: r.chance(0.35) ? null : supplier.cityId,
            name: `${name}`,
            brand,
            description: `${brand} ${name.toLowerCase()}, ${unit} pack for commercial kitchens.`,
            pricePaise: Math.round(price * (0.9 + r.next() * 0.25)) * 100 + r.pick([0, 0, 50, 90]),
            hsnCode: cat.hsnCode,
            gstRate: cat.gstRate,
            unit,
            stockQuantity: stockRoll < 0.07 ? 0 : stockRoll < 0.2 ? r.int(1, 19) : r.int(20, 600),
            imageUrl: await imageFor(icon),
            manufacturingDate: isoDate(mfg),
            expiryDate: isoDate(mfg + shelfDays * day),
            approvalStatus: status,
            rejectionReason:
              status === 'rejected' ? 'Image does not show the product; please upload a clear photo.' : null,
            createdAt: mfg,
            updatedAt: mfg,
          });
        }
      }
    }
  }
  const fresh = await freshListings(foodSellers, catRows, imageFor, now);
  const listed = [...productRows, ...fresh];
  await seedItems(db, listed, now);
  await db.write(async (tx) => {
    for (let i = 0; i < listed.length; i += 250) await tx.insert(products).values(listed.slice(i, i + 250));
  });
  // The demo's orders are of packed goods: the fresh listings came after them.
  await seedOrders(db, r, now, deps.operator, { customers, riders, products: productRows });
  await seedSettlements(db, now);
  await seedBusinesses(db, {
    hash,
    now,
    indoreId: indore.id,
    mumbaiId: (cityRows.find((c) => c.name === 'Mumbai') ?? indore).id,
  });
  await seedSlots(db, cityRows, now);
  await seedPageViews(
    db,
    r,
    now,
    customers.map((c) => c.id),
  );
}

/**
 * Indore and Bhopal deliver in slots (decision 0066): mornings close at 10 pm the evening before,
 * afternoons three hours ahead. The other cities keep the standard 2-3 business days.
 */
async function seedSlots(db: Database, cityRows: { id: string; name: string }[], now: number) {
  const slotted = cityRows.filter((c) => c.name === 'Indore' || c.name === 'Bhopal');
  await db.insert(deliverySlots).values(
    slotted.flatMap((c) =>
      [
        {
          id: newId('slt'),
          cityId: c.id,
          startMinute: 360,
          endMinute: 540,
          cutoffMinutes: 480,
          capacity: 25,
        },
        {
          id: newId('slt'),
          cityId: c.id,
          startMinute: 840,
          endMinute: 1020,
          cutoffMinutes: 180,
          capacity: 25,
        },
      ].map((slot) => ({ ...slot, createdAt: now, updatedAt: now })),
    ),
  );
}

/** How far each supplier got with its part of a demo order in each status. */
const PART_OF_ORDER: Record<OrderStatus, 'new' | 'accepted' | 'packed' | 'handed_over'> = {
  pending: 'new',
  confirmed: 'new',
  cancelled: 'new',
  processing: 'accepted',
  shipped: 'packed',
  assigned_for_delivery: 'packed',
  out_for_delivery: 'handed_over',
  delivered: 'handed_over',
  delivery_failed: 'handed_over',
};

const ORDER_STATUS_PLAN: OrderStatus[] = [
  'pending',
  'pending',
  'confirmed',
  'confirmed',
  'processing',
  'processing',
  'shipped',
  'cancelled',
  'assigned_for_delivery',
  'out_for_delivery',
  'delivered',
  'delivered',
  'delivered',
  'delivered',
  'delivery_failed',
];

async function seedOrders(
  db: Database,
  r: Random,
  now: number,
  operator: SellerConfig,
  p: {
    customers: (typeof users.$inferInsert)[];
    riders: (typeof users.$inferInsert)[];
    products: (typeof products.$inferInsert)[];
  },
) {
  const live = p.products.filter((x) => x.approvalStatus === 'approved' && (x.stockQuantity ?? 0) > 0);
  const cityState = new Map((await db.select().from(cities)).map((c) => [c.id, c.state]));
  const sellerGstin = new Map(
    (
      await db.select({ id: users.id, gstin: users.gstin }).from(users).where(eq(users.userType, 'supplier'))
    ).map((u) => [u.id, u.gstin]),
  );
  let seq = 0;
  await db.write(async (tx) => {
    for (let i = 0; i < 90; i++) {
      const customer = i < 30 ? p.customers[0]! : r.pick(p.customers);
      const status = ORDER_STATUS_PLAN[i % ORDER_STATUS_PLAN.length]!;
      const createdAt = now - r.int(0, 120) * day - r.int(0, 86_000_000);
      const method = r.chance(0.6) ? 'COD' : 'ONLINE';
      const picked = Array.from({ length: r.int(1, 4) }, () => r.pick(live));
      const lines = [...new Map(picked.map((x) => [x.id, x])).values()].map((x) => ({
        product: x,
        quantity: r.int(1, 6),
      }));
      const priced = lines.map((l) => ({
        pricePaise: l.product.pricePaise,
        quantity: l.quantity,
        soldBy: 'pack' as const,
        gstRate: sellerGstin.get(l.product.supplierId) ? (l.product.gstRate ?? 5) : 0,
      }));
      const price = priceBreakdown(priced);
      const taxes = lineTaxes(
        priced.map((l) => ({ taxablePaise: l.pricePaise * l.quantity, gstRate: l.gstRate })),
      );
      const paid =
        status === 'delivered' || (method === 'ONLINE' && status !== 'pending' && status !== 'cancelled');
      const orderId = newId('ord');
      seq += 1;
      await tx.insert(orders).values({
        id: orderId,
        orderNumber: orderNumber(createdAt),
        invoiceNumber: invoiceNumber(createdAt, seq),
        customerId: customer.id!,
        cityId: customer.cityId,
        status,
        paymentMethod: method,
        paymentStatus: paid ? 'paid' : method === 'ONLINE' && status === 'cancelled' ? 'failed' : 'pending',
        ...price,
        restaurantName: customer.restaurantName ?? '',
        customerName: customer.username,
        customerEmail: customer.email,
        customerFssai: customer.fssaiNumber ?? '',
        customerState: customer.cityId ? (cityState.get(customer.cityId) ?? null) : null,
        deliveryAddress: customer.address ?? '',
        phone: customer.phone ?? '',
        contactPerson: customer.username,
        deliveryOtp: fourDigitCode(),
        deliveredAt: status === 'delivered' ? createdAt + 14_400_000 : null,
        createdAt,
        updatedAt: createdAt,
      });
      await tx.insert(orderItems).values(
        lines.map((l, k) => ({
          id: newId('itm'),
          orderId,
          productId: l.product.id,
          supplierId: l.product.supplierId,
          categoryId: l.product.categoryId,
          productName: l.product.name,
          unit: l.product.unit,
          hsnCode: l.product.hsnCode ?? '',
          pricePaise: l.product.pricePaise,
          quantity: l.quantity,
          lineTotalPaise: l.product.pricePaise * l.quantity,
          gstRate: priced[k]!.gstRate,
          taxPaise: taxes[k]!,
          sellerGstin: sellerGstin.get(l.product.supplierId) ?? null,
        })),
      );
      const partStatus = PART_OF_ORDER[status];
      const suppliers = [
        ...new Set(lines.flatMap((l) => (l.product.supplierId ? [l.product.supplierId] : []))),
      ];
      if (suppliers.length)
        await tx.insert(orderParts).values(
          suppliers.map((supplierId) => ({
            id: newId('prt'),
            orderId,
            supplierId,
            status: partStatus,
            pickupCode: String(r.int(0, 9999)).padStart(4, '0'),
            acceptedAt: partStatus === 'new' ? null : createdAt + 1_800_000,
            packedAt: PART_STATUSES.indexOf(partStatus) >= 2 ? createdAt + 3_600_000 : null,
            handedOverAt: partStatus === 'handed_over' ? createdAt + 7_200_000 : null,
            createdAt,
            updatedAt: createdAt,
          })),
        );
      // Confirmed and later orders carry the operator's invoice issued when they were confirmed,
      // and each supplier's once its goods left it (decision 0088).
      if (status !== 'pending') {
        const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
        await issueServiceInvoice(tx, order!, operator, createdAt + 600_000);
        if (partStatus === 'handed_over' || status === 'shipped')
          for (const supplierId of suppliers)
            await issueSupplierInvoice(tx, order!, supplierId, operator, createdAt + 7_200_000);
        if (status === 'cancelled') await creditOrderDocuments(tx, orderId, createdAt + 3_600_000);
      }
      const deliveryStatus = {
        assigned_for_delivery: 'assigned',
        out_for_delivery: 'in_transit',
        delivered: 'delivered',
        delivery_failed: 'failed',
      } as const;
      const ds = deliveryStatus[status as keyof typeof deliveryStatus];
      if (ds) {
        const rider = p.riders.find((x) => x.cityId === customer.cityId) ?? p.riders[0]!;
        await tx.insert(deliveryAssignments).values({
          id: newId('dlv'),
          orderId,
          deliveryPersonId: rider.id!,
          status: ds,
          assignedAt: createdAt + 3_600_000,
          pickupTime: ds === 'assigned' ? null : createdAt + 7_200_000,
          inTransitAt: ds === 'assigned' ? null : createdAt + 7_500_000,
          deliveryTime: ds === 'delivered' || ds === 'failed' ? createdAt + 14_400_000 : null,
          notes: ds === 'failed' ? 'Restaurant closed at delivery time' : '',
        });
      }
      if (i < 6) {
        await tx.insert(notifications).values({
          id: newId('ntf'),
          userId: customer.id!,
          type: 'order_status',
          title: 'Order update',
          message: `Your order is now ${status.replaceAll('_', ' ')}.`,
          createdAt,
          isRead: i > 2,
        });
      }
    }
  });
}
