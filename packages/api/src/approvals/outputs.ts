import { APPROVAL_REASONS, BUDGET_MODES, REQUEST_STATUSES } from '@app/db/approval-values';
import { z } from 'zod';
import { entityId, money, nullableTimestamp, timestamp } from '../shared/answers.ts';

const budget = {
  monthly_budget: money.nullable().describe('Null: no budget').meta({ example: 200000 }),
  spent: money.describe("This month's orders (India), cancelled ones aside").meta({ example: 164250 }),
  left: money.nullable().describe('What is left of the budget, never below 0').meta({ example: 35750 }),
  budget_mode: z.enum(BUDGET_MODES).meta({ example: 'approval' }),
};

const categoryBudget = z.object({
  category_id: entityId('cat_dairy'),
  category_name: z.string().meta({ example: 'Dairy' }),
  monthly_budget: money.meta({ example: 40000 }),
  spent: money
    .describe("This month's goods of the category with GST, less what was not shipped")
    .meta({ example: 33120 }),
  left: money.describe('Never below 0').meta({ example: 6880 }),
});

export const outletRulesOutput = z.object({
  outlet_id: entityId('out_7hq2m4xz9k3p5r8t'),
  outlet_name: z.string().meta({ example: 'Spice Route, Vijay Nagar' }),
  approval_above: money.nullable().meta({ example: 5000 }),
  off_list_needs_approval: z.boolean().meta({ example: false }),
  ...budget,
  category_budgets: z
    .array(categoryBudget)
    .describe('Monthly budgets per category (decision 0118); past one, budget_mode applies'),
});
export const businessRulesOutput = z.array(outletRulesOutput);

export const budgetLeftOutput = z.object({
  outlet_id: entityId('out_7hq2m4xz9k3p5r8t'),
  ...budget,
  category_budgets: z
    .array(categoryBudget.extend({ in_cart: z.boolean().meta({ example: true }) }))
    .describe("The outlet's category budgets; in_cart: the cart has goods of the category"),
});

export const approvalRequestOutput = z.object({
  id: entityId('apr_5m2kq7w3x9c6v8t4'),
  outlet_id: entityId('out_7hq2m4xz9k3p5r8t'),
  outlet_name: z.string().meta({ example: 'Spice Route, Vijay Nagar' }),
  requested_by: entityId('usr_2kq7w3m5x9c6v8t4'),
  requester_name: z.string().meta({ example: 'Arjun Patel' }),
  reasons: z.array(z.enum(APPROVAL_REASONS)).meta({ example: ['over_limit'] }),
  total: money.describe('The total when it was asked; approval places it at the prices then'),
  status: z.enum(REQUEST_STATUSES).meta({ example: 'pending' }),
  decision_note: z.string().nullable().meta({ example: null }),
  order_id: z.string().nullable().meta({ example: null }),
  lines: z.array(
    z.object({
      product_id: entityId('prd_8kq2m4xz9k3p5r8t'),
      name: z.string().meta({ example: 'Paneer, fresh' }),
      quantity: z.number().meta({ example: 5 }),
    }),
  ),
  expires_at: timestamp,
  decided_at: nullableTimestamp,
  created_at: timestamp,
});
export const requestListOutput = z.array(approvalRequestOutput);
export const approvedOutput = approvalRequestOutput.extend({
  order_number: z.string().describe('The order placed on approval').meta({ example: 'ORD-20261207-4821' }),
});

/** approvals.request's answer: the request saved instead of an order (decision 0113). */
export const sentForApprovalOutput = approvalRequestOutput.meta({
  example: {
    id: 'apr_5m2kq7w3x9c6v8t4',
    outlet_id: 'out_7hq2m4xz9k3p5r8t',
    outlet_name: 'Spice Route, Vijay Nagar',
    requested_by: 'usr_2kq7w3m5x9c6v8t4',
    requester_name: 'Arjun Patel',
    reasons: ['over_limit'],
    total: 6142.5,
    status: 'pending',
    decision_note: null,
    order_id: null,
    lines: [{ product_id: 'prd_8kq2m4xz9k3p5r8t', name: 'Paneer, fresh', quantity: 5 }],
    expires_at: '2026-12-08T10:15:00.000Z',
    decided_at: null,
    created_at: '2026-12-07T10:15:00.000Z',
  },
});
