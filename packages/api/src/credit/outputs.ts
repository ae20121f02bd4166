import { z } from 'zod';
import { day, fileAnswer, money, timestamp } from '../shared/answers.ts';
import { CREDIT_PERIODS } from './schemas.ts';

const creditLine = z
  .object({
    limit: money.meta({ example: 50_000 }),
    period_days: z.union(CREDIT_PERIODS.map((d) => z.literal(d))).meta({ example: 15 }),
    available: money.describe('Limit less the balance, never below 0').meta({ example: 37_500 }),
    set_at: timestamp,
  })
  .nullable()
  .describe('The credit line, or null when the customer has none');

const outletLimit = money
  .nullable()
  .describe("The outlet's own credit limit, or null: the account's line alone applies")
  .meta({ example: 20_000 });

export const ledgerOutput = z.object({
  customer_id: z.string().meta({ example: 'usr_hotel' }),
  credit: creditLine,
  balance: money.describe('What the customer owes now (negative: paid in advance)').meta({ example: 12_500 }),
  overdue: money.describe('Unpaid amount of orders past their due date').meta({ example: 0 }),
  /** Can the customer place a "Pay later" order now (has a line and nothing overdue)? */
  can_order_on_credit: z.boolean().meta({ example: true }),
  ageing: z.object({
    current: money.meta({ example: 12_500 }),
    days_1_15: money.meta({ example: 0 }),
    days_16_30: money.meta({ example: 0 }),
    days_31_60: money.meta({ example: 0 }),
    days_60_plus: money.meta({ example: 0 }),
  }),
  entries: z.array(
    z.object({
      date: timestamp,
      kind: z
        .enum(['order', 'credit_note', 'cancellation', 'adjustment', 'payment'])
        .meta({ example: 'order' }),
      reference: z.string().meta({ example: 'ORD-261126-AB12C' }),
      description: z.string().meta({ example: 'Order ORD-261126-AB12C' }),
      debit: money.meta({ example: 12_500 }),
      credit: money.meta({ example: 0 }),
      balance: money.describe('Running balance after this entry').meta({ example: 12_500 }),
      due_date: day.nullable().meta({ example: '2026-12-11' }),
    }),
  ),
  open_orders: z
    .array(
      z.object({
        order_id: z.string().meta({ example: 'ord_5k2m' }),
        order_number: z.string().meta({ example: 'ORD-261126-AB12C' }),
        due_date: day,
        outstanding: money.meta({ example: 12_500 }),
        days_past_due: z.number().int().meta({ example: 0 }),
      }),
    )
    .describe('Orders not yet paid off, payments taken oldest due first'),
  outstanding: money
    .describe("What the orders shown still owe: the business's total for its owner, else its outlets'")
    .meta({ example: 12_500 }),
  outlet_credit: z
    .object({
      outlet_id: z.string().meta({ example: 'out_mumbai' }),
      limit: outletLimit,
      outstanding: money.describe("What this outlet's credit orders still owe").meta({ example: 5_000 }),
      available: money
        .describe("What it may still order on credit: the account's available, within its own limit")
        .meta({ example: 15_000 }),
    })
    .nullable()
    .describe('The outlet the call buys for (X-Outlet); null in staff answers'),
  outlets: z
    .array(
      z.object({
        outlet_id: z.string().meta({ example: 'out_mumbai' }),
        name: z.string().meta({ example: 'Mumbai' }),
        limit: outletLimit,
        outstanding: money.meta({ example: 5_000 }),
      }),
    )
    .describe("Each outlet's limit and outstanding: every outlet for the owner and staff, else the caller's"),
});

export const paymentRecordedOutput = z.object({
  id: z.string().meta({ example: 'cpay_8h2k' }),
  ledger: ledgerOutput,
});

export const statementOutput = fileAnswer;
