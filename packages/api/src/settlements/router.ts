import { op, staff, superAdmin, supplier } from '../operations/op.ts';
import { paging } from '../rest/route.ts';
import { okId } from '../shared/answers.ts';
import { listCommissions, setCommission } from './commissions.ts';
import {
  commissionListOutput,
  settlementPageOutput,
  statementOutput,
  supplierSettlementsOutput,
} from './outputs.ts';
import {
  commissionInput,
  markPaidInput,
  settlementIdInput,
  settlementPageInput,
  staffSettlementPageInput,
} from './schemas.ts';
import { markSettlementPaid, staffSettlements, supplierSettlements } from './settlements.ts';
import { settlementStatement } from './statement.ts';

/** Staff who settle with suppliers: the super admin, or a sub-admin with manage_suppliers in its city. */
const settlingStaff = staff('manage_suppliers');

const pagingQuery = {
  page: { type: 'integer', description: 'Page number, from 1 (default 1)' },
  page_size: { type: 'integer', description: 'Settlements per page, 1-100 (default 20)' },
} as const;

export const settlementsRouter = {
  /** A supplier's own weekly settlements, newest first, and the week still open. */
  mine: op({
    access: supplier,
    keyScope: 'invoices:read',
    rest: {
      method: 'GET',
      path: '/supplier/settlements',
      summary: "The supplier's weekly settlements, newest first, and the week still open",
      tag: 'Settlements',
      input: paging,
      query: pagingQuery,
    },
  })
    .input(settlementPageInput)
    .output(supplierSettlementsOutput)
    .query(({ ctx, input }) => supplierSettlements(ctx.db, ctx.user.id, input, ctx.clock.now())),
  /** Its own settlement's statement as a PDF. */
  statement: op({
    heavy: true,
    access: supplier,
    keyScope: 'invoices:read',
    rest: {
      method: 'GET',
      path: '/supplier/settlements/:id/statement',
      summary: 'A settlement statement as a PDF: every line settled, commission, taxes withheld, payable',
      tag: 'Settlements',
      input: (r) => ({ id: r.params.id }),
      respond: 'file',
    },
  })
    .input(settlementIdInput)
    .output(statementOutput)
    .query(({ ctx, input }) =>
      settlementStatement(
        ctx.db,
        ctx.images,
        ctx.config.seller,
        ctx.fonts,
        { supplierId: ctx.user.id },
        input.id,
      ),
    ),
  staff: {
    /** Settlements of the suppliers in the caller's city (every city for the super admin). */
    list: op({
      access: settlingStaff,
      rest: {
        method: 'GET',
        path: '/admin/settlements',
        summary: 'Supplier settlements of your city (every city for the super admin), newest first',
        tag: 'Settlements',
        input: (r) => ({
          ...paging(r),
          status: r.query.status || undefined,
          city_id: r.query.city_id || undefined,
        }),
        query: {
          ...pagingQuery,
          status: { type: 'string', description: 'ready or paid' },
          city_id: { type: 'string', description: 'Super admin: only this city' },
        },
      },
    })
      .input(staffSettlementPageInput)
      .output(settlementPageOutput)
      .query(({ ctx, input }) => staffSettlements(ctx.db, ctx.scope, input)),
    /** The statement of a settlement in the caller's city. */
    statement: op({
      heavy: true,
      access: settlingStaff,
      rest: {
        method: 'GET',
        path: '/admin/settlements/:id/statement',
        summary: "A settlement's statement as a PDF",
        tag: 'Settlements',
        input: (r) => ({ id: r.params.id }),
        respond: 'file',
      },
    })
      .input(settlementIdInput)
      .output(statementOutput)
      .query(({ ctx, input }) =>
        settlementStatement(ctx.db, ctx.images, ctx.config.seller, ctx.fonts, { scope: ctx.scope }, input.id),
      ),
    /** Records the bank transfer (UTR) that paid a settlement in the caller's city. */
    markPaid: op({
      access: settlingStaff,
      rest: {
        method: 'PUT',
        path: '/admin/settlements/:id/paid',
        summary: 'Record the bank transfer that paid a settlement: {reference} is its UTR',
        tag: 'Settlements',
      },
    })
      .input(markPaidInput)
      .output(okId)
      .mutation(({ ctx, input }) =>
        markSettlementPaid(ctx.db, ctx.scope, ctx.user.id, input, ctx.clock.now()),
      ),
    /** Commission rates per category. */
    commissions: op({
      access: settlingStaff,
      rest: {
        method: 'GET',
        path: '/admin/commissions',
        summary: 'The commission rate of each category, in percent',
        tag: 'Settlements',
      },
    })
      .output(commissionListOutput)
      .query(({ ctx }) => listCommissions(ctx.db)),
    /** The super admin sets a category's commission rate. */
    setCommission: op({
      access: superAdmin,
      rest: {
        method: 'PUT',
        path: '/admin/commissions/:category_id',
        summary: "Set a category's commission rate: {commission_percent}, 0-50 (super admin)",
        tag: 'Settlements',
      },
    })
      .input(commissionInput)
      .output(okId)
      .mutation(({ ctx, input }) => setCommission(ctx.db, ctx.user.id, input, ctx.clock.now())),
  },
};
