import { z } from 'zod';
import { id, isoDate, requiredText, rupees } from '../shared/schemas.ts';

/** A credit line's period in days. */
export const CREDIT_PERIODS = [7, 15, 30] as const;

export const customerIdInput = z.object({ id });

/** A buyer's ledger or statement for one outlet it reaches (decision 0119); none: every one. */
export const outletChoiceInput = z
  .object({
    outlet_id: id.optional().describe('One outlet of your business').meta({ example: 'out_mumbai' }),
  })
  .optional();

/** Staff grant (or change) a customer's credit line; a limit of 0 closes it to new credit orders. */
export const setCreditInput = z.object({
  id,
  limit: rupees.describe('Credit limit in rupees').meta({ example: 50_000 }),
  period_days: z
    .union(
      CREDIT_PERIODS.map((d) => z.literal(d)),
      { error: 'Choose a period of 7, 15 or 30 days' },
    )
    .describe('Days from an order to its due date')
    .meta({ example: 15 }),
});

/** Staff set an outlet's own limit within the account's line, or clear it with null. */
export const setOutletCreditInput = z.object({
  id,
  outlet_id: id.describe("An outlet of the customer's business").meta({ example: 'out_mumbai' }),
  limit: rupees
    .nullable()
    .describe("The outlet's own credit limit in rupees; null: only the account's line applies")
    .meta({ example: 20_000 }),
});

/** Money received from the customer against its account. */
export const recordPaymentInput = z.object({
  id,
  amount: rupees.refine((v) => v > 0, 'Amount must be more than zero').meta({ example: 12_500 }),
  paid_on: isoDate.describe('The day it was received (YYYY-MM-DD, India)').meta({ example: '2026-11-26' }),
  reference: requiredText('Reference', 100)
    .describe('Cheque number, UTR or receipt number')
    .meta({ example: 'UTR HDFC0001234' }),
});
