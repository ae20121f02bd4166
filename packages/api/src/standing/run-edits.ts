import { type Database, products, standingOrderLines, standingOrderRuns, standingOrders } from '@app/db';
import { and, eq, sql } from 'drizzle-orm';
import { measureRefusal, stepColumns } from '../cart/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { toStored } from '../shared/measure.ts';
import { istDayOf, shiftDay } from '../shared/query.ts';

import { getStanding } from './manage.ts';
import { runsOn } from './schedule.ts';
import { ownStanding, type StandingOwner } from './views.ts';

/** How far ahead a date may be skipped or changed. */
const DAYS_AHEAD = 366;

/**
 * A date of the standing order that may still change: one it orders for, today or later, whose
 * run has not been claimed. Skips and changed quantities are rows of the date written ahead.
 */
async function openDate(db: Database, owner: StandingOwner, id: string, date: string, now: number) {
  const row = await ownStanding(db, owner, id);
  const today = istDayOf(now);
  if (!runsOn(row, date) || date < today)
    throw fail.badRequest('not_a_run_date', msg('error.standing.notRunDate', { date }));
  // Each skipped or changed date is a row: a year ahead holds every holiday without growing unbounded.
  if (date > shiftDay(today, DAYS_AHEAD))
    throw fail.badRequest('not_a_run_date', msg('error.standing.tooFar', { days: DAYS_AHEAD }));
  return row;
}

/** Writes a date's row unless its run was claimed meanwhile: then 409, it is placed or placing. */
async function writeDate(
  db: Database,
  id: string,
  date: string,
  set: { status: 'scheduled' | 'skipped'; lines?: { productId: string; quantity: number }[] | null },
  now: number,
) {
  const written = await db
    .insert(standingOrderRuns)
    .values({ standingOrderId: id, runDate: date, ...set, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [standingOrderRuns.standingOrderId, standingOrderRuns.runDate],
      set: { ...set, updatedAt: now },
      setWhere: sql`${standingOrderRuns.status} in ('scheduled', 'skipped')`,
    })
    .returning({ date: standingOrderRuns.runDate });
  if (written.length === 0) throw fail.conflict('run_started', msg('error.standing.runStarted', { date }));
}

/** Skips one date (or orders on it after all). */
export async function skipDate(
  db: Database,
  owner: StandingOwner,
  input: { id: string; date: string; skip: boolean },
  now: number,
) {
  await openDate(db, owner, input.id, input.date, now);
  await writeDate(db, input.id, input.date, { status: input.skip ? 'skipped' : 'scheduled' }, now);
  return getStanding(db, owner, input.id, now);
}

/**
 * The account holder skipping a date from a message (the WhatsApp button of decision 0110): the
 * holder owns its business, so every outlet's standing order is its own (decision 0117).
 */
export async function holderSkipsDate(
  db: Database,
  customerId: string,
  id: string,
  date: string,
  now: number,
) {
  const [row] = await db
    .select({ outletId: standingOrders.outletId })
    .from(standingOrders)
    .where(and(eq(standingOrders.id, id), eq(standingOrders.customerId, customerId)));
  if (!row?.outletId) throw fail.notFound(msg('error.standing.notFound'));
  return skipDate(db, { customerId, outletId: row.outletId }, { id, date, skip: true }, now);
}

/** This date's own quantities: lines of the standing order only; 0 leaves one out of that run. */
export async function setDateLines(
  db: Database,
  owner: StandingOwner,
  input: { id: string; date: string; lines: { product_id: string; quantity: number }[] },
  now: number,
) {
  await openDate(db, owner, input.id, input.date, now);
  const standing = await db
    .select({ productId: standingOrderLines.productId, name: products.name, ...stepColumns })
    .from(standingOrderLines)
    .innerJoin(products, eq(products.id, standingOrderLines.productId))
    .where(eq(standingOrderLines.standingOrderId, input.id));
  const lines = input.lines.map((l) => {
    const line = standing.find((s) => s.productId === l.product_id);
    if (!line) throw fail.badRequest('not_in_standing_order', msg('error.standing.notItsLine'));
    const stored = toStored(l.quantity, line.soldBy);
    if (stored !== 0) {
      const refusal = measureRefusal(line, stored);
      if (refusal) throw refusal;
    }
    return { productId: line.productId, quantity: stored! };
  });
  await writeDate(db, input.id, input.date, { status: 'scheduled', lines }, now);
  return getStanding(db, owner, input.id, now);
}
