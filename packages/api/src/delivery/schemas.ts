import {
  CASH_HANDOVER_STATUSES,
  CLAIM_REASONS,
  DELIVERY_STATUSES,
  RIDER_FAILURE_REASONS,
} from '@app/db/enums';
import { z } from 'zod';
import { FOUR_DIGIT_CODE } from '../shared/codes.ts';
import {
  dateRange,
  id,
  multilineText,
  ordered,
  orderedMsg,
  plainString,
  quantityInput,
  rupees,
  withoutControl,
} from '../shared/schemas.ts';

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

const otpCode = plainString().trim().regex(FOUR_DIGIT_CODE, 'Enter the 4-digit delivery code');

/** The app's own id of this step: sent again after a lost answer, it is answered, not applied twice. */
const changeId = plainString()
  .trim()
  .regex(/^[A-Za-z0-9-]{8,64}$/, 'The change id is 8 to 64 letters, digits or dashes')
  .optional()
  .meta({ example: '3f2b9c1e-5d7a-4e8b-9c0d-1a2b3c4d5e6f' });

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
  /** Rupees: required with delivered for a cash-on-delivery order, refused otherwise (decision 0065). */
  cash_collected: rupees.optional().meta({ example: 1380.06 }),
  change_id: changeId,
});

/**
 * POST /delivery/assignments/{id}/inspection: each line checked at the door, taken whole, in part
 * or not at all (then why, with a photo if taken); lines not listed are taken whole.
 */
export const inspectionInput = z.object({
  id,
  lines: z
    .array(
      z.object({
        line_id: id,
        accepted_quantity: quantityInput('Accepted quantity')
          .min(0, 'Accepted quantity must not be negative')
          .describe('What the customer keeps: packs, kg or litres'),
        reason: z
          .enum(CLAIM_REASONS, { error: 'Reason is damaged, spoiled, wrong_item, short or quality' })
          .optional()
          .meta({ example: 'spoiled' }),
        photo_id: id.optional().describe('A photo uploaded with POST /api/claims/photos'),
      }),
    )
    .min(1, 'Check at least one line')
    .max(200),
  change_id: changeId,
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
    .regex(FOUR_DIGIT_CODE, 'Enter the 4-digit pick-up code from the supplier’s packing slip')
    .meta({ example: '3907' }),
});

export const staffAssignmentsInput = z
  .object({
    status: z.enum(['active', 'completed', 'failed', 'review', 'all']).default('all'),
    limit: z.number().int().min(1).max(500).default(200),
  })
  .default({ status: 'all', limit: 200 });

export const ownAssignmentsInput = z
  .object({
    status: z.enum(['active', 'completed', 'all']).default('all'),
    limit: z.number().int().min(1).max(500).default(100),
  })
  .default({ status: 'all', limit: 100 });

const recipientName = plainString()
  .trim()
  .min(2, 'Enter the name of the person who took the goods')
  .max(80, 'Keep the name under 80 characters');

/** POST /delivery/assignments/{id}/proof (multipart): the photo in `file`, the recipient's name, an optional note. */
export const deliveryProofInput = z.object({
  id,
  recipient_name: recipientName,
  notes: multilineText(500).optional(),
  /** Required for a cash-on-delivery order, as with the code (decision 0065). */
  cash_collected: rupees.optional(),
  file: z.instanceof(File, { message: 'Take a photo of the goods at the door' }),
});

/** The proof form in the portal (the photo is picked separately). */
export const deliveryProofForm = deliveryProofInput.pick({ recipient_name: true });

/** POST /admin/delivery-assignments/{id}/review: staff confirm a drop made without the code. */
export const reviewDeliveryInput = z.object({
  id,
  note: multilineText(500).optional().meta({ example: 'Called the restaurant: the goods arrived.' }),
});

/** POST /admin/delivery-assignments/{id}/override: staff mark a delivery on its way delivered. */
export const overrideDeliveryInput = z.object({
  id,
  reason: multilineText(500)
    .refine((v) => v.trim().length >= 10, 'Say in a few words why it is delivered (at least 10 characters)')
    .meta({ example: 'Customer confirmed receipt by phone; the rider’s phone is off.' }),
  /** Rupees the rider collected: required for a cash-on-delivery order, refused otherwise. */
  cash_collected: rupees.optional().meta({ example: 1380.06 }),
});

export const assignmentIdInput = z.object({ id });

/** Staff's cash report (decision 0065): handovers of Indian days from-to, optionally one rider or status. */
export const cashReportInput = z
  .object({
    ...dateRange,
    rider_id: id.optional(),
    status: z.enum(CASH_HANDOVER_STATUSES).optional(),
    /** The super admin may narrow to one city; a sub-admin always sees its own. */
    city_id: id.optional(),
    limit: z.number().int().min(1).max(500).default(200),
  })
  .refine(ordered, orderedMsg)
  .default({ limit: 200 });

/** POST /admin/cash-handovers/{id}/confirm: the cash staff counted, in rupees, and an optional note. */
export const confirmCashInput = z.object({
  id,
  received: rupees.meta({ example: 2760.12 }),
  note: multilineText(500).optional().meta({ example: 'Counted with the rider at the city office' }),
});
