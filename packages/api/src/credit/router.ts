import { customerProcedure, staffProcedure } from '../trpc.ts';
import { myLedger, recordPayment, setCredit, staffLedger } from './credit.ts';
import { ledgerOutput, paymentRecordedOutput, statementOutput } from './outputs.ts';
import { customerIdInput, recordPaymentInput, setCreditInput } from './schemas.ts';
import { accountStatement } from './statement.ts';

/** Staff who manage customers: the super admin, or a sub-admin with manage_customers in its city. */
const customerStaff = staffProcedure('manage_customers');

/** Credit terms, "Pay later" (decision 0070). */
export const creditRouter = {
  /** The signed-in customer's ledger: credit line, entries, balance, overdue and ageing. */
  ledger: customerProcedure
    .output(ledgerOutput)
    .query(({ ctx }) => myLedger(ctx.db, ctx.user.id, ctx.clock.now())),
  /** Its ledger as a statement PDF. */
  statement: customerProcedure
    .output(statementOutput)
    .query(({ ctx }) =>
      accountStatement(ctx.db, ctx.config.seller, ctx.fonts, { customerId: ctx.user.id }, ctx.clock.now()),
    ),
  staff: {
    /** A customer's ledger (its city only for a sub-admin). */
    ledger: customerStaff
      .input(customerIdInput)
      .output(ledgerOutput)
      .query(({ ctx, input }) => staffLedger(ctx.db, ctx.scope, input.id, ctx.clock.now())),
    /** A customer's statement PDF. */
    statement: customerStaff
      .input(customerIdInput)
      .output(statementOutput)
      .query(({ ctx, input }) =>
        accountStatement(
          ctx.db,
          ctx.config.seller,
          ctx.fonts,
          { scope: ctx.scope, id: input.id },
          ctx.clock.now(),
        ),
      ),
    /** Grants or changes the credit limit and period. */
    setCredit: customerStaff
      .input(setCreditInput)
      .output(ledgerOutput)
      .mutation(({ ctx, input }) => setCredit(ctx.db, ctx.scope, ctx.user.id, input, ctx.clock.now())),
    /** Records a payment received from the customer. */
    recordPayment: customerStaff
      .input(recordPaymentInput)
      .output(paymentRecordedOutput)
      .mutation(({ ctx, input }) => recordPayment(ctx.db, ctx.scope, ctx.user.id, input, ctx.clock.now())),
  },
};
