// A supplier's trading terms as checkout and the cart apply them (decision 0095).
import { inLanguage, type Message, msg } from '../messages/index.ts';
import { formatRupees, toRupees } from '../shared/money.ts';
import { istDayOf, shiftDay } from '../shared/query.ts';
import { clockText, dayIn, dayText } from '../shared/slot-text.ts';
import { maskDays } from '../shared/weekdays.ts';

export const EVERY_DAY = 127;

const IST_OFFSET = 330 * 60_000;
const MINUTE = 60_000;
/** Days checkout looks ahead when a supplier in the cart does not deliver every day: a whole week. */
export const WEEK_AHEAD = 7;
/** The longest lead time a supplier may set (decision 0109): checkout reads two weeks of slots at most. */
export const MAX_LEAD_DAYS = 7;

/** One supplier's terms in the buyer's city, with its name to say them by. */
export interface Terms {
  supplierId: string;
  supplierName: string;
  minimumOrderPaise: number;
  deliveryDays: number;
  cutoffMinute: number | null;
  /** Its delivery charge below the minimum; null: it refuses orders below it. */
  belowMinimumChargePaise: number | null;
  /** Days from the order to the earliest delivery day here (decision 0109); 0: the rules above alone. */
  leadDays: number;
}

/** "Mon, Wed, Fri" in the language the message is rendered in. */
export const daysText = (mask: number): Message[] => maskDays(mask).map((d) => msg(`weekday.${d}`));

/** "18:30" ↔ 1110, the minute of the Indian day. */
export const minuteOfTime = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const timeOfMinute = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The instant a supplier stops taking orders for delivery on `day`: its cut-off the day before. */
const orderBy = (day: string, cutoffMinute: number) =>
  Date.parse(`${shiftDay(day, -1)}T00:00:00Z`) - IST_OFFSET + cutoffMinute * MINUTE;

/** The first day its lead time allows: today's Indian day plus its lead days (decision 0109). */
const leadDay = (t: Pick<Terms, 'leadDays'>, now: number) => shiftDay(istDayOf(now), t.leadDays);

/** Days searched for a supplier's first delivery day: its lead time and two weeks after it. */
const SEARCHED_DAYS = MAX_LEAD_DAYS + 2 * WEEK_AHEAD;

/**
 * The first day (YYYY-MM-DD, India) a supplier of `t` delivers an order placed at `now`: its lead
 * time, its weekdays and its order-by time, and `open(day)` (a slot still taking orders that day);
 * null when none within the days searched.
 */
export function firstDeliveryDay(t: Terms, now: number, open: (day: string) => boolean = () => true) {
  const from = leadDay(t, now);
  for (let i = 0; i < SEARCHED_DAYS; i++) {
    const day = shiftDay(from, i);
    if (open(day) && dayRefusal([t], day, now) === null) return day;
  }
  return null;
}

/** Why no order for delivery on `day` (YYYY-MM-DD, India) can include a supplier of `terms`, or null. */
export function dayRefusal(terms: readonly Terms[], day: string, now: number): Message | null {
  for (const t of terms) {
    if (day < leadDay(t, now)) {
      const earliest = firstDeliveryDay(t, now) ?? leadDay(t, now);
      return msg('error.terms.leadTime', {
        supplier: t.supplierName,
        day: inLanguage((language) => dayIn(language, earliest, false)),
      });
    }
    if (!(t.deliveryDays & (1 << weekdayOf(day))))
      return msg('error.terms.notDeliveryDay', {
        supplier: t.supplierName,
        day: dayText(day),
        days: daysText(t.deliveryDays),
      });
    if (t.cutoffMinute !== null && now >= orderBy(day, t.cutoffMinute))
      return msg('error.terms.pastCutoff', {
        supplier: t.supplierName,
        day: dayText(day),
        time: clockText(t.cutoffMinute),
        before: dayText(shiftDay(day, -1)),
      });
  }
  return null;
}

/**
 * How many days ahead checkout offers slots: a week when some supplier skips weekdays, and beyond
 * the longest lead time in the cart by as many (decision 0109).
 */
export function daysAhead(terms: readonly Terms[], standard: number) {
  const span = terms.some((t) => t.deliveryDays !== EVERY_DAY) ? Math.max(standard, WEEK_AHEAD) : standard;
  return span + Math.max(0, ...terms.map((t) => t.leadDays));
}

/** What is still missing to reach a supplier's minimum, in paise (0 once reached). */
export const shortfall = (t: Pick<Terms, 'minimumOrderPaise'>, subtotalPaise: number) =>
  Math.max(0, t.minimumOrderPaise - subtotalPaise);

/**
 * The first supplier whose part of the order is under its minimum and that refuses such orders, as
 * a sentence; else null. One that charges for delivery below its minimum takes them (charges.ts).
 */
export function minimumRefusal(terms: readonly Terms[], subtotals: ReadonlyMap<string, number>) {
  for (const t of terms) {
    if (t.belowMinimumChargePaise !== null) continue;
    const missing = shortfall(t, subtotals.get(t.supplierId) ?? 0);
    if (missing > 0)
      return msg('error.terms.belowMinimum', {
        supplier: t.supplierName,
        minimum: formatRupees(toRupees(t.minimumOrderPaise)),
        missing: formatRupees(toRupees(missing)),
      });
  }
  return null;
}
