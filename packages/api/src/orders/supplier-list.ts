import {
  cities,
  type Database,
  deliveryAssignments,
  lineSubstitutions,
  orderItems,
  orderParts,
  orders,
  outlets,
  type PartStatus,
  users,
} from '@app/db';
import { type AnyColumn, and, desc, eq, getTableColumns, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { flatRows } from '../shared/flat-rows.ts';
import { toRupees } from '../shared/money.ts';
import { perKey } from '../shared/per-key.ts';
import { iso, istRange, offsetOf } from '../shared/query.ts';
import { orderSlot } from '../slots/index.ts';
import { outletCity, outletViewColumns, outletViewOf, placer } from './outlet-view.ts';
import { linesValue } from './parts.ts';
import type { supplierOrderListInput } from './schemas.ts';
import { PART_STATUS_ORDER, PART_STATUS_TABLE, PART_WORK_STATUSES } from './status.ts';
import { promisedDay } from './supplier.ts';
import { lineFigures, substitutionFields, substitutionOf } from './views.ts';

// The supplier orders page (decision 0121): prepared once per database and read as flat rows, with
// only the columns the answer shows. Building the statements and drizzle's mapping of two whole
// joined rows per part were most of the page's CPU; SQLite's own work was about 0.9 ms of it.

const p = sql.placeholder;
// No date range is the widest one, so each shape is one statement and still walks the index.
const ALL_TIME = { start: Number.MIN_SAFE_INTEGER, end: Number.MAX_SAFE_INTEGER };
/** One statement for any page: the page's order ids travel as one JSON array. */
const theseOrders = (column: AnyColumn) => sql`${column} in (select value from json_each(${p('orders')}))`;

const partFields = {
  orderId: orders.id,
  orderNumber: orders.orderNumber,
  createdAt: orders.createdAt,
  orderStatus: orders.status,
  restaurantName: orders.restaurantName,
  slotDate: orders.slotDate,
  slotStart: orders.slotStart,
  slotEnd: orders.slotEnd,
  cityName: cities.name,
  ...outletViewColumns,
  status: orderParts.status,
  reason: orderParts.reason,
  pickupCode: orderParts.pickupCode,
  acceptedAt: orderParts.acceptedAt,
  packedAt: orderParts.packedAt,
  handedOverAt: orderParts.handedOverAt,
  rejectedAt: orderParts.rejectedAt,
  overdueAt: orderParts.overdueAt,
  version: orderParts.version,
};

const lineFields = (({ categoryId: _c, supplierId: _s, sellerGstin: _g, ...kept }) => kept)(
  getTableColumns(orderItems),
);

/** The part's filter: the supplier's own, of one status or all, within a date range (both set). */
const whereOf = (status: boolean): SQL =>
  and(
    eq(orderParts.supplierId, p('supplier')),
    status ? eq(orderParts.status, p('status')) : undefined,
    gte(orderParts.createdAt, p('start')),
    lt(orderParts.createdAt, p('end')),
  )!;

/** Each status's count from `order_parts_supplier_status_idx`: one index range per status. */
const countsFields = Object.fromEntries(
  PART_STATUS_ORDER.map((s) => [
    s,
    sql<number>`(select count(*) from ${orderParts} where ${orderParts.supplierId} = ${p('supplier')} and ${orderParts.status} = ${s})`,
  ]),
) as Record<PartStatus, SQL<number>>;

const statements = perKey((db: Database) => {
  const page = (status: boolean) =>
    db
      .select(partFields)
      .from(orderParts)
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .leftJoin(cities, eq(cities.id, orders.cityId))
      .leftJoin(outlets, eq(outlets.id, orders.outletId))
      .leftJoin(outletCity, eq(outletCity.id, outlets.cityId))
      .leftJoin(placer, eq(placer.id, orders.placedBy))
      .where(whereOf(status))
      .orderBy(desc(orderParts.createdAt), desc(orderParts.id))
      .limit(p('limit'))
      .offset(p('offset'))
      .prepare();
  const total = (status: boolean) =>
    db.select({ n: sql<number>`count(*)` }).from(orderParts).where(whereOf(status)).prepare();
  return {
    pages: [page(false), page(true)],
    totals: [total(false), total(true)],
    // The supplier's own row only carries the counts (none for a supplier with no account row).
    counts: db
      .select(countsFields)
      .from(users)
      .where(eq(users.id, p('supplier')))
      .prepare(),
    // `+supplier_id`: lines by the page's orders, never by the supplier's index (all its lines).
    lines: db
      .select(lineFields)
      .from(orderItems)
      .where(and(theseOrders(orderItems.orderId), sql`+${orderItems.supplierId} = ${p('supplier')}`))
      .prepare(),
    offers: db.select().from(lineSubstitutions).where(theseOrders(lineSubstitutions.orderId)).prepare(),
    riders: db
      .select({
        orderId: deliveryAssignments.orderId,
        name: users.username,
        status: deliveryAssignments.status,
      })
      .from(deliveryAssignments)
      .innerJoin(users, eq(users.id, deliveryAssignments.deliveryPersonId))
      .where(and(theseOrders(deliveryAssignments.orderId), eq(deliveryAssignments.isCurrent, true)))
      .prepare(),
  };
});

type Raw = ArrayLike<unknown>[];
type PartRow = Awaited<ReturnType<ReturnType<typeof statements>['pages'][0]['all']>>[number];
const readParts = flatRows<PartRow>(partFields);
const readLines = flatRows<typeof orderItems.$inferSelect>(lineFields);
const readOffers = flatRows<typeof lineSubstitutions.$inferSelect>(getTableColumns(lineSubstitutions));

/** Every order holding the supplier's lines, newest first, with only those lines. */
export async function listSupplierOrders(
  db: Database,
  supplierId: string,
  input: z.output<typeof supplierOrderListInput>,
) {
  const s = statements(db);
  const filtered = input.status !== undefined;
  const ranged = input.from !== undefined || input.to !== undefined;
  const range = istRange(input);
  const where = {
    supplier: supplierId,
    status: input.status,
    start: range.start ?? ALL_TIME.start,
    end: range.end ?? ALL_TIME.end,
  };
  const [rows, [kept], totalRow] = await Promise.all([
    s.pages[+filtered]!.values({
      ...where,
      limit: input.page_size,
      offset: offsetOf(input.page, input.page_size),
    }) as unknown as Promise<Raw>,
    s.counts.all({ supplier: supplierId }),
    ranged ? s.totals[+filtered]!.get(where) : undefined,
  ]);
  const parts = readParts(rows);
  const counts = { ...Object.fromEntries(PART_STATUS_ORDER.map((st) => [st, 0])), ...kept } as Record<
    PartStatus,
    number
  >;
  // Without a date range the total is the count of the status asked for, or of all of them.
  const total = ranged
    ? (totalRow?.n ?? 0)
    : input.status
      ? counts[input.status]
      : PART_STATUS_ORDER.reduce((n, st) => n + counts[st], 0);
  const ids = JSON.stringify(parts.map((r) => r.orderId));
  const [lineRows, riders, offerRows] = parts.length
    ? await Promise.all([
        s.lines.values({ orders: ids, supplier: supplierId }) as unknown as Promise<Raw>,
        s.riders.all({ orders: ids }),
        s.offers.values({ orders: ids }) as unknown as Promise<Raw>,
      ])
    : [[], [], []];
  const byOrder = new Map<string, ReturnType<typeof readLines>>();
  for (const l of readLines(lineRows)) {
    const own = byOrder.get(l.orderId);
    if (own) own.push(l);
    else byOrder.set(l.orderId, [l]);
  }
  const offers = new Map(readOffers(offerRows).map((o) => [o.lineId, substitutionOf(o)]));
  return {
    items: parts.map((r) => {
      const own = byOrder.get(r.orderId) ?? [];
      const value = linesValue(own);
      const rider = riders.find((d) => d.orderId === r.orderId);
      const open = PART_WORK_STATUSES.includes(r.orderStatus);
      return {
        order_id: r.orderId,
        order_number: r.orderNumber,
        order_date: iso(r.createdAt)!,
        order_status: r.orderStatus,
        restaurant_name: r.restaurantName,
        ...outletViewOf(r),
        city_name: r.cityName,
        expected_by: promisedDay(r),
        delivery_slot: orderSlot(r),
        status: r.status,
        reason: r.reason,
        pickup_code: r.pickupCode,
        accepted_at: iso(r.acceptedAt),
        packed_at: iso(r.packedAt),
        handed_over_at: iso(r.handedOverAt),
        rejected_at: iso(r.rejectedAt),
        overdue: r.status === 'new' && r.overdueAt !== null,
        version: r.version,
        next: open ? [...PART_STATUS_TABLE[r.status].moves.supplier] : [],
        items: own.map((l) => ({
          id: l.id,
          product_id: l.productId,
          kind: l.kind,
          product_name: l.productName,
          unit: l.unit,
          hsn_code: l.hsnCode,
          sold_by: l.soldBy,
          ...lineFigures(l),
          gst_rate: l.gstRate,
          tax: toRupees(l.taxPaise),
          ...substitutionFields(l, offers),
        })),
        subtotal: toRupees(value.subtotalPaise),
        gst_amount: toRupees(value.gstPaise),
        total: toRupees(value.subtotalPaise + value.gstPaise),
        rider: rider ? { name: rider.name, status: rider.status } : null,
      };
    }),
    counts,
    total,
    page: input.page,
    page_size: input.page_size,
  };
}
