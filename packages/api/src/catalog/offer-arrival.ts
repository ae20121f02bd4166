import { cities, type Database, deliverySlots, supplierTerms } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { arrivalOrder } from '../shared/offer-order.ts';
import { slotMoments } from '../slots/index.ts';
import { EVERY_DAY, firstDeliveryDay } from '../terms/index.ts';
import { type Keeping, keptPage } from './catalog.ts';

// Where an offer ships from and the first day it can arrive in the buyer's city (decision 0109).
// What they are read from is kept per catalogue version (a change of terms or slots moves it,
// migration 0048); the day itself depends on the hour, so it is put on the kept answer per request.

/** The buyer city's slots, its suppliers' terms there and every city's name: JSON-safe, kept. */
interface DeliveryFacts {
  cityNames: Record<string, string>;
  slots: { startMinute: number; cutoffMinutes: number }[];
  terms: Record<string, { deliveryDays: number; cutoffMinute: number | null; leadDays: number }>;
}

function deliveryFacts(k: Keeping, cityId: string | null): Promise<DeliveryFacts> {
  return keptPage(
    k,
    `delivery|${cityId}`,
    async () => {
      const [names, slots, terms] = await Promise.all([
        k.db.select({ id: cities.id, name: cities.name }).from(cities),
        cityId ? slotsOf(k.db, cityId) : [],
        cityId
          ? k.db
              .select({
                supplierId: supplierTerms.supplierId,
                deliveryDays: supplierTerms.deliveryDays,
                cutoffMinute: supplierTerms.cutoffMinute,
                leadDays: supplierTerms.leadDays,
              })
              .from(supplierTerms)
              .where(eq(supplierTerms.cityId, cityId))
          : [],
      ]);
      return {
        cityNames: Object.fromEntries(names.map((c) => [c.id, c.name])),
        slots,
        terms: Object.fromEntries(terms.map(({ supplierId, ...t }) => [supplierId, t])),
      };
    },
    'detail',
  );
}

const slotsOf = (db: Database, cityId: string) =>
  db
    .select({ startMinute: deliverySlots.startMinute, cutoffMinutes: deliverySlots.cutoffMinutes })
    .from(deliverySlots)
    .where(and(eq(deliverySlots.cityId, cityId), eq(deliverySlots.isActive, true)));

const NO_TERMS = { deliveryDays: EVERY_DAY, cutoffMinute: null, leadDays: 0 };

/** Each supplier's first delivery day under the one rule checkout holds it to (terms/rules.ts). */
function arrivals(facts: DeliveryFacts, cityId: string | null, now: number) {
  const open = (day: string) =>
    facts.slots.length === 0 || facts.slots.some((s) => now < slotMoments(s, day).cutoff);
  const days = new Map<string, string | null>();
  return (supplierId: string) => {
    if (!cityId) return null;
    let day = days.get(supplierId);
    if (day === undefined) {
      const t = facts.terms[supplierId] ?? NO_TERMS;
      day = firstDeliveryDay(
        { ...t, supplierId, supplierName: '', minimumOrderPaise: 0, belowMinimumChargePaise: null },
        now,
        open,
      );
      days.set(supplierId, day);
    }
    return day;
  };
}

const MINUTE = 60_000;

/**
 * The minute whose every instant gives the same days, or null. Every moment the rule compares `now`
 * with (the Indian midnight, a supplier's order-by time, a slot's cut-off) is a whole minute of the
 * epoch when the minutes stored are whole, so `now` and the start of its minute fall on the same
 * side of each.
 */
const wholeMinutes = new WeakMap<DeliveryFacts, boolean>();
function minuteOf(facts: DeliveryFacts, now: number) {
  let whole = wholeMinutes.get(facts);
  if (whole === undefined) {
    whole =
      facts.slots.every((s) => Number.isInteger(s.startMinute) && Number.isInteger(s.cutoffMinutes)) &&
      Object.values(facts.terms).every((t) => t.cutoffMinute === null || Number.isInteger(t.cutoffMinute));
    wholeMinutes.set(facts, whole);
  }
  return whole ? Math.floor(now / MINUTE) : null;
}

/** The days of one minute, shared by every page of the buyer city read in it. */
const minuteArrivals = new WeakMap<
  DeliveryFacts,
  { minute: number; arrivalOf: (supplierId: string) => string | null }
>();
function arrivalsIn(facts: DeliveryFacts, cityId: string | null, now: number, minute: number | null) {
  if (minute === null) return arrivals(facts, cityId, now);
  const last = minuteArrivals.get(facts);
  if (last?.minute === minute) return last.arrivalOf;
  const arrivalOf = arrivals(facts, cityId, now);
  minuteArrivals.set(facts, { minute, arrivalOf });
  return arrivalOf;
}

interface KeptOffer {
  supplier_id: string;
  supplier_city_id: string | null;
  stock_quantity: number;
}
interface KeptRow {
  offers: KeptOffer[];
}
interface Arrival {
  ships_from: string | null;
  local: boolean;
  arrives: string | null;
}
/** A kept row whose offers carry their arrival. */
type Arrived<R extends KeptRow> = Omit<R, 'offers'> & { offers: (R['offers'][number] & Arrival)[] };

/** The answer as last put together for a kept answer, the days it was put together for, and when. */
const lastAnswers = new WeakMap<
  object,
  { days: string; answer: object; facts: DeliveryFacts; minute: number | null }
>();

/**
 * Puts `ships_from`, `local` and `arrives` on every offer of a kept catalogue answer's rows and
 * orders each row's offers by the day they arrive after stock (shared/offer-order.ts). The same
 * days answer the same object, so the kept answer's checked copy is reused (decision 0084); within
 * the minute it was put together for, with the same facts, the days are not even worked out again
 * (decision 0123).
 */
async function withArrivals<T extends object, R extends KeptRow, Out>(
  k: Keeping,
  cityId: string | null,
  now: number,
  answer: Promise<T>,
  rowsOf: (answer: T) => R[],
  rebuild: (answer: T, rows: Arrived<R>[]) => Out,
): Promise<Out> {
  const [kept, facts] = await Promise.all([answer, deliveryFacts(k, cityId)]);
  const minute = minuteOf(facts, now);
  const last = lastAnswers.get(kept);
  if (minute !== null && last?.minute === minute && last.facts === facts) return last.answer as Out;
  const arrivalOf = arrivalsIn(facts, cityId, now, minute);
  const rows = rowsOf(kept);
  const days = rows.flatMap((r) => r.offers.map((o) => arrivalOf(o.supplier_id) ?? '-')).join();
  if (last?.days === days) {
    lastAnswers.set(kept, { ...last, facts, minute });
    return last.answer as Out;
  }
  const withDays = rows.map((r) => ({
    ...r,
    offers: r.offers
      .map((o) => ({
        ...o,
        ships_from: o.supplier_city_id ? (facts.cityNames[o.supplier_city_id] ?? null) : null,
        local: cityId !== null && o.supplier_city_id === cityId,
        arrives: arrivalOf(o.supplier_id),
      }))
      .sort((a, b) =>
        arrivalOrder(
          { inStock: a.stock_quantity !== 0, arrives: a.arrives },
          { inStock: b.stock_quantity !== 0, arrives: b.arrives },
        ),
      ),
  }));
  const rebuilt = rebuild(kept, withDays as Arrived<R>[]);
  lastAnswers.set(kept, { days, answer: rebuilt as object, facts, minute });
  return rebuilt;
}

/** A page of catalogue items (`catalog.items.list`) with its offers' arrival (decision 0109). */
export const pageWithArrivals = <T extends { items: KeptRow[] }>(
  k: Keeping,
  cityId: string | null,
  now: number,
  page: Promise<T>,
) =>
  withArrivals(
    k,
    cityId,
    now,
    page,
    (p) => p.items,
    (p, items): Omit<T, 'items'> & { items: Arrived<T['items'][number]>[] } => ({ ...p, items }),
  );

/** One item and its other packs (`catalog.items.byId`) with their offers' arrival (decision 0109). */
export const detailWithArrivals = <T extends { item: KeptRow; packs: KeptRow[] }>(
  k: Keeping,
  cityId: string | null,
  now: number,
  detail: Promise<T>,
) =>
  withArrivals(
    k,
    cityId,
    now,
    detail,
    (d) => [d.item, ...d.packs],
    (
      d,
      [item, ...packs],
    ): Omit<T, 'item' | 'packs'> & { item: Arrived<T['item']>; packs: Arrived<T['packs'][number]>[] } => ({
      ...d,
      item: item!,
      packs,
    }),
  );
