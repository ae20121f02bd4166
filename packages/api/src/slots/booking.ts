import { type Database, deliverySlots, orders, type Tx } from '@app/db';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { inLanguage, type Message, msg } from '../messages/index.ts';
import { istDayOf, shiftDay } from '../shared/query.ts';
import { clockIn, dayIn, slotText, slotTimesIn } from '../shared/slot-text.ts';

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
  return msg('error.slots.moment', {
    time: inLanguage((language) => clockIn(language, minute)),
    day: inLanguage((language) => dayIn(language, day, false)),
  });
}

/**
 * How far ahead checkout offers slots and which days it refuses: the suppliers in a cart may
 * look a week ahead and refuse days they do not deliver on (terms/rules.ts).
 */
export interface SlotReach {
  days: number;
  refuse: (day: string) => Message | null;
}
const STANDARD: SlotReach = { days: DAYS_AHEAD, refuse: () => null };
/**
 * The most days any reach looks ahead: what checkout reads before it knows the cart's suppliers. A
 * week of weekdays beyond the longest lead time (terms/rules.ts, decision 0109).
 */
const FARTHEST = 14;

const bookableDays = (now: number, days: number) => {
  const today = istDayOf(now);
  return Array.from({ length: days }, (_, i) => shiftDay(today, i));
};

/** Orders holding a seat of the slot on `day` (YYYY-MM-DD): a cancelled order gives its seat back. */
const seatsTaken = (slotId: SQL | string, day: string) =>
  sql<number>`(select count(*) from ${orders} where ${orders.slotId} = ${slotId} and ${orders.slotDate} = ${day} and ${orders.status} <> 'cancelled')`;

/** True while the slot is offered and has a seat left on `day`: the checkout's batch guards on it. */
export const seatLeft = (slotId: string, day: string) =>
  sql`coalesce((select ${deliverySlots.capacity} from ${deliverySlots} where ${deliverySlots.id} = ${slotId} and ${deliverySlots.isActive} = 1), 0) > ${seatsTaken(slotId, day)}`;

/** Slots and the seats taken on each of `days`, in one statement (one round trip to Turso). */
async function slotsWithSeats(db: Reader, where: SQL | undefined, days: string[]) {
  const taken = sql.join(
    days.map((day) => seatsTaken(sql`${deliverySlots.id}`, day)),
    sql`, `,
  );
  const rows = await db
    .select({ slot: deliverySlots, taken: sql<string>`json_array(${taken})` })
    .from(deliverySlots)
    .where(where)
    .orderBy(asc(deliverySlots.startMinute), asc(deliverySlots.endMinute));
  return rows.map((r) => {
    const counts = JSON.parse(r.taken) as number[];
    return { slot: r.slot, taken: new Map(days.map((day, i) => [day, counts[i] ?? 0])) };
  });
}

type Read = Awaited<ReturnType<typeof slotsWithSeats>>;

/** The open slots of what was read, within the reach, earliest first; and the first day refused. */
function offer(read: Read, now: number, reach: SlotReach) {
  let refused: Message | null = null;
  const slots = bookableDays(now, reach.days).flatMap((day) => {
    const open = read.filter(
      ({ slot: s, taken }) => now < slotMoments(s, day).cutoff && s.capacity > (taken.get(day) ?? 0),
    );
    const refusal = open.length > 0 ? reach.refuse(day) : null;
    refused ??= refusal;
    if (refusal) return [];
    return open.map(({ slot: s, taken }) => ({
      slot_id: s.id,
      date: day,
      start_minute: s.startMinute,
      end_minute: s.endMinute,
      label: slotText(day, s.startMinute, s.endMinute),
      closes_at: new Date(slotMoments(s, day).cutoff).toISOString(),
      seats_left: s.capacity - (taken.get(day) ?? 0),
    }));
  });
  return { city_has_slots: read.length > 0, slots, refused };
}

const activeIn = (cityId: string) => and(eq(deliverySlots.cityId, cityId), eq(deliverySlots.isActive, true));

/** The active slots of a city with their seats over the farthest reach: read before the reach is known. */
const readAhead = async (db: Reader, cityId: string | null, now: number) =>
  cityId ? await slotsWithSeats(db, activeIn(cityId), bookableDays(now, FARTHEST)) : [];

/**
 * What checkout offers a customer of `cityId`: each active slot of today and the days ahead
 * whose cut-off has not passed, which still has a seat and whose day the reach does not refuse,
 * earliest first. `city_has_slots` false: the city keeps the standard estimate. Read first,
 * decided once the reach is known (the cart's suppliers are read alongside).
 */
export async function readOffer(db: Reader, cityId: string | null, now: number) {
  const read = await readAhead(db, cityId, now);
  return (reach: SlotReach = STANDARD) => {
    const { city_has_slots, slots } = offer(read, now, reach);
    return { city_has_slots, slots };
  };
}

export interface SlotChoice {
  slot_id?: string;
  slot_date?: string;
}

type Booking = { slotId: string; slotDate: string; slotStart: number; slotEnd: number } | null;

/**
 * The slot checkout books, read in one statement before the cart's suppliers are known, and
 * decided once they are: `decide(reach)` checks the choice (or, without one, takes the earliest
 * open slot the reach allows; a client sending only the spec's checkout fields still gets one).
 * The checkout's batch of writes guards on `seatLeft`, so the last seat still goes once when two
 * checkouts read it. Decides the times to copy onto the order, or null for a city without slots.
 */
export async function readBooking(db: Reader, cityId: string | null, choice: SlotChoice, now: number) {
  if (!choice.slot_id !== !choice.slot_date)
    throw fail.badRequest('slot_incomplete', msg('error.slots.incomplete'));
  if (!choice.slot_id || !choice.slot_date) {
    const read = await readAhead(db, cityId, now);
    return (reach: SlotReach): Booking => {
      const offered = offer(read, now, reach);
      if (!offered.city_has_slots) return null;
      const first = offered.slots[0];
      if (first)
        return {
          slotId: first.slot_id,
          slotDate: first.date,
          slotStart: first.start_minute,
          slotEnd: first.end_minute,
        };
      if (offered.refused) throw fail.conflict('supplier_delivery_day', offered.refused);
      throw fail.conflict('no_slot_open', msg('error.slots.noneOpen', { days: reach.days }));
    };
  }
  const day = choice.slot_date;
  const [found] = await slotsWithSeats(db, eq(deliverySlots.id, choice.slot_id), [day]);
  return (reach: SlotReach): Booking => {
    const slot = found?.slot;
    if (!slot || slot.cityId !== cityId) throw fail.badRequest('unknown_slot', msg('error.slots.unknown'));
    const name = msg('error.slots.name', {
      times: inLanguage((language) => slotTimesIn(language, slot.startMinute, slot.endMinute)),
      day: inLanguage((language) => dayIn(language, day, false)),
    });
    if (!slot.isActive) throw fail.conflict('slot_closed', msg('error.slots.notOffered', { slot: name }));
    const { cutoff } = slotMoments(slot, day);
    if (now >= cutoff)
      throw fail.conflict(
        'slot_closed',
        msg('error.slots.closed', { slot: name, moment: momentText(cutoff) }),
      );
    if (!bookableDays(now, reach.days).includes(day))
      throw fail.badRequest('slot_too_far', msg('error.slots.tooFar', { slot: name, days: reach.days - 1 }));
    const refusal = reach.refuse(day);
    if (refusal) throw fail.conflict('supplier_delivery_day', refusal);
    if ((found.taken.get(day) ?? 0) >= slot.capacity)
      throw fail.conflict('slot_full', msg('error.slots.full', { slot: name }));
    return { slotId: slot.id, slotDate: day, slotStart: slot.startMinute, slotEnd: slot.endMinute };
  };
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
