import { PAYMENT_METHODS } from '@app/db/enums';
import { z } from 'zod';
import { gstin, id, indianMobile, optionalMobile, requiredText, text } from './common.ts';

/**
 * The checkout form. The spec's client sends delivery_address, phone and payment_method; the
 * other fields are optional here and kept on the order when sent.
 */
export const placeOrderInput = z.object({
  delivery_address: requiredText('Delivery address', 500),
  phone: indianMobile,
  payment_method: z.enum(PAYMENT_METHODS, { error: 'Choose Cash on Delivery or Online payment' }),
  contact_person: text(100).default(''),
  alternate_phone: optionalMobile.default(''),
  landmark: text(200).default(''),
  delivery_notes: text(500).default(''),
  /** Buyer GSTIN for the tax invoice; '' clears it, absent keeps the profile's. Saved on the profile. */
  gstin: z.union([z.literal(''), gstin]).optional(),
  /** Generated once per checkout by the client: a repeated submit answers the same order. */
  idempotency_key: z
    .string()
    .trim()
    .regex(/^[\w-]{8,100}$/, 'Idempotency key: 8-100 letters, digits, - or _')
    .optional(),
});
export type PlaceOrderInput = z.input<typeof placeOrderInput>;

/** The checkout form as the SPA validates it: contact person is required on the screen. */
export const checkoutFormInput = placeOrderInput.extend({
  contact_person: requiredText('Contact person', 100),
});

export const orderIdInput = z.object({ id });

export const orderListInput = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.number().int().min(1).max(100).default(20),
});
