import { LANGUAGES, PERMISSIONS } from '@app/db/enums';
import { z } from 'zod';
import { GST_STATE_CODES, stateOfCode } from '../shared/gstin.ts';
import {
  INVOICE_PREFIX_PATTERN,
  INVOICE_PREFIX_RULE,
  OPERATOR_INVOICE_PREFIX,
} from '../shared/invoice-prefix.ts';
import {
  email,
  fssai,
  gstin,
  id,
  indianPhone,
  multilineText,
  optionalPhone,
  password,
  plainString,
  requiredMultilineText,
  requiredText,
  text,
} from '../shared/schemas.ts';

const language = z.enum(LANGUAGES, { error: 'Choose a language: en (English) or hi (Hindi)' });

export const SELF_REGISTRABLE = ['customer', 'supplier', 'delivery'] as const;

export const registerInput = z
  .object({
    username: requiredText('Name', 100),
    email,
    password,
    restaurant_name: requiredText('Company name', 150),
    fssai_number: z.union([z.literal(''), fssai]).default(''),
    phone: indianPhone,
    address: requiredMultilineText('Address', 500),
    city_id: z
      .union([z.literal('').transform(() => null), id])
      .nullable()
      .optional(),
    user_type: z.enum(SELF_REGISTRABLE).default('customer'),
    /** The language the visitor registered in (decision 0078). */
    preferred_language: language.default('en'),
  })
  .strict()
  // A supplier needs its licence only to list food (decision 0055): catalog checks it per category.
  .refine((v) => v.user_type !== 'customer' || v.fssai_number !== '', {
    path: ['fssai_number'],
    message: 'FSSAI number is required',
  })
  // Restaurants buy and riders deliver in one city: without it they could see nothing to buy
  // and never be assigned (issue 19). A supplier's reach is set per listing.
  .refine((v) => v.user_type === 'supplier' || Boolean(v.city_id), {
    path: ['city_id'],
    message: 'Choose your city',
  });

/**
 * The password typed at login is only compared with a hash, never stored or shown: it is not
 * held to the text rule, so a password set before the rule still logs in.
 */
export const loginInput = z.object({ email, password: z.string().min(1, 'Password is required').max(200) });

/** The caller's own language (decision 0078). */
export const preferredLanguageInput = z.object({
  preferred_language: language,
});

export const substitutePreferenceInput = z.object({
  up_to_percent: z
    .number({ error: 'Enter a percentage from 0 to 50, or leave it empty to always be asked' })
    .int('Enter a whole percentage')
    .min(0, 'Enter a percentage from 0 to 50, or leave it empty to always be asked')
    .max(50, 'Enter a percentage from 0 to 50, or leave it empty to always be asked')
    .nullable()
    .describe(
      'Accept a substitute of the same item up to this many percent dearer without asking; null: ask',
    ),
});

export const passwordResetRequestInput = z.object({ email });
const resetToken = plainString().trim().min(1, 'Please enter the reset token').max(200);
export const passwordResetVerifyInput = z.object({ email, reset_token: resetToken });
export const passwordResetInput = z.object({ email, reset_token: resetToken, new_password: password });
/** The reset screen's last step: the new password typed twice. */
export const newPasswordForm = z
  .object({ new_password: password, confirm_password: plainString().max(200) })
  .refine((v) => v.new_password === v.confirm_password, {
    path: ['confirm_password'],
    message: 'Passwords do not match',
  });

export const profileEditInput = z.object({
  name: requiredText('Name', 100),
  email,
  phone: optionalPhone.default(''),
  restaurant_name: text(150).default(''),
  fssai_number: z.union([z.literal(''), fssai]).default(''),
  /** The super admin only: moves the account to another city (audit-logged). */
  city_id: id.optional(),
});

export const permission = z.enum(PERMISSIONS);
export const subAdminInput = z.object({
  username: requiredText('Username', 100),
  email,
  password: z.union([z.literal(''), password]).optional(),
  phone: optionalPhone.default(''),
  city_id: id,
  restaurant_name: text(150).default(''),
  address: multilineText(500).default(''),
  permissions: z.array(permission).max(PERMISSIONS.length).default([]),
  is_active: z.boolean().default(true),
});

/** Search, paging and sorting shared by every admin list. */
const listBase = {
  search: text(100).default(''),
  page: z.number().int().min(1).max(100_000).default(1),
  page_size: z.number().int().min(1).max(100).default(20),
  dir: z.enum(['asc', 'desc']).default('asc'),
  status: z.enum(['all', 'active', 'inactive']).default('all'),
};

export const CUSTOMER_SORTS = ['restaurant_name', 'name', 'email', 'order_count', 'total_spent'] as const;
export const customerListInput = z.object({
  ...listBase,
  sort: z.enum(CUSTOMER_SORTS).default('restaurant_name'),
});

export const SUPPLIER_SORTS = [
  'restaurant_name',
  'name',
  'email',
  'total_products',
  'approved_products',
  'pending_products',
] as const;
export const supplierListInput = z.object({
  ...listBase,
  sort: z.enum(SUPPLIER_SORTS).default('restaurant_name'),
});

export const accountStatusInput = z.object({ id, is_active: z.boolean() });

/** Sub-admin create: a password is required; edit: blank keeps the current one. */
export const subAdminCreateInput = subAdminInput.extend({ password });
export const subAdminUpdateInput = subAdminInput.extend({ id });

const STATES = Object.keys(GST_STATE_CODES) as [string, ...string[]];

/** The supplier as the seller on its invoices (decision 0055); a full update, as the form sends. */
export const supplierProfileInput = z
  .object({
    legal_name: requiredText('Legal name', 150),
    /** Blank or null: not registered for GST (its sales are invoiced as bills of supply). */
    gstin: z
      .union([z.literal(''), gstin])
      .nullish()
      .transform((v) => v || null),
    business_address: requiredMultilineText('Business address', 500),
    state: z.enum(STATES, { error: 'Choose a state from the list' }),
    fssai_number: z.union([z.literal(''), fssai]).default(''),
    invoice_prefix: plainString()
      .trim()
      .toUpperCase()
      .regex(INVOICE_PREFIX_PATTERN, INVOICE_PREFIX_RULE)
      .refine(
        (v) => v !== OPERATOR_INVOICE_PREFIX,
        `${OPERATOR_INVOICE_PREFIX} is reserved for the marketplace's own invoices`,
      ),
  })
  .superRefine((v, ctx) => {
    const code = GST_STATE_CODES[v.state];
    if (!v.gstin || v.gstin.startsWith(code ?? '')) return;
    const other = stateOfCode(v.gstin.slice(0, 2));
    ctx.addIssue({
      code: 'custom',
      path: ['gstin'],
      message: `A GSTIN starts with its state's code: ${v.gstin.slice(0, 2)} is ${other}, but the state is ${v.state} (${code})`,
    });
  });
