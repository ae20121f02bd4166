import { buyer, op, staff } from '../operations/op.ts';
import type { RestRequest } from '../rest/route.ts';
import { buyerLedger, recordPayment, setCredit, staffLedger } from './credit.ts';
import { setOutletCredit } from './outlets.ts';
import { ledgerOutput, paymentRecordedOutput, statementOutput } from './outputs.ts';
import {
  customerIdInput,
  outletChoiceInput,
  recordPaymentInput,
  setCreditInput,
  setOutletCreditInput,
} from './schemas.ts';
import { accountStatement } from './statement.ts';

/** Staff who manage customers: the super admin, or a sub-admin with manage_customers in its city. */
const customerStaff = staff('manage_customers');

const byId = (r: RestRequest) => ({ id: r.params.id });
const outletQuery = (r: RestRequest) => ({ outlet_id: r.query.outlet_id || undefined });
const OUTLET_QUERY = {
  outlet_id: {
    type: 'string',
    description:
      'Only this outlet of your business (the owner: any; others: one they reach, another is 403). ' +
      'Without it: every outlet you reach',
  },
} as const;

/** Credit terms, "Pay later" (decision 0070). */
export const creditRouter = {
  /**
   * The business's ledger as the caller buys (decision 0112): credit line, entries, balance,
   * overdue, ageing and each outlet's outstanding; a member sees its outlets' credit orders.
   */
  ledger: op({
    access: buyer,
    keyScope: 'invoices:read',
    rest: {
      method: 'GET',
      path: '/account/ledger',
      summary: 'Your credit account: limit, available credit, entries, balance, overdue and ageing',
      tag: 'Credit',
      input: outletQuery,
      query: OUTLET_QUERY,
    },
  })
    .input(outletChoiceInput)
    .output(ledgerOutput)
    .query(({ ctx, input }) => buyerLedger(ctx.db, ctx.buying, ctx.clock.now(), input?.outlet_id)),
  /** Its ledger as a statement PDF: the outlets the caller reaches, or the one it names (0119). */
  statement: op({
    heavy: true,
    access: buyer,
    keyScope: 'invoices:read',
    rest: {
      method: 'GET',
      path: '/account/ledger/statement',
      summary: 'Your account statement as a PDF',
      tag: 'Credit',
      input: outletQuery,
      query: OUTLET_QUERY,
      respond: 'file',
    },
  })
    .input(outletChoiceInput)
    .output(statementOutput)
    .query(({ ctx, input }) =>
      accountStatement(
        ctx.db,
        ctx.config.seller,
        ctx.fonts,
        { buying: ctx.buying, outletId: input?.outlet_id },
        ctx.clock.now(),
      ),
    ),
  staff: {
    /** A customer's ledger (its city only for a sub-admin). */
    ledger: op({
      access: customerStaff,
      rest: {
        method: 'GET',
        path: '/admin/customers/:id/ledger',
        summary: "A customer's credit account (sub-admins: their city's customers)",
        tag: 'Credit',
        input: byId,
      },
    })
      .input(customerIdInput)
      .output(ledgerOutput)
      .query(({ ctx, input }) => staffLedger(ctx.db, ctx.scope, input.id, ctx.clock.now())),
    /** A customer's statement PDF. */
    statement: op({
      heavy: true,
      access: customerStaff,
      rest: {
        method: 'GET',
        path: '/admin/customers/:id/ledger/statement',
        summary: "A customer's account statement as a PDF",
        tag: 'Credit',
        input: byId,
        respond: 'file',
      },
    })
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
    setCredit: op({
      access: customerStaff,
      rest: {
        method: 'PUT',
        path: '/admin/customers/:id/credit',
        summary:
          'Grant or change a customer’s credit limit and period (7, 15 or 30 days); limit 0 stops new credit orders',
        tag: 'Credit',
      },
    })
      .input(setCreditInput)
      .output(ledgerOutput)
      .mutation(({ ctx, input }) => setCredit(ctx.db, ctx.scope, ctx.user.id, input, ctx.clock.now())),
    /** Sets or clears an outlet's own credit limit within the account's line. */
    setOutletCredit: op({
      access: customerStaff,
      rest: {
        method: 'PUT',
        path: '/admin/customers/:id/outlets/:outlet_id/credit',
        summary:
          "Set an outlet's own credit limit within the customer's line, or clear it with null (sub-admins: their city's customers)",
        tag: 'Credit',
      },
    })
      .input(setOutletCreditInput)
      .output(ledgerOutput)
      .mutation(async ({ ctx, input }) =>
        staffLedger(
          ctx.db,
          ctx.scope,
          await setOutletCredit(ctx.db, ctx.scope, ctx.user.id, input, ctx.clock.now()),
          ctx.clock.now(),
        ),
      ),
    /** Records a payment received from the customer. */
    recordPayment: op({
      access: customerStaff,
      rest: {
        method: 'POST',
        path: '/admin/customers/:id/payments',
        summary: 'Record a payment received from a customer; it pays the oldest due orders first',
        tag: 'Credit',
      },
    })
      .input(recordPaymentInput)
      .output(paymentRecordedOutput)
      .mutation(({ ctx, input }) => recordPayment(ctx.db, ctx.scope, ctx.user.id, input, ctx.clock.now())),
  },
};
