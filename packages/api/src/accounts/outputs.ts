import { z } from 'zod';
import {
  cityRef,
  count,
  fileAnswer,
  language,
  money,
  nullableTimestamp,
  ok,
  permission,
  userType,
} from '../shared/answers.ts';

/** The signed-in user as the SPA and integrators see it. */
export const sessionUserOutput = z.object({
  id: z.string().meta({ example: 'usr_5x2k9m' }),
  username: z.string().meta({ example: 'Ravi Kumar' }),
  email: z.string().meta({ example: 'ravi@spiceroute.in' }),
  user_type: userType,
  is_admin: z.boolean(),
  restaurant_name: z.string().meta({ example: 'Spice Route Kitchen' }),
  ...cityRef,
  address: z.string().meta({ example: '12 MG Road, Indore' }),
  phone: z.string().meta({ example: '9876543210' }),
  fssai_number: z.string().meta({ example: '12345678901234' }),
  gstin: z.string().nullable().meta({ example: '27AAPFU0939F1ZV' }),
  permissions: z.array(permission),
  is_active: z.boolean(),
  preferred_language: language,
  substitute_up_to_percent: z
    .number()
    .int()
    .nullable()
    .describe(
      'Customers: a substitute of the same catalogue item costing up to this many percent more is accepted without asking; null: always ask (decision 0091)',
    )
    .meta({ example: null }),
});

export const sessionOutput = z.object({
  access_token: z.string().meta({ example: 'vtaab32wubuyliuzjkpcxgtdizqs6dyh' }),
  token_type: z.literal('bearer'),
  user: sessionUserOutput,
});

export const passwordResetRequestOutput = z.object({
  message: z.string().meta({ example: 'If the email is registered, a reset code has been sent.' }),
  reset_token: z
    .string()
    .nullable()
    .describe('Only outside production, so tests and demos need no mailbox')
    .meta({ example: 'grduyqgkebx55txdeakxb4znhokpcaly' }),
});
export const passwordResetVerifyOutput = z.object({
  valid: z.boolean(),
  message: z.string().meta({ example: 'Token verified' }),
});
export const passwordResetOutput = z.object({
  message: z.string().meta({ example: 'Password has been reset. Please log in.' }),
});

/** A customer or supplier account as staff manage it. */
export const accountOutput = z.object({
  id: z.string().meta({ example: 'usr_5x2k9m' }),
  name: z.string().meta({ example: 'Ravi Kumar' }),
  email: z.string().meta({ example: 'ravi@spiceroute.in' }),
  phone: z.string().meta({ example: '9876543210' }),
  restaurant_name: z.string().meta({ example: 'Spice Route Kitchen' }),
  fssai_number: z.string().meta({ example: '12345678901234' }),
  address: z.string().meta({ example: '12 MG Road, Indore' }),
  ...cityRef,
  is_active: z.boolean(),
  created_at: nullableTimestamp,
});

export const accountRemovedOutput = z.object({
  deleted: z.boolean(),
  anonymised: z.boolean().describe('True when orders keep the account: its personal data is erased instead'),
});

const listMeta = { total: count, page: count, page_size: count };

export const customerListOutput = z.object({
  items: z.array(accountOutput.extend({ order_count: count, total_spent: money })),
  ...listMeta,
  totals: z.object({ customers: count, orders: count, revenue: money }),
});

export const supplierListOutput = z.object({
  items: z.array(
    accountOutput.extend({
      total_products: count,
      approved_products: count,
      pending_products: count,
      legal_name: z.string().meta({ example: 'Meena Traders Pvt Ltd' }),
      gstin: z
        .string()
        .nullable()
        .describe('Null: not registered for GST')
        .meta({ example: '23AAKCM4821F1ZP' }),
      state: z.string().meta({ example: 'Madhya Pradesh' }),
    }),
  ),
  ...listMeta,
  totals: z.object({
    suppliers: count,
    products: count,
    approved_products: count,
    pending_products: count,
  }),
});

export const accountExportOutput = fileAnswer;

export const subAdminOutput = z.object({
  id: z.string().meta({ example: 'usr_s4b1d2' }),
  username: z.string().meta({ example: 'Meera Joshi' }),
  email: z.string().meta({ example: 'meera@supplyandbeyond.in' }),
  phone: z.string().meta({ example: '9123456780' }),
  ...cityRef,
  restaurant_name: z.string(),
  address: z.string(),
  permissions: z.array(permission).meta({ example: ['manage_orders', 'approve_products'] }),
  is_active: z.boolean(),
  created_at: nullableTimestamp,
});
export const subAdminListOutput = z.array(subAdminOutput);
export const subAdminRemovedOutput = ok;
export const logoutOutput = ok;

/** A supplier as the seller printed on its invoices (decision 0055). */
export const supplierProfileOutput = z.object({
  id: z.string().meta({ example: 'usr_5x2k9m' }),
  company_name: z.string().meta({ example: 'Meena Traders' }),
  legal_name: z.string().meta({ example: 'Meena Traders Pvt Ltd' }),
  gstin: z
    .string()
    .nullable()
    .describe('Null: not registered for GST; sales are invoiced as bills of supply')
    .meta({ example: '23AAKCM4821F1ZP' }),
  business_address: z.string().meta({ example: '14 Siyaganj, Indore, Madhya Pradesh 452007' }),
  state: z.string().meta({ example: 'Madhya Pradesh' }),
  state_code: z.string().nullable().describe('GST state code of `state`').meta({ example: '23' }),
  fssai_number: z.string().meta({ example: '11425999000456' }),
  invoice_prefix: z
    .string()
    .nullable()
    .describe('Start of its invoice numbers (MEENA/2627/00001); null until set')
    .meta({ example: 'MEENA' }),
  complete: z.boolean().describe('Legal name, business address, state and invoice prefix are all set'),
});
