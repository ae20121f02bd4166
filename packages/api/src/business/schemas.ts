import { BUSINESS_ROLES } from '@app/db/business-roles';
import { LANGUAGES } from '@app/db/enums';
import { z } from 'zod';
import {
  email,
  fssai,
  gstin,
  id,
  indianPhone,
  password,
  plainString,
  requiredMultilineText,
  requiredText,
} from '../shared/schemas.ts';

const businessId = id.meta({ example: 'biz_4f2kq7w3m5x2c6v8' });
const outletIds = z
  .array(id.meta({ example: 'out_7hq2m4xz9k3p5r8t' }), { error: 'Choose the outlets' })
  .max(100)
  .default([])
  .describe('The outlets the person buys for; left out for an owner, who reaches every outlet');
const role = z
  .enum(BUSINESS_ROLES, { error: 'Choose a role: owner, purchase manager or outlet staff' })
  .meta({ example: 'outlet_staff' });

export const businessIdInput = z.object({ business_id: businessId });

/** An outlet as the owner adds or edits it: a full record, as the form sends. */
const outletFields = {
  name: requiredText('Outlet name', 150).meta({ example: 'Spice Route, Vijay Nagar' }),
  address: requiredMultilineText('Delivery address', 500).meta({
    example: '14 Scheme 54, Vijay Nagar, Indore',
  }),
  city_id: plainString().trim().min(1, 'Choose your city').max(64).meta({ example: 'city_indore' }),
  fssai_number: z
    .union([z.literal(''), fssai])
    .default('')
    .meta({ example: '11223344556677' }),
  /** Blank or null: the outlet's state has no GST registration of the business. */
  gstin: z
    .union([z.literal(''), gstin])
    .nullish()
    .transform((v) => v || null)
    .meta({ example: '23AAACS1234F1Z0' }),
};
export const createOutletInput = z.object({ business_id: businessId, ...outletFields });
export const updateOutletInput = z.object({
  business_id: businessId,
  outlet_id: id.meta({ example: 'out_7hq2m4xz9k3p5r8t' }),
  ...outletFields,
});

export const inviteInput = z.object({
  business_id: businessId,
  email: email.meta({ example: 'chef@spiceroute.in' }),
  role,
  outlet_ids: outletIds,
});

export const memberRoleInput = z.object({
  business_id: businessId,
  member_id: id.meta({ example: 'mem_3k9p2m4xz7hq5r8t' }),
  role,
  outlet_ids: outletIds,
});

export const memberIdInput = z.object({
  business_id: businessId,
  member_id: id.meta({ example: 'mem_3k9p2m4xz7hq5r8t' }),
});

// Any text: an unknown token is answered as a used or expired one (404), never told apart.
const invitationToken = id.meta({ example: 'k7q2m4xzap3r5t6wv6n2b4c7d3f3h5j2' });
export const invitationTokenInput = z.object({ token: invitationToken });

/** A new person joining through the link: the e-mail is the invitation's, the rest theirs. */
export const invitationRegisterInput = z
  .object({
    token: invitationToken,
    username: requiredText('Name', 100).meta({ example: 'Arjun Patel' }),
    password,
    phone: indianPhone.meta({ example: '9876543210' }),
    preferred_language: z
      .enum(LANGUAGES, { error: 'Choose a language: en (English) or hi (Hindi)' })
      .default('en')
      .meta({ example: 'en' }),
  })
  .strict();
