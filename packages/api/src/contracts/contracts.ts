import { contractPrices, type Database, newId, orderItems, orders, products, users } from '@app/db';
import { and, asc, desc, eq, exists, gte, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { StaffScope } from '../access/rules.ts';
import { audit } from '../audit/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { fromStored, toStored } from '../shared/measure.ts';
import { toPaise, toRupees } from '../shared/money.ts';
import { istDayOf } from '../shared/query.ts';
import type { contractPriceInput } from './schemas.ts';

// Prices a supplier agrees with one customer (decision 0094). The cart and checkout read them
// (cart/cart.ts, cart/line-price.ts); here they are written, listed and removed.

/** Who writes a price: the supplier itself (`scope` null), or staff on its behalf within their reach. */
export interface Actor {
  id: string;
  supplierId: string;
  scope: StaffScope | null;
  now: number;
}

const columns = {
  c: contractPrices,
  productName: products.name,
  unit: products.unit,
  soldBy: products.soldBy,
  listPaise: products.pricePaise,
};
type Row = { c: typeof contractPrices.$inferSelect } & Pick<
  typeof products.$inferSelect,
  'unit' | 'soldBy'
> & {
    productName: string;
    listPaise: number;
  };

const statusOf = (c: Row['c'], day: string) =>
  c.validFrom > day ? ('upcoming' as const) : c.validTo < day ? ('ended' as const) : ('current' as const);

const answer = (r: Row, day: string) => ({
  id: r.c.id,
  product_id: r.c.productId,
  product_name: r.productName,
  unit: r.unit,
  sold_by: r.soldBy,
  price: toRupees(r.c.pricePaise),
  list_price: toRupees(r.listPaise),
  valid_from: r.c.validFrom,
  valid_to: r.c.validTo,
  weekly_quantity: r.c.weeklyQuantity === null ? null : fromStored(r.c.weeklyQuantity, r.soldBy),
  status: statusOf(r.c, day),
});

const customer = {
  customerName: users.restaurantName,
  customerEmail: users.email,
};

/** The supplier's prices matching `where`, latest ending first, as its list answers them. */
async function supplierPrices(db: Database, where: SQL | undefined, now: number) {
  const day = istDayOf(now);
  const rows = await db
    .select({ ...columns, ...customer })
    .from(contractPrices)
    .innerJoin(products, eq(products.id, contractPrices.productId))
    .innerJoin(users, eq(users.id, contractPrices.customerId))
    .where(where)
    .orderBy(desc(contractPrices.validTo), desc(contractPrices.createdAt));
  return rows.map((r) => ({
    ...answer(r, day),
    customer_name: r.customerName,
    customer_email: r.customerEmail,
    created_at: new Date(r.c.createdAt).toISOString(),
  }));
}

/** The supplier's prices for its customers, latest ending first. */
export const listSupplierPrices = async (
  db: Database,
  supplierId: string,
  now: number,
  scope: StaffScope | null = null,
) => ({
  items: await supplierPrices(
    db,
    and(eq(contractPrices.supplierId, supplierId), scope ? customerInScope(scope) : undefined),
    now,
  ),
});

/** The customer's own prices that apply today or later, ending soonest first. */
export async function listAccountPrices(db: Database, customerId: string, now: number) {
  const day = istDayOf(now);
  const rows = await db
    .select({ ...columns, supplierName: users.restaurantName })
    .from(contractPrices)
    .innerJoin(products, eq(products.id, contractPrices.productId))
    .innerJoin(users, eq(users.id, contractPrices.supplierId))
    .where(and(eq(contractPrices.customerId, customerId), gte(contractPrices.validTo, day)))
    .orderBy(contractPrices.validTo, contractPrices.validFrom);
  return { items: rows.map((r) => ({ ...answer(r, day), supplier_name: r.supplierName })) };
}

/**
 * The customers who have ordered from the supplier, by name: those it may give a price to (closed
 * accounts left out).
 */
export async function listPriceCustomers(db: Database, supplierId: string) {
  const rows = await db
    .selectDistinct({ name: users.restaurantName, username: users.username, email: users.email })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(users, eq(users.id, orders.customerId))
    .where(
      and(eq(orderItems.supplierId, supplierId), eq(users.userType, 'customer'), isNull(users.deletedAt)),
    )
    .orderBy(users.restaurantName, users.email);
  return { items: rows.map((r) => ({ customer_name: r.name || r.username, customer_email: r.email })) };
}

/**
 * The supplier's listings staff may give a price for, by name: all but those staff rejected (a
 * pending or paused listing may still be priced ahead, as the supplier's own form allows).
 */
export async function listPriceListings(db: Database, supplierId: string) {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      unit: products.unit,
      soldBy: products.soldBy,
      pricePaise: products.pricePaise,
    })
    .from(products)
    .where(and(eq(products.supplierId, supplierId), ne(products.approvalStatus, 'rejected')))
    .orderBy(asc(sql`lower(${products.name})`), asc(products.id));
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      unit: r.unit,
      sold_by: r.soldBy,
      price: toRupees(r.pricePaise),
    })),
  };
}

/** A customer by the e-mail it signs in with, that `also` holds for; else 404. */
async function customerByEmail(
  db: Database,
  email: string,
  also: SQL | undefined,
  missing = msg('error.contracts.customerNotFound'),
) {
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email), eq(users.userType, 'customer'), also));
  if (!found) throw fail.notFound(missing);
  return found.id;
}

/** A customer of this supplier by e-mail: one that has ordered from it (no other is found). */
const customerOf = (db: Database, supplierId: string, email: string) =>
  customerByEmail(
    db,
    email,
    exists(
      db
        .select({ one: sql`1` })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orders.customerId, users.id), eq(orderItems.supplierId, supplierId))),
    ),
  );

/** A customer by e-mail within staff's reach (a sub-admin's city): staff may give a price to any. */
const customerInReach = (db: Database, scope: StaffScope, email: string) =>
  customerByEmail(
    db,
    email,
    scope.cityId ? eq(users.cityId, scope.cityId) : undefined,
    msg('error.contracts.staffCustomerNotFound'),
  );

/** Prices of customers within staff's reach: all for the super admin, its city's for a sub-admin. */
export const customerInScope = (scope: StaffScope) =>
  scope.cityId
    ? sql`${contractPrices.customerId} in (select ${users.id} from ${users} where ${users.cityId} = ${scope.cityId})`
    : undefined;

/**
 * Gives a customer a price for one of the supplier's listings over some days: 404 for a listing
 * or customer it does not have, 409 when another of its prices for that listing and customer
 * covers any of those days. Audited.
 */
export async function createContractPrice(
  db: Database,
  actor: Actor,
  input: z.output<typeof contractPriceInput>,
) {
  const supplierId = actor.supplierId;
  const day = istDayOf(actor.now);
  if (input.valid_to < day) throw fail.badRequest('already_ended', msg('error.contracts.ended'));
  const [product] = await db
    .select({ id: products.id, supplierId: products.supplierId, soldBy: products.soldBy })
    .from(products)
    .where(eq(products.id, input.product_id));
  if (!product || product.supplierId !== supplierId)
    throw fail.notFound(msg('error.contracts.productNotFound'));
  const weekly = input.weekly_quantity === null ? null : toStored(input.weekly_quantity, product.soldBy);
  if (weekly === null && input.weekly_quantity !== null)
    throw fail.badRequest('invalid_quantity', msg('error.contracts.wholePacks'));
  const customerId = actor.scope
    ? await customerInReach(db, actor.scope, input.customer_email)
    : await customerOf(db, supplierId, input.customer_email);
  const id = newId('cpr');
  await db.write(async (tx) => {
    const [overlap] = await tx
      .select({ id: contractPrices.id })
      .from(contractPrices)
      .where(
        and(
          eq(contractPrices.customerId, customerId),
          eq(contractPrices.productId, product.id),
          lte(contractPrices.validFrom, input.valid_to),
          gte(contractPrices.validTo, input.valid_from),
        ),
      );
    if (overlap) throw fail.conflict('overlapping_price', msg('error.contracts.overlap'));
    const row = {
      id,
      supplierId,
      customerId,
      productId: product.id,
      pricePaise: toPaise(input.price),
      validFrom: input.valid_from,
      validTo: input.valid_to,
      weeklyQuantity: weekly,
      createdAt: actor.now,
      updatedAt: actor.now,
    };
    await tx.insert(contractPrices).values(row);
    await audit(
      tx,
      {
        actorId: actor.id,
        action: 'contract_price.create',
        entity: 'contract_price',
        entityId: id,
        after: row,
      },
      actor.now,
    );
  });
  const [made] = await supplierPrices(db, eq(contractPrices.id, id), actor.now);
  return made!;
}

/**
 * Removes a price of the supplier (404 for any other; for a sub-admin, also one of a customer of
 * another city); the customer's lines pay the listing's again.
 */
export async function removeContractPrice(
  db: Database,
  actor: Pick<Actor, 'id' | 'now'> & ({ scope: null; supplierId: string } | { scope: StaffScope }),
  id: string,
) {
  await db.write(async (tx) => {
    const [gone] = await tx
      .delete(contractPrices)
      .where(
        and(
          eq(contractPrices.id, id),
          actor.scope ? customerInScope(actor.scope) : eq(contractPrices.supplierId, actor.supplierId),
        ),
      )
      .returning();
    if (!gone) throw fail.notFound(msg('error.contracts.notFound'));
    await audit(
      tx,
      {
        actorId: actor.id,
        action: 'contract_price.delete',
        entity: 'contract_price',
        entityId: id,
        before: gone,
      },
      actor.now,
    );
  });
  return { id };
}
