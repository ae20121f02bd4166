import { BUDGET_MODES } from '@app/db/approval-values';
import { z } from 'zod';
import { id, requiredText } from '../shared/schemas.ts';

const rupees = z
  .number()
  .finite()
  .min(0, 'Must not be negative')
  .max(100_000_000, 'At most ₹10,00,00,000')
  .multipleOf(0.01, 'At most 2 decimals');
const amount = rupees.nullable();

const categoryBudget = z.object({
  category_id: id.meta({ example: 'cat_dairy' }),
  monthly_budget: rupees
    .describe(
      "What the outlet may spend on the category's goods (GST included) per calendar month, in rupees",
    )
    .meta({ example: 40000 }),
});

export const rulesInput = z.object({
  business_id: id.meta({ example: 'biz_4f2kq7w3m5x2c6v8' }),
  outlet_id: id.meta({ example: 'out_7hq2m4xz9k3p5r8t' }),
  approval_above: amount
    .describe('Orders above this total (rupees) need approval; null: no limit')
    .meta({ example: 5000 }),
  off_list_needs_approval: z
    .boolean()
    .describe("Orders with a line on none of the outlet's lists need approval")
    .meta({ example: false }),
  monthly_budget: amount
    .describe('What the outlet may spend per calendar month (India), in rupees; null: no budget')
    .meta({ example: 200000 }),
  budget_mode: z
    .enum(BUDGET_MODES, { error: 'Choose approval or refuse' })
    .describe('Past the budget an order needs approval, or is refused')
    .meta({ example: 'approval' }),
  category_budgets: z
    .array(categoryBudget)
    .max(100, 'At most 100 category budgets')
    .refine(
      (list) => new Set(list.map((c) => c.category_id)).size === list.length,
      'A category appears twice',
    )
    .optional()
    .describe(
      "The outlet's monthly budgets per category, all of them (past one, budget_mode applies as for the " +
        'monthly budget); absent: unchanged, empty: none',
    )
    .meta({ example: [{ category_id: 'cat_dairy', monthly_budget: 40000 }] }),
});

export const businessRulesInput = z.object({ business_id: id.meta({ example: 'biz_4f2kq7w3m5x2c6v8' }) });
export const requestListInput = z.object({
  scope: z
    .enum(['decide', 'mine'], { error: 'Choose decide or mine' })
    .default('decide')
    .describe("decide: others' requests for the outlets you approve; mine: your own")
    .meta({ example: 'decide' }),
});
const requestId = id.meta({ example: 'apr_5m2kq7w3x9c6v8t4' });
export const requestIdInput = z.object({ id: requestId });
export const rejectInput = z.object({
  id: requestId,
  reason: requiredText('Reason', 500)
    .describe('Why: the person who ordered is told')
    .meta({ example: 'Too much paneer this week' }),
});
