import { BUSINESS_ROLES } from '@app/db/business-roles';
import { z } from 'zod';
import { entityId, timestamp } from '../shared/answers.ts';

const role = z.enum(BUSINESS_ROLES).meta({ example: 'purchase_manager' });
const outletIds = z.array(entityId('out_7hq2m4xz9k3p5r8t'));

export const outletOutput = z.object({
  id: entityId('out_7hq2m4xz9k3p5r8t'),
  name: z.string().meta({ example: 'Spice Route, Vijay Nagar' }),
  address: z.string().meta({ example: '14 Scheme 54, Vijay Nagar, Indore' }),
  city_id: z.string().nullable().meta({ example: 'city_indore' }),
  city_name: z.string().nullable().meta({ example: 'Indore' }),
  state: z.string().nullable().describe("The city's state: the outlet's place of supply").meta({
    example: 'Madhya Pradesh',
  }),
  fssai_number: z.string().meta({ example: '11223344556677' }),
  gstin: z.string().nullable().meta({ example: '23AAACS1234F1Z0' }),
});

/** A business the caller belongs to, with its role there and the outlets it reaches. */
export const businessSummaryOutput = z.object({
  id: entityId('biz_4f2kq7w3m5x2c6v8'),
  name: z.string().meta({ example: 'Spice Route Kitchens' }),
  role,
  outlets: z.array(outletOutput.pick({ id: true, name: true, city_name: true, address: true, gstin: true })),
});
export const businessListOutput = z.array(businessSummaryOutput);

export const memberOutput = z.object({
  id: entityId('mem_3k9p2m4xz7hq5r8t'),
  name: z.string().meta({ example: 'Arjun Patel' }),
  email: z.string().meta({ example: 'chef@spiceroute.in' }),
  role,
  outlet_ids: outletIds.describe('Empty for an owner, who reaches every outlet'),
  is_you: z.boolean().meta({ example: false }),
  /** The account that holds the business's orders and credit: it stays its owner. */
  is_account_holder: z.boolean().meta({ example: false }),
  joined_at: timestamp,
});

export const invitationOutput = z.object({
  id: entityId('inv_2m4xz7hq5r8t3k9p'),
  email: z.string().meta({ example: 'chef@spiceroute.in' }),
  role,
  outlet_ids: outletIds,
  expires_at: timestamp,
});

/**
 * The business as the caller may see it: outlet staff and purchase managers their own outlets
 * only; people and invitations are the owner's to see (empty for anyone else).
 */
export const businessOutput = z.object({
  id: entityId('biz_4f2kq7w3m5x2c6v8'),
  name: z.string().meta({ example: 'Spice Route Kitchens' }),
  role,
  outlets: z.array(outletOutput),
  people: z.array(memberOutput),
  invitations: z.array(invitationOutput),
});

export const invitedOutput = invitationOutput.extend({
  invite_link: z
    .string()
    .nullable()
    .describe('The link, only in the demo (no mailer); otherwise it travels by e-mail alone')
    .meta({ example: null }),
});

/** What the link shows before the person joins. */
export const invitationViewOutput = z.object({
  business_name: z.string().meta({ example: 'Spice Route Kitchens' }),
  email: z.string().meta({ example: 'chef@spiceroute.in' }),
  role,
  outlet_names: z.array(z.string()).meta({ example: ['Spice Route, Vijay Nagar'] }),
  invited_by: z.string().nullable().meta({ example: 'Ravi Kumar' }),
  expires_at: timestamp,
  has_account: z
    .boolean()
    .describe('An account with this e-mail exists: log in and accept instead of registering')
    .meta({ example: false }),
});

export const acceptedOutput = z.object({
  business_id: entityId('biz_4f2kq7w3m5x2c6v8'),
  member_id: entityId('mem_3k9p2m4xz7hq5r8t'),
  role,
});

export const removedOutput = z.object({
  id: entityId('mem_3k9p2m4xz7hq5r8t'),
  sessions_ended: z.number().int().meta({ example: 2 }),
  keys_revoked: z.number().int().meta({ example: 1 }),
  removed_at: timestamp,
});
