import { okId } from '../shared/answers.ts';
import { staffProcedure, superAdminProcedure, supplierProcedure } from '../trpc.ts';
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
const settlingStaff = staffProcedure('manage_suppliers');

export const settlementsRouter = {
  /** A supplier's own weekly settlements, newest first, and the week still open. */
  mine: supplierProcedure
    .input(settlementPageInput)
    .output(supplierSettlementsOutput)
    .query(({ ctx, input }) => supplierSettlements(ctx.db, ctx.user.id, input, ctx.clock.now())),
  /** Its own settlement's statement as a PDF. */
  statement: supplierProcedure
    .input(settlementIdInput)
    .output(statementOutput)
    .query(({ ctx, input }) =>
      settlementStatement(ctx.db, ctx.config.seller, ctx.fonts, { supplierId: ctx.user.id }, input.id),
    ),
  staff: {
    /** Settlements of the suppliers in the caller's city (every city for the super admin). */
    list: settlingStaff
      .input(staffSettlementPageInput)
      .output(settlementPageOutput)
      .query(({ ctx, input }) => staffSettlements(ctx.db, ctx.scope, input)),
    /** The statement of a settlement in the caller's city. */
    statement: settlingStaff
      .input(settlementIdInput)
      .output(statementOutput)
      .query(({ ctx, input }) =>
        settlementStatement(ctx.db, ctx.config.seller, ctx.fonts, { scope: ctx.scope }, input.id),
      ),
    /** Records the bank transfer (UTR) that paid a settlement in the caller's city. */
    markPaid: settlingStaff
      .input(markPaidInput)
      .output(okId)
      .mutation(({ ctx, input }) =>
        markSettlementPaid(ctx.db, ctx.scope, ctx.user.id, input, ctx.clock.now()),
      ),
    /** Commission rates per category. */
    commissions: settlingStaff.output(commissionListOutput).query(({ ctx }) => listCommissions(ctx.db)),
    /** The super admin sets a category's commission rate. */
    setCommission: superAdminProcedure
      .input(commissionInput)
      .output(okId)
      .mutation(({ ctx, input }) => setCommission(ctx.db, ctx.user.id, input, ctx.clock.now())),
  },
};
