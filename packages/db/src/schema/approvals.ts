import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { type ApprovalReason, BUDGET_MODES, REQUEST_STATUSES } from '../approval-values.ts';
import { outlets } from './business.ts';
import { createdAt, updatedAt } from './common.ts';
import { categories } from './reference.ts';
import { users } from './users.ts';

export {
  APPROVAL_REASONS,
  type ApprovalReason,
  BUDGET_MODES,
  REQUEST_STATUSES,
} from '../approval-values.ts';

/** An outlet's rules, set by the business's owner (decision 0113); no row: no rule. */
export const outletRules = sqliteTable(
  'outlet_rules',
  {
    outletId: text('outlet_id')
      .primaryKey()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    /** Orders whose total is above this need approval; null: no limit. */
    approvalAbovePaise: integer('approval_above_paise'),
    /** Orders with a line on none of the business's par lists need approval. */
    offListNeedsApproval: integer('off_list_needs_approval', { mode: 'boolean' }).notNull().default(false),
    /** What the outlet may spend per IST calendar month; null: no budget. */
    monthlyBudgetPaise: integer('monthly_budget_paise'),
    budgetMode: text('budget_mode', { enum: BUDGET_MODES }).notNull().default('approval'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('outlet_rules_above_nonneg', sql`${t.approvalAbovePaise} is null or ${t.approvalAbovePaise} >= 0`),
    check('outlet_rules_budget_nonneg', sql`${t.monthlyBudgetPaise} is null or ${t.monthlyBudgetPaise} >= 0`),
  ],
);

export interface ApprovalLine {
  productId: string;
  /** Stored units, as cart_items.quantity. */
  quantity: number;
}
/** What a buyer chose at checkout (orders.place's input less the shown total and supplier): kept with a request. */
export interface CheckoutChoices {
  delivery_address: string;
  phone: string;
  payment_method: 'COD' | 'ONLINE' | 'CREDIT';
  contact_person: string;
  alternate_phone: string;
  landmark: string;
  delivery_notes: string;
  gstin?: string;
  slot_id?: string;
  slot_date?: string;
  /** The key the requester sent: a repeat answers this request (decision 0113). */
  idempotency_key?: string;
}

/**
 * A checkout that needs approval: not an order and holding no stock, its lines and choices kept
 * until a purchase manager or owner approves (then placed at that moment's prices and stock),
 * rejects, or it lapses.
 */
export const approvalRequests = sqliteTable(
  'approval_requests',
  {
    id: text('id').primaryKey(),
    outletId: text('outlet_id')
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    /** The account holder the order would be placed for (decision 0102). */
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedBy: text('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lines: text('lines', { mode: 'json' }).$type<ApprovalLine[]>().notNull(),
    choices: text('choices', { mode: 'json' }).$type<CheckoutChoices>().notNull(),
    reasons: text('reasons', { mode: 'json' }).$type<ApprovalReason[]>().notNull(),
    /** The total when it was asked, for the approver's list; approval prices anew. */
    totalPaise: integer('total_paise').notNull(),
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('pending'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decisionNote: text('decision_note'),
    orderId: text('order_id'),
    expiresAt: integer('expires_at').notNull(),
    decidedAt: integer('decided_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('approval_requests_outlet_idx').on(t.outletId, t.status, t.createdAt),
    index('approval_requests_requester_idx').on(t.requestedBy, t.createdAt),
    index('approval_requests_pending_idx').on(t.expiresAt).where(sql`status = 'pending'`),
  ],
);

/** The owner was told the outlet reached this share of its month's budget: once per level per month. */
export const budgetAlerts = sqliteTable(
  'budget_alerts',
  {
    outletId: text('outlet_id')
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    /** IST month, YYYY-MM. */
    month: text('month').notNull(),
    level: integer('level').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.outletId, t.month, t.level] })],
);

/**
 * A monthly budget for one category's goods at an outlet (decision 0118), beside or instead of the
 * outlet-wide one; past it the outlet's `budget_mode` applies. No row: no budget for the category.
 */
export const categoryBudgets = sqliteTable(
  'category_budgets',
  {
    outletId: text('outlet_id')
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    monthlyBudgetPaise: integer('monthly_budget_paise').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.outletId, t.categoryId] }),
    check('category_budgets_nonneg', sql`${t.monthlyBudgetPaise} >= 0`),
  ],
);

/** As budget_alerts, per category budget: the owner is told each level once per month. */
export const categoryBudgetAlerts = sqliteTable(
  'category_budget_alerts',
  {
    outletId: text('outlet_id')
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    categoryId: text('category_id').notNull(),
    /** IST month, YYYY-MM. */
    month: text('month').notNull(),
    level: integer('level').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.outletId, t.categoryId, t.month, t.level] })],
);
