import type { RouterOutputs } from '@app/api';
import { standingOrderInput } from '@app/api/schemas';
import type { useSchemaForm } from '../../lib/form.ts';
import { istDay } from '../../lib/format.ts';
import { lineName } from '../../lib/lines.ts';
import { WEEK } from '../../lib/week.ts';
import type { Standing } from './standing-words.ts';
import { type Row, withTypedLines } from './typed-lines.ts';

/** The API's standing order schema, fed from the inputs: a blank date is today, a blank slot none. */
export const standingForm = withTypedLines(standingOrderInput, (o) => ({
  interval_weeks: Number(o.interval_weeks),
  starts_on: o.starts_on || undefined,
  slot_id: o.slot_id || null,
}));
export type StandingFormState = ReturnType<typeof useSchemaForm<typeof standingForm>>;

type Me = RouterOutputs['accounts']['me'];

/** An edited standing order's values; a new one orders daily from today, delivered as the profile says. */
export const formValues = (s: Standing | null, me?: Me) =>
  s
    ? {
        name: s.name,
        lines: s.lines.map(
          (l): Row => ({
            product_id: l.product_id,
            name: lineName(l.product_name, l),
            soldBy: l.sold_by,
            quantity: String(l.quantity),
          }),
        ),
        weekdays: s.weekdays,
        interval_weeks: String(s.interval_weeks),
        starts_on: s.starts_on,
        slot_id: s.slot?.id ?? '',
        payment_method: s.payment_method,
        delivery_address: s.delivery_address,
        phone: s.phone,
        contact_person: s.contact_person,
        alternate_phone: s.alternate_phone,
        landmark: s.landmark,
        delivery_notes: s.delivery_notes,
      }
    : {
        name: '',
        lines: [] as Row[],
        weekdays: [...WEEK],
        interval_weeks: '1',
        starts_on: istDay(),
        slot_id: '',
        payment_method: 'COD',
        delivery_address: me?.address ?? '',
        phone: me?.phone ?? '',
        contact_person: me?.username ?? '',
        alternate_phone: '',
        landmark: '',
        delivery_notes: '',
      };
