import { type Database, orders } from '@app/db';
import type { LineKind, PriceRule, SoldBy } from '@app/db/enums';
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from '@oslojs/encoding';
import { and, desc, eq, sql } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { flatRows } from '../shared/flat-rows.ts';
import { perKey } from '../shared/per-key.ts';
import {
  type DeliveryView,
  type LineView,
  type OrderDtoRow,
  orderDto,
  orderDtoColumns,
  substitutionOf,
} from './views.ts';

type Offer = Parameters<typeof substitutionOf>[0];

const encodeCursor = (createdAt: number, id: string) =>
  encodeBase64urlNoPadding(new TextEncoder().encode(JSON.stringify([createdAt, id])));

function decodeCursor(cursor: string): [number, string] {
  try {
    const v = JSON.parse(new TextDecoder().decode(decodeBase64urlIgnorePadding(cursor)));
    if (Array.isArray(v) && typeof v[0] === 'number' && typeof v[1] === 'string') return [v[0], v[1]];
  } catch {}
  throw fail.badRequest('invalid_cursor', msg('error.orders.invalidCursor'));
}

// Each order's lines (with their part's status) and current delivery, read with the order as
// JSON arrays: one statement and one snapshot for the page, and no rows to map per line. Written
// out because drizzle leaves columns unqualified in a one-table select, and these are correlated.
const LINES = sql.raw(`(select json_group_array(json_array(i.id, i.product_id, i.product_name, i.unit,
  i.hsn_code, i.sold_by, i.weighed, i.tolerance_pct, i.estimated_quantity, i.proposed_quantity, i.quantity,
  i.short_quantity, i.price_paise, i.line_total_paise, p.status, i.substitutes_line_id, i.price_rule,
  i.list_price_paise, json((select json_object('id', s.id, 'orderId', s.order_id, 'lineId', s.line_id, 'supplierId', s.supplier_id,
    'productId', s.product_id, 'productName', s.product_name, 'brand', s.brand, 'unit', s.unit, 'soldBy', s.sold_by,
    'quantity', s.quantity, 'pricePaise', s.price_paise, 'lineTotalPaise', s.line_total_paise,
    'gstRate', s.gst_rate, 'taxPaise', s.tax_paise, 'status', s.status, 'auto', json(iif(s.auto, 'true', 'false')),
    'newLineId', s.new_line_id, 'answeredAt', s.answered_at, 'createdAt', s.created_at)
    from line_substitutions s where s.line_id = i.id)),
  i.supplier_id, (select su.restaurant_name from users su where su.id = i.supplier_id),
  (select pr.brand from products pr where pr.id = i.product_id), i.kind))
  from order_items i left join order_parts p on p.order_id = i.order_id and p.supplier_id = i.supplier_id
  where i.order_id = orders.id)`);
const DELIVERY = sql.raw(`(select json_array(d.status, d.assigned_at, d.pickup_time, d.in_transit_at,
  d.delivery_time, d.notes, r.username)
  from delivery_assignments d join users r on r.id = d.delivery_person_id
  where d.order_id = orders.id and d.is_current = 1)`);

// The outlet and the person, only for a business of several outlets (decision 0119).
const OUTLET = sql.raw(`(select json_array(o.id, o.name, (select c.name from cities c where c.id = o.city_id),
  o.gstin, (select u.username from users u where u.id = orders.placed_by))
  from outlets o where o.id = orders.outlet_id
  and exists (select 1 from outlets o2 where o2.business_id = o.business_id and o2.id <> o.id))`);

const pageFields = {
  ...orderDtoColumns,
  lines: sql<string>`${LINES}`,
  delivery: sql<string | null>`${DELIVERY}`,
  outlet: sql<string | null>`${OUTLET}`,
};
// Read flat, only the columns the answer shows: drizzle's per-cell mapping of every order column
// was a twelfth of the list's CPU (decision 0131).
const readPage = flatRows<OrderDtoRow & { lines: string; delivery: string | null; outlet: string | null }>(
  pageFields,
);

/** The page statement, prepared once per database and shape (first page, or after a cursor). */
const pageQueriesFor = perKey((db: Database) => {
  const p = sql.placeholder;
  const page = (after: boolean) =>
    db
      .select(pageFields)
      .from(orders)
      .where(
        and(
          eq(orders.customerId, p('customer')),
          // A member sees the orders of its outlets only (decision 0112): a JSON array, or null for all.
          sql`(${p('outlets')} is null or ${orders.outletId} in (select value from json_each(${p('outlets')})))`,
          after ? sql`(${orders.createdAt}, ${orders.id}) < (${p('afterAt')}, ${p('afterId')})` : undefined,
        ),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(p('limit'))
      .prepare();
  return [page(false), page(true)] as const;
});

/** The customer's own orders, newest first, keyset-paged. */
export async function listOwnOrders(
  db: Database,
  customerId: string,
  p: { cursor?: string; limit: number },
  outletIds: string[] | null = null,
) {
  const after = p.cursor ? decodeCursor(p.cursor) : null;
  const rows = readPage(
    (await pageQueriesFor(db)[after ? 1 : 0].values({
      customer: customerId,
      outlets: outletIds && JSON.stringify(outletIds),
      afterAt: after?.[0],
      afterId: after?.[1],
      limit: p.limit + 1,
    })) as unknown as ArrayLike<unknown>[],
  );
  const page = rows.slice(0, p.limit);
  const last = page.at(-1);
  return {
    orders: page.map(({ lines, delivery, outlet, ...o }) => {
      const views = linesOf(o.id, lines);
      const offers = new Map(views.flatMap((l) => (l.offer ? [[l.line.id, substitutionOf(l.offer)]] : [])));
      return {
        ...orderDto(o, views, delivery === null ? undefined : deliveryOf(o.id, delivery), {
          showOtp: true,
          offers,
        }),
        ...outletOf(outlet),
      };
    }),
    next_cursor: rows.length > p.limit && last ? encodeCursor(last.createdAt, last.id) : null,
  };
}

type LineCells = [
  string,
  string | null,
  string,
  string,
  string,
  SoldBy,
  0 | 1,
  number,
  number | null,
  number | null,
  number,
  number,
  number,
  number,
  LineView['partStatus'],
  string | null,
  PriceRule,
  number | null,
  Offer | null,
  string,
  string | null,
  string | null,
  LineKind,
];
const linesOf = (orderId: string, json: string): (LineView & { offer: Offer | null })[] =>
  (JSON.parse(json) as LineCells[]).map(
    ([
      id,
      productId,
      productName,
      unit,
      hsnCode,
      soldBy,
      weighed,
      tolerancePct,
      estimatedQuantity,
      proposedQuantity,
      quantity,
      shortQuantity,
      pricePaise,
      lineTotalPaise,
      partStatus,
      substitutesLineId,
      priceRule,
      listPricePaise,
      offer,
      supplierId,
      supplierName,
      brand,
      kind,
    ]) => ({
      line: {
        id,
        orderId,
        productId,
        kind,
        productName,
        unit,
        hsnCode,
        soldBy,
        weighed: weighed === 1,
        tolerancePct,
        estimatedQuantity,
        proposedQuantity,
        quantity,
        shortQuantity,
        pricePaise,
        priceRule,
        listPricePaise,
        lineTotalPaise,
        substitutesLineId,
        supplierId,
      },
      partStatus,
      supplierName,
      brand,
      offer,
    }),
  );

function outletOf(json: string | null) {
  if (json === null) return { outlet: null, placed_by_name: null };
  const [id, name, city_name, gstin, placedBy] = JSON.parse(json) as [
    string,
    string,
    string | null,
    string | null,
    string | null,
  ];
  return { outlet: { id, name, city_name, gstin }, placed_by_name: placedBy };
}

type DeliveryCells = [
  DeliveryView['a']['status'],
  number,
  number | null,
  number | null,
  number | null,
  string,
  string,
];
function deliveryOf(orderId: string, json: string): DeliveryView {
  const [status, assignedAt, pickupTime, inTransitAt, deliveryTime, notes, name] = JSON.parse(
    json,
  ) as DeliveryCells;
  return { a: { orderId, status, assignedAt, pickupTime, inTransitAt, deliveryTime, notes }, name };
}
