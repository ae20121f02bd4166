import { DELIVERY_STATUSES, RIDER_FAILURE_REASONS } from '@app/db/enums';
import { z } from 'zod';
import { id, multilineText, plainString, withoutControl } from '../shared/schemas.ts';

const SELECT_PERSON = 'Please select a delivery person';
const SELECT_STATUS = 'Please select a status';
const SELECT_REASON = 'Choose why the delivery failed';

/** Assign (or reassign a failed delivery of) the order `id` to a rider. */
export const assignDeliveryInput = z.object({
  id,
  delivery_person_id: withoutControl(z.string({ error: SELECT_PERSON }))
    .trim()
    .min(1, SELECT_PERSON)
    .max(64),
});

/** The assign dialog's form: only the rider is chosen there. */
export const assignDeliveryForm = assignDeliveryInput.pick({ delivery_person_id: true });

const otpCode = plainString()
  .trim()
  .regex(/^\d{4}$/, 'Enter the 4-digit delivery code');

// Every known status is accepted here so that an illegal move is a 409 from the state machine,
// not a 400 from the schema.
const statusFields = z.object({
  status: z.enum(DELIVERY_STATUSES, { error: SELECT_STATUS }),
  notes: multilineText(500).optional(),
  /** Required with failed (400 otherwise). */
  reason: z
    .union([
      z.literal('').transform(() => undefined),
      z.enum(RIDER_FAILURE_REASONS, { error: SELECT_REASON }),
    ])
    .optional()
    .meta({ example: 'customer_closed' }),
  otp: z.union([z.literal('').transform(() => undefined), otpCode]).optional(),
  /** The app's own id of this step: sent again after a lost answer, it is answered, not applied twice. */
  change_id: plainString()
    .trim()
    .regex(/^[A-Za-z0-9-]{8,64}$/, 'The change id is 8 to 64 letters, digits or dashes')
    .optional()
    .meta({ example: '3f2b9c1e-5d7a-4e8b-9c0d-1a2b3c4d5e6f' }),
});

/** PUT /delivery/assignments/{id}/status: {status, notes, otp (required for delivered), reason (required for failed), change_id}. */
export const deliveryStatusInput = statusFields.extend({ id });

/** The portal's Update Status form: also insists on the code before delivered, the reason before failed. */
export const deliveryStatusForm = statusFields.superRefine((v, ctx) => {
  if (v.status === 'delivered' && !v.otp)
    ctx.addIssue({ code: 'custom', path: ['otp'], message: 'Enter the 4-digit delivery code' });
  if (v.status === 'failed' && !v.reason)
    ctx.addIssue({ code: 'custom', path: ['reason'], message: SELECT_REASON });
});

/** POST /delivery/assignments/{id}/parts/{part_id}/collect: {pickup_code} from the supplier's packing slip. */
export const collectPartInput = z.object({
  id,
  part_id: id,
  pickup_code: plainString()
    .trim()
    .regex(/^\d{4}$/, 'Enter the 4-digit pick-up code from the supplier’s packing slip')
    .meta({ example: '3907' }),
});

export const staffAssignmentsInput = z
  .object({
    status: z.enum(['active', 'completed', 'failed', 'all']).default('all'),
    limit: z.number().int().min(1).max(500).default(200),
  })
  .default({ status: 'all', limit: 200 });

export const ownAssignmentsInput = z
  .object({
    status: z.enum(['active', 'completed', 'all']).default('all'),
    limit: z.number().int().min(1).max(500).default(100),
  })
  .default({ status: 'all', limit: 100 });
