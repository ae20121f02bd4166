// When a standing order runs (decision 0096): its dates, and the moments it reminds and places.
import { shiftDay } from '../shared/query.ts';

const IST_OFFSET = 330 * 60_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY_MS = 24 * HOUR;
/** A run places its order this long before the first cut-off of its date, so a slow run still makes it. */
export const RUN_LEAD = 30 * MINUTE;
/** The customer is told what a run will order this long before it places it. */
export const REMIND_LEAD = 12 * HOUR;
/** Without a slot, a run places its order on its date at 6 am India time. */
const NO_SLOT_MINUTE = 6 * 60;

export interface Rhythm {
  weekdays: number;
  intervalWeeks: number;
  startsOn: string;
}

const dayIndex = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
/** The Monday-started week a day falls in, counted from the epoch (1 Jan 1970 was a Thursday). */
const weekOf = (day: string) => Math.floor((dayIndex(day) + 3) / 7);

/** True when the rhythm orders for `day` (YYYY-MM-DD, India). */
export function runsOn(r: Rhythm, day: string) {
  if (day < r.startsOn || !(r.weekdays & (1 << weekdayOf(day)))) return false;
  return (weekOf(day) - weekOf(r.startsOn)) % r.intervalWeeks === 0;
}

/** The next `count` days the rhythm orders for, from `from` on (at most a year ahead). */
export function nextDays(r: Rhythm, from: string, count: number) {
  const days: string[] = [];
  for (let i = 0; days.length < count && i < 366; i++) {
    const day = shiftDay(from, i);
    if (runsOn(r, day)) days.push(day);
  }
  return days;
}

const momentOf = (day: string, minute: number) =>
  Date.parse(`${day}T00:00:00Z`) - IST_OFFSET + minute * MINUTE;

/**
 * The last moment a run for `day` may place its order: before its slot's cut-off and each
 * supplier's order-by time (the day before), less the lead; without a slot, 6 am on the day.
 */
export function placeBy(
  day: string,
  slot: { startMinute: number; cutoffMinutes: number } | null,
  orderBy: readonly number[],
) {
  const stops = [
    slot ? momentOf(day, slot.startMinute - slot.cutoffMinutes) : momentOf(day, NO_SLOT_MINUTE) + RUN_LEAD,
    ...orderBy.map((minute) => momentOf(shiftDay(day, -1), minute)),
  ];
  return Math.min(...stops) - RUN_LEAD;
}

/** The days a runner looks at: yesterday (a late run) to two days ahead. */
export const daysAround = (today: string) => [-1, 0, 1, 2].map((i) => shiftDay(today, i));

/** The earliest a supplier's order-by can bring a run forward: a day before its slot's moment. */
export const LOOK_AHEAD = REMIND_LEAD + DAY_MS;
