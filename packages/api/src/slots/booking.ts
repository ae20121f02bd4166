import { type Database, deliverySlots, orders, type Tx } from '@app/db';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { istDayOf, shiftDay } from '../shared/query.ts';
import { clockText, dayText, slotText, slotTimes } from '../shared/slot-text.ts';

type Reader = Database | Tx;
type SlotRow = typeof deliverySlots.$inferSelect;

const IST_OFFSET = 330 * 60_000;
const MINUTE = 60_000;
/** Checkout offers today and the next two Indian days. */
export const DAYS_AHEAD = 3;

/** The instant a slot of `day` (YYYY-MM-DD, India) starts, and when its orders stop. */
export function slotMoments(slot: Pick<SlotRow, 'startMinute' | 'cutoffMinutes'>, day: string) {
  const start = Date.parse(`${day}T00:00:00Z`) - IST_OFFSET + slot.startMinute * MINUTE;
  return { start, cutoff: start - slot.cutoffMinutes * MINUTE };
}

/** "10 pm on 26 Nov": an instant in India time. */
function momentText(ms: number) {
  const day = istDayOf(ms);
  const minute = Math.round((ms - (Date.parse(`${day}T00:00:00Z`) - IST_OFFSET)) / MINUTE);
  return `${clockText(minute)} on ${dayText(day)}`;
}

const bookableDays = (now: number) => {
  const today = istDayOf(now);
  return Array.from({ length: DAYS_AHEAD }, (_, i) => shiftDay(today, i));
};

/** Orders holding each (slot, day): a cancelled order gives its seat back. */
async function bookedCounts(db: Reader, slotIds: string[], days: string[]) {
  if (slotIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ slotId: orders.slotId, day: orders.slotDate, n: count() })
    .from(orders)
    .where(
      and(inArray(orders.slotId, slotIds), inArray(orders.slotDate, days), ne(orders.status, 'cancelled')),
    )
    .groupBy(orders.slotId, orders.slotDate);
  return new Map(rows.map((r) => [`${r.slotId}/${r.day}`, r.n]));
}

const activeSlots = (db: Reader, cityId: string) =>
  db
    .select()
    .from(deliverySlots)
    .where(and(eq(deliverySlots.cityId, cityId), eq(deliverySlots.isActive, true)))
    .orderBy(asc(deliverySlots.startMinute), asc(deliverySlots.endMinute));

/**
 * What checkout offers a customer of `cityId`: each active slot of today and the next two days
 * whose cut-off has not passed and which still has a seat, earliest first. `city_has_slots`
 * false: the city keeps the standard estimate.
 */
export async function openSlots(db: Reader, cityId: string | null, now: number) {
  const slots = cityId ? await activeSlots(db, cityId) : [];
  const days = bookableDays(now);
  const booked = await bookedCounts(
    db,
    slots.map((s) => s.id),
    days,
  );
  const open = days.flatMap((day) =>
    slots.flatMap((s) => {
      const { cutoff } = slotMoments(s, day);
      const left = s.capacity - (booked.get(`${s.id}/${day}`) ?? 0);
      if (now >= cutoff || left <= 0) return [];
      return [
        {
          slot_id: s.id,
          date: day,
          start_minute: s.startMinute,
          end_minute: s.endMinute,
          label: slotText(day, s.startMinute, s.endMinute),
          closes_at: new Date(cutoff).toISOString(),
          seats_left: left,
        },
      ];
    }),
  );
  return { city_has_slots: slots.length > 0, slots: open };
}

export interface SlotChoice {
  slot_id?: string;
  slot_date?: string;
}

/**
 * Books the chosen slot inside the checkout's write transaction (BEGIN IMMEDIATE: the count and
 * the order's insert cannot interleave with another checkout, so the last seat goes once).
 * Without a choice, a city with slots books its earliest open one (a client sending only the
 * spec's checkout fields still gets a slot). Answers the times to copy onto the order, or null
 * for a city without slots.
 */
export async function bookSlot(tx: Tx, cityId: string | null, choice: SlotChoice, now: number) {
  if (!choice.slot_id !== !choice.slot_date)
    throw fail.badRequest('slot_incomplete', 'Send the delivery slot and its date together.');
  if (!choice.slot_id || !choice.slot_date) {
    const offered = await openSlots(tx, cityId, now);
    if (!offered.city_has_slots) return null;
    const first = offered.slots[0];
    if (!first)
      throw fail.conflict(
        'no_slot_open',
        `Every delivery slot of the next ${DAYS_AHEAD} days is closed or full; please try again later.`,
      );
    return {
      slotId: first.slot_id,
      slotDate: first.date,
      slotStart: first.start_minute,
      slotEnd: first.end_minute,
    };
  }
  const [slot] = await tx.select().from(deliverySlots).where(eq(deliverySlots.id, choice.slot_id));
  if (!slot || slot.cityId !== cityId)
    throw fail.badRequest(
      'unknown_slot',
      'That delivery slot is not offered in your city; pick another slot.',
    );
  const day = choice.slot_date;
  const name = `The ${slotTimes(slot.startMinute, slot.endMinute)} slot on ${dayText(day)}`;
  if (!slot.isActive) throw fail.conflict('slot_closed', `${name} is no longer offered; pick another slot.`);
  const { cutoff } = slotMoments(slot, day);
  if (now >= cutoff)
    throw fail.conflict('slot_closed', `${name} closed at ${momentText(cutoff)}; pick another slot.`);
  if (!bookableDays(now).includes(day))
    throw fail.badRequest(
      'slot_too_far',
      `${name} is not open yet: slots open ${DAYS_AHEAD - 1} days ahead; pick another slot.`,
    );
  const booked = (await bookedCounts(tx, [slot.id], [day])).get(`${slot.id}/${day}`) ?? 0;
  if (booked >= slot.capacity) throw fail.conflict('slot_full', `${name} is full; pick another slot.`);
  return { slotId: slot.id, slotDate: day, slotStart: slot.startMinute, slotEnd: slot.endMinute };
}

/** The slot an order booked, as every view answers it; null: the standard estimate applies. */
export function orderSlot(o: { slotDate: string | null; slotStart: number | null; slotEnd: number | null }) {
  if (o.slotDate === null || o.slotStart === null || o.slotEnd === null) return null;
  return {
    date: o.slotDate,
    start_minute: o.slotStart,
    end_minute: o.slotEnd,
    label: slotText(o.slotDate, o.slotStart, o.slotEnd),
  };
}
