import { op, staff } from '../operations/op.ts';
import { num, opt, page, paging, type RestRequest, range, rangeDocs } from '../rest/route.ts';
import { CSV_ROW_LIMIT } from '../shared/csv.ts';
import {
  orderStatusSetOutput,
  returnToStockOutput,
  staffOrderExportOutput,
  staffOrderListOutput,
  staffOrderOutput,
} from './outputs.ts';
import { returnToStock } from './return-to-stock.ts';
import { orderIdInput, orderStatusInput, staffOrderListInput } from './schemas.ts';
import { listStaffOrders, setStaffOrderStatus, staffOrderById } from './staff.ts';
import { staffOrdersCsv } from './staff-csv.ts';

const orderStaff = staff('manage_orders');

/** The list's filters from the query string, shared by the list and its CSV export. */
const listQuery = (r: RestRequest) => ({
  status: opt(r.query.status),
  city_id: opt(r.query.city_id),
  search: r.query.search ?? '',
  queue: opt(r.query.queue),
  ...paging(r),
  ...range(r),
});
const listQueryDocs = {
  status: { type: 'string', description: 'Only this status' },
  city_id: { type: 'string', description: 'Only this city' },
  search: { type: 'string', description: 'Order number, restaurant or customer' },
  queue: {
    type: 'string',
    description:
      'unassigned (ready for a rider, none assigned, slot tomorrow or earlier) or overdue (a supplier part overdue)',
  },
  ...rangeDocs,
} as const;

/** The super admin (all orders), or a sub-admin with manage_orders (its city's orders). */
export const orderStaffRouter = {
  list: op({
    access: orderStaff,
    keyScope: 'orders:read',
    rest: {
      method: 'GET',
      path: '/admin/orders',
      summary: 'Orders, newest first, filtered by status, city and dates',
      tag: 'Admin: orders',
      input: listQuery,
      query: { ...listQueryDocs, ...page },
    },
  })
    .input(staffOrderListInput)
    .output(staffOrderListOutput)
    .query(({ ctx, input }) => listStaffOrders(ctx.db, ctx.scope, input, ctx.clock.now())),
  /** The list as filtered on screen, as a spreadsheet (decision 0106). */
  exportCsv: op({
    access: orderStaff,
    keyScope: 'orders:read',
    heavy: true,
    rest: {
      method: 'GET',
      path: '/admin/orders/export',
      summary: `Orders as CSV, newest first (same filters as the list; at most ${CSV_ROW_LIMIT} rows, then a note)`,
      tag: 'Admin: orders',
      input: listQuery,
      query: listQueryDocs,
      respond: 'file',
      fileType: 'text/csv',
    },
  })
    .input(staffOrderListInput)
    .output(staffOrderExportOutput)
    .query(({ ctx, input }) => staffOrdersCsv(ctx.db, ctx.scope, input, ctx.clock.now())),
  /** One order as the list shows it, for an integrator following up a webhook or a link. */
  byId: op({
    access: orderStaff,
    keyScope: 'orders:read',
    rest: {
      method: 'GET',
      path: '/admin/orders/:id',
      summary: 'One order with its lines and current delivery, as the list shows it (404 outside your city)',
      tag: 'Admin: orders',
      input: (r) => ({ id: r.params.id }),
    },
  })
    .input(orderIdInput)
    .output(staffOrderOutput)
    .query(({ ctx, input }) => staffOrderById(ctx.db, ctx.scope, input.id)),
  setStatus: op({
    access: orderStaff,
    keyScope: 'orders:write',
    rest: {
      method: 'PUT',
      path: '/admin/orders/:id',
      summary: 'Set an order status (pending..cancelled); cancelling restores stock',
      tag: 'Admin: orders',
      input: (r) => ({
        id: r.params.id,
        status: r.query.status ?? r.body.status,
        expected_version: num(r.query.version) ?? r.body.expected_version,
      }),
      query: {
        status: {
          type: 'string',
          description: 'pending, confirmed, processing, shipped, delivered or cancelled',
        },
        version: { type: 'integer', description: 'The version you saw; a newer one answers 409' },
      },
    },
  })
    .input(orderStatusInput)
    .output(orderStatusSetOutput)
    .mutation(({ ctx, input }) =>
      setStaffOrderStatus(ctx.db, {
        scope: ctx.scope,
        actorId: ctx.user.id,
        now: ctx.clock.now(),
        id: input.id,
        status: input.status,
        expectedVersion: input.expected_version,
        operator: ctx.config.seller,
        orderEnd: ctx.orderEnd,
      }),
    ),
  /** Staff confirm a failed delivery's goods are back: stock released, order cancelled, credited. */
  returnToStock: op({
    access: orderStaff,
    rest: {
      method: 'POST',
      path: '/admin/orders/:id/return-to-stock',
      summary:
        'The goods of a failed delivery are back: release the supplied stock and cancel the order (credit notes follow)',
      tag: 'Admin: orders',
    },
  })
    .input(orderIdInput)
    .output(returnToStockOutput)
    .mutation(({ ctx, input }) =>
      returnToStock(ctx.db, {
        scope: ctx.scope,
        actorId: ctx.user.id,
        now: ctx.clock.now(),
        id: input.id,
        orderEnd: ctx.orderEnd,
      }),
    ),
};
