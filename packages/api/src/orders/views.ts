import {
  type Database,
  deliveryAssignments,
  lineSubstitutions,
  type orderItems,
  orders,
  type PartStatus,
  type Tx,
  users,
} from '@app/db';
import { and, eq, inArray } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { fromStored } from '../shared/measure.ts';
import { toRupees } from '../shared/money.ts';
import { paymentMethodOf } from '../shared/payment-method.ts';
import { istDayOf } from '../shared/query.ts';
import { orderSlot } from '../slots/index.ts';
import { linesWithParts } from './parts.ts';
import { canMoveOrder } from './status.ts';

export type OrderRow = typeof orders.$inferSelect;

/** The columns of an order its answer shows (orderDto): a list reads only these. */
export const orderDtoColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  invoiceNumber: orders.invoiceNumber,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  paymentDeadline: orders.paymentDeadline,
  confirmDeadline: orders.confirmDeadline,
  creditDueAt: orders.creditDueAt,
  restaurantName: orders.restaurantName,
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
  customerGstin: orders.customerGstin,
  outletId: orders.outletId,
  placedBy: orders.placedBy,
  deliveryAddress: orders.deliveryAddress,
  phone: orders.phone,
  contactPerson: orders.contactPerson,
  alternatePhone: orders.alternatePhone,
  landmark: orders.landmark,
  deliveryNotes: orders.deliveryNotes,
  slotDate: orders.slotDate,
  slotStart: orders.slotStart,
  slotEnd: orders.slotEnd,
  subtotalPaise: orders.subtotalPaise,
  gstPaise: orders.gstPaise,
  supplierChargesPaise: orders.supplierChargesPaise,
  deliveryFeePaise: orders.deliveryFeePaise,
  platformFeePaise: orders.platformFeePaise,
  totalPaise: orders.totalPaise,
  deliveryOtp: orders.deliveryOtp,
};
export type OrderDtoRow = Pick<OrderRow, keyof typeof orderDtoColumns>;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * A line's quantities and price as every order answer shows them, the customer's and the
 * supplier's: how it weighed when packed (tolerance, whether weighed yet), quantity ordered and
 * supplied, price, the price rule with the listing's own price when a volume break applied
 * (decision 0093), and line total.
 */
/** The line columns `lineFigures` reads. */
type FigureColumns =
  | 'soldBy'
  | 'weighed'
  | 'tolerancePct'
  | 'estimatedQuantity'
  | 'proposedQuantity'
  | 'quantity'
  | 'shortQuantity'
  | 'pricePaise'
  | 'priceRule'
  | 'listPricePaise'
  | 'lineTotalPaise';

export const lineFigures = (l: Pick<typeof orderItems.$inferSelect, FigureColumns>) => ({
  weighed: l.weighed,
  tolerance_percent: l.tolerancePct,
  estimated: l.weighed && l.estimatedQuantity === null,
  estimated_quantity: l.estimatedQuantity === null ? null : fromStored(l.estimatedQuantity, l.soldBy),
  proposed_quantity: l.proposedQuantity === null ? null : fromStored(l.proposedQuantity, l.soldBy),
  quantity: fromStored(l.quantity, l.soldBy),
  supplied_quantity: fromStored(l.quantity - l.shortQuantity, l.soldBy),
  price: toRupees(l.pricePaise),
  price_rule: l.priceRule,
  list_price: l.listPricePaise === null ? null : toRupees(l.listPricePaise),
  line_total: toRupees(l.lineTotalPaise),
});

type Offer = typeof lineSubstitutions.$inferSelect;

/** A substitute offered for a line, as customers, suppliers and integrators read it (decision 0091). */
export const substitutionOf = (o: Offer) => ({
  id: o.id,
  line_id: o.lineId,
  status: o.status,
  product_id: o.productId,
  product_name: o.productName,
  brand: o.brand,
  unit: o.unit,
  sold_by: o.soldBy,
  quantity: fromStored(o.quantity, o.soldBy),
  price: toRupees(o.pricePaise),
  line_total: toRupees(o.lineTotalPaise),
  tax: toRupees(o.taxPaise),
  total: toRupees(o.lineTotalPaise + o.taxPaise),
  auto: o.auto,
  new_line_id: o.newLineId,
  offered_at: iso(o.createdAt)!,
  answered_at: iso(o.answeredAt),
});

/** The substitutes offered on these orders' lines, by line. */
export async function offersByLine(db: Database | Tx, orderIds: string[]) {
  const rows =
    orderIds.length === 0
      ? []
      : await db.select().from(lineSubstitutions).where(inArray(lineSubstitutions.orderId, orderIds));
  return new Map(rows.map((o) => [o.lineId, substitutionOf(o)]));
}

/** What a line says of substitution: the offer on it, and the line it replaces. */
export const substitutionFields = (
  l: { id: string; substitutesLineId: string | null },
  offers: Map<string, ReturnType<typeof substitutionOf>>,
) => ({ substitution: offers.get(l.id) ?? null, substitute_for: l.substitutesLineId });

export interface LineView {
  line: Pick<
    typeof orderItems.$inferSelect,
    | 'id'
    | 'orderId'
    | 'productId'
    | 'kind'
    | 'productName'
    | 'unit'
    | 'hsnCode'
    | 'substitutesLineId'
    | 'supplierId'
    | FigureColumns
  >;
  partStatus: PartStatus | null;
  /** Who sold it, as the supplier and the listing read now; null once either is gone. */
  supplierName: string | null;
  brand: string | null;
}

/** What an order's answer shows of its current delivery assignment and rider. */
export interface DeliveryView {
  a: Pick<
    typeof deliveryAssignments.$inferSelect,
    'orderId' | 'status' | 'assignedAt' | 'pickupTime' | 'inTransitAt' | 'deliveryTime' | 'notes'
  >;
  name: string;
}

/**
 * Orders as the Order entity of spec section 3, with lines and the current delivery assignment.
 * `showOtp`: only the buyer sees the proof-of-delivery code.
 */
export async function orderDtos(db: Database | Tx, rows: OrderRow[], opts: { showOtp: boolean }) {
  const ids = rows.map((o) => o.id);
  const [lines, deliveries, offers] =
    ids.length === 0
      ? [[], [], new Map()]
      : await Promise.all([
          linesWithParts(db, ids),
          db
            .select({ a: deliveryAssignments, name: users.username })
            .from(deliveryAssignments)
            .innerJoin(users, eq(users.id, deliveryAssignments.deliveryPersonId))
            .where(and(inArray(deliveryAssignments.orderId, ids), eq(deliveryAssignments.isCurrent, true))),
          offersByLine(db, ids),
        ]);
  return rows.map((o) =>
    orderDto(
      o,
      lines.filter(({ line }) => line.orderId === o.id),
      deliveries.find((x) => x.a.orderId === o.id),
      { ...opts, offers },
    ),
  );
}

/** One order's answer, the delivery OTP included (its own customer's). */
export async function orderById(db: Database | Tx, id: string) {
  const rows = await db.select().from(orders).where(eq(orders.id, id));
  const [dto] = await orderDtos(db, rows, { showOtp: true });
  return dto!;
}

/** One order's answer from its row, its lines and its current delivery. */
export function orderDto(
  o: OrderDtoRow,
  lines: readonly LineView[],
  d: DeliveryView | undefined,
  opts: { showOtp: boolean; offers?: Map<string, ReturnType<typeof substitutionOf>> },
) {
  const offers = opts.offers ?? new Map();
  return {
    id: o.id,
    order_number: o.orderNumber,
    invoice_number: o.invoiceNumber,
    order_date: iso(o.createdAt)!,
    updated_at: iso(o.updatedAt)!,
    status: o.status,
    payment_method: paymentMethodOf(o),
    payment_status: o.paymentStatus,
    payment_deadline: o.paymentMethod === 'ONLINE' ? iso(o.paymentDeadline) : null,
    confirm_deadline: iso(o.confirmDeadline),
    credit_due_date: o.creditDueAt === null ? null : istDayOf(o.creditDueAt),
    restaurant_name: o.restaurantName,
    customer_name: o.customerName,
    customer_email: o.customerEmail,
    customer_gstin: o.customerGstin,
    outlet_id: o.outletId,
    placed_by: o.placedBy,
    items: lines.map(({ line: i, partStatus, supplierName, brand }) => ({
      id: i.id,
      product_id: i.productId,
      kind: i.kind,
      product_name: i.productName,
      supplier_id: i.supplierId,
      supplier_name: supplierName ?? '',
      brand: brand ?? '',
      unit: i.unit,
      hsn_code: i.hsnCode,
      sold_by: i.soldBy,
      ...lineFigures(i),
      rejected: partStatus === 'rejected',
      ...substitutionFields(i, offers),
    })),
    delivery_address: o.deliveryAddress,
    address: o.deliveryAddress,
    phone: o.phone,
    contact_person: o.contactPerson,
    alternate_phone: o.alternatePhone,
    landmark: o.landmark,
    delivery_notes: o.deliveryNotes,
    delivery_slot: orderSlot(o),
    subtotal: toRupees(o.subtotalPaise),
    gst_amount: toRupees(o.gstPaise),
    supplier_charges: toRupees(o.supplierChargesPaise),
    delivery_fee: toRupees(o.deliveryFeePaise),
    platform_fee: toRupees(o.platformFeePaise),
    total_amount: toRupees(o.totalPaise),
    delivery_otp: opts.showOtp ? o.deliveryOtp : null,
    can_cancel: canMoveOrder('customer', o.status, 'cancelled'),
    delivery_info: d
      ? {
          delivery_person_name: d.name,
          delivery_status: d.a.status,
          assigned_at: iso(d.a.assignedAt),
          pickup_time: iso(d.a.pickupTime),
          in_transit_at: iso(d.a.inTransitAt),
          delivery_time: iso(d.a.deliveryTime),
          delivery_notes: d.a.notes,
        }
      : null,
  };
}
export type OrderDto = ReturnType<typeof orderDto>;

/** An order the caller owns: 404 when unknown, 403 when someone else's. */
export async function ownOrder(db: Database | Tx, customerId: string, orderId: string): Promise<OrderRow> {
  const [o] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!o) throw fail.notFound(msg('error.orders.orderNotFound'));
  if (o.customerId !== customerId) throw fail.forbidden(msg('error.orders.otherAccount'));
  return o;
}

/** An own order's number and lines as ordered, with each line's part status; 404 for anyone else's. */
export async function ownOrderLines(db: Database | Tx, customerId: string, orderId: string) {
  const [o] = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  if (!o) throw fail.notFound(msg('error.orders.orderNotFound'));
  return { orderNumber: o.orderNumber, lines: await linesWithParts(db, [o.id]) };
}
