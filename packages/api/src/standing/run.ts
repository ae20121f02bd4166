import {
  type ApprovalReason,
  type Database,
  deliverySlots,
  outlets,
  products,
  standingOrderLines,
  standingOrderRuns,
  standingOrders,
  supplierTerms,
  users,
} from '@app/db';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { approvalRequired, placeOrRequest } from '../approvals/index.ts';
import { buyingFor } from '../business/index.ts';
import { termsIn } from '../cart/index.ts';
import type { OrderLimits } from '../config.ts';
import { AppError, detailIn, fail } from '../errors.ts';
import { type Language, msg, render } from '../messages/index.ts';
import { istDayOf } from '../shared/query.ts';
import { runLines, sortLines } from './lines.ts';
import { tellAhead, tellFailed, tellPlaced } from './run-notices.ts';
import { daysAround, LOOK_AHEAD, placeBy, REMIND_LEAD, runsOn } from './schedule.ts';

/** A runner holds a claimed run this long; one that died meanwhile leaves it to the next. */
const LEASE_MS = 5 * 60_000;
/** Orders a pass places at most: a Workers Cron invocation stays short; the next pass goes on. */
const PLACE_PER_PASS = 100;

type Standing = typeof standingOrders.$inferSelect;
type Slot = typeof deliverySlots.$inferSelect;
type Run = typeof standingOrderRuns.$inferSelect;
const customer = alias(users, 'customer');
/** The city a standing order buys in: its outlet's (decision 0117), else its account's. */
const cityOf = sql<string | null>`coalesce(${outlets.cityId}, ${customer.cityId})`;

/** Active standing orders with their slot and outlet's city, and each one's earliest supplier order-by. */
async function readActive(db: Database, days: string[]) {
  const [active, runs, orderBy] = await Promise.all([
    db
      .select({ s: standingOrders, slot: deliverySlots, cityId: cityOf })
      .from(standingOrders)
      .innerJoin(customer, eq(customer.id, standingOrders.customerId))
      .leftJoin(outlets, eq(outlets.id, standingOrders.outletId))
      .leftJoin(deliverySlots, eq(deliverySlots.id, standingOrders.slotId))
      // A closed or deactivated account's standing orders wait: nobody may order for it.
      .where(
        and(eq(standingOrders.status, 'active'), eq(customer.isActive, true), isNull(customer.deletedAt)),
      ),
    db.select().from(standingOrderRuns).where(inArray(standingOrderRuns.runDate, days)),
    db
      .select({
        id: standingOrderLines.standingOrderId,
        minute: sql<number | null>`min(${supplierTerms.cutoffMinute})`,
      })
      .from(standingOrderLines)
      .innerJoin(standingOrders, eq(standingOrders.id, standingOrderLines.standingOrderId))
      .innerJoin(customer, eq(customer.id, standingOrders.customerId))
      .leftJoin(outlets, eq(outlets.id, standingOrders.outletId))
      .innerJoin(products, eq(products.id, standingOrderLines.productId))
      .innerJoin(supplierTerms, termsIn(cityOf))
      .where(eq(standingOrders.status, 'active'))
      .groupBy(standingOrderLines.standingOrderId),
  ]);
  return {
    active,
    runs: new Map(runs.map((r) => [`${r.standingOrderId}:${r.runDate}`, r])),
    orderBy: new Map(orderBy.flatMap((o) => (o.minute === null ? [] : [[o.id, o.minute] as const]))),
  };
}

/** What a pass does for one date of one standing order: place it, tell the customer ahead, or nothing yet. */
function dueAction(
  s: Standing,
  slot: Slot | null,
  day: string,
  run: Run | undefined,
  orderBy: number | undefined,
  now: number,
) {
  if (!runsOn(s, day)) return null;
  const moment = placeBy(day, slot, orderBy === undefined ? [] : [orderBy]);
  // A date whose moment passed before the standing order existed is not one of its runs.
  if (moment < s.createdAt || now < moment - LOOK_AHEAD) return null;
  const open =
    !run || run.status === 'scheduled' || (run.status === 'running' && (run.leaseUntil ?? 0) < now);
  if (now >= moment) return open ? 'place' : null;
  if (now >= moment - REMIND_LEAD && (!run || (run.status === 'scheduled' && run.remindedAt === null)))
    return 'remind';
  return null;
}

/**
 * Standing orders' background work (decision 0096), on every scheduled pass: tells each customer
 * what a run will order ahead of it, and at its moment places the order through checkout's rules.
 * A run happens once per standing order and date, also with two servers or a Cron retry: a
 * runner claims the date's row with a lease before it places, and the order carries the date's
 * idempotency key, so a runner that died after placing is answered the same order on the retry.
 */
export async function runStandingOrders(db: Database, now: number, limits: OrderLimits) {
  const days = daysAround(istDayOf(now));
  const { active, runs, orderBy } = await readActive(db, days);
  let placed = 0;
  for (const { s, slot, cityId } of active)
    for (const day of days) {
      const run = runs.get(`${s.id}:${day}`);
      const action = dueAction(s, slot, day, run, orderBy.get(s.id), now);
      if (action === 'remind') await remind(db, s, cityId, day, run, now);
      if (
        action === 'place' &&
        placed < PLACE_PER_PASS &&
        (await place(db, s, { cityId, day, run, now, limits }))
      )
        placed++;
    }
  return placed;
}

/** Tells the customer once what the date's run will order, while it can still skip or change it. */
async function remind(
  db: Database,
  s: Standing,
  cityId: string | null,
  day: string,
  run: Run | undefined,
  now: number,
) {
  const [claimed] = await db
    .insert(standingOrderRuns)
    .values({ standingOrderId: s.id, runDate: day, remindedAt: now, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [standingOrderRuns.standingOrderId, standingOrderRuns.runDate],
      set: { remindedAt: now, updatedAt: now },
      setWhere: sql`${standingOrderRuns.status} = 'scheduled' and ${standingOrderRuns.remindedAt} is null`,
    })
    .returning();
  if (!claimed) return;
  await tellAhead(db, s, day, await runLines(db, s.id, cityId, day, run), now);
}

/** Claims the date's run, orders what it can and tells the customer what it did; false: not claimed. */
async function place(
  db: Database,
  s: Standing,
  r: { cityId: string | null; day: string; run: Run | undefined; now: number; limits: OrderLimits },
) {
  const { day, now } = r;
  const [claimed] = await db
    .insert(standingOrderRuns)
    .values({
      standingOrderId: s.id,
      runDate: day,
      status: 'running',
      leaseUntil: now + LEASE_MS,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [standingOrderRuns.standingOrderId, standingOrderRuns.runDate],
      set: { status: 'running', leaseUntil: now + LEASE_MS, updatedAt: now },
      setWhere: sql`${standingOrderRuns.status} = 'scheduled' or (${standingOrderRuns.status} = 'running' and ${standingOrderRuns.leaseUntil} < ${now})`,
    })
    .returning();
  if (!claimed) return false;
  const [user] = await db.select().from(users).where(eq(users.id, s.customerId));
  const language = user!.preferredLanguage;
  const lines = await runLines(db, s.id, r.cityId, day, claimed);
  const { kept, notOrdered } = sortLines(lines, { day, dated: s.slotId !== null, now, language });
  const finish = (set: Partial<Run>) =>
    db
      .update(standingOrderRuns)
      .set({ ...set, leaseUntil: null, ranAt: now, updatedAt: now })
      .where(and(eq(standingOrderRuns.standingOrderId, s.id), eq(standingOrderRuns.runDate, day)));
  // Every line set to 0 for the date: the customer skipped it by its quantities.
  if (lines.length === 0) {
    await finish({ status: 'skipped' });
    return true;
  }
  if (kept.length === 0) {
    await finish({ status: 'failed', report: notOrdered });
    await tellFailed(db, s, day, notOrdered, now);
    return true;
  }
  try {
    const placed = await placeOrRequest(
      db,
      await buyingAs(db, s, now),
      {
        delivery_address: s.deliveryAddress,
        phone: s.phone,
        payment_method: s.paymentMethod,
        contact_person: s.contactPerson,
        alternate_phone: s.alternatePhone,
        landmark: s.landmark,
        delivery_notes: s.deliveryNotes,
        ...(s.slotId ? { slot_id: s.slotId, slot_date: day } : {}),
        idempotency_key: `standing-${s.id}-${day}`,
      },
      now,
      r.limits,
      { read: async () => kept, fromCart: false },
    );
    if ('request' in placed) {
      const report = [
        ...notOrdered,
        {
          name: null,
          reason: await heldReason(db, {
            outletId: placed.request.outletId,
            reasons: placed.reasons,
            language,
            now,
          }),
        },
      ];
      await finish({ status: 'failed', report });
      await tellFailed(db, s, day, report, now);
      return true;
    }
    const { order } = placed;
    await finish({ status: 'placed', orderId: order.id, report: notOrdered });
    await tellPlaced(
      db,
      s,
      day,
      { number: order.order_number, lines: kept.length, notOrdered, online: s.paymentMethod === 'ONLINE' },
      now,
    );
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    const report = [...notOrdered, { name: null, reason: detailIn(e, language) }];
    await finish({ status: 'failed', report });
    await tellFailed(db, s, day, report, now);
  }
  return true;
}

/**
 * Who a run buys as (decision 0117): the person who last saved the standing order, for its outlet,
 * as a checkout of theirs would; the account holder when that person's account is gone. One who
 * no longer reaches the outlet (removed, deactivated) orders nothing: the run says so.
 */
async function buyingAs(db: Database, s: Standing, now: number) {
  const gone = () => fail.forbidden(msg('error.standing.makerGone'));
  const [person] = await db
    .select()
    .from(users)
    .where(eq(users.id, s.createdBy ?? s.customerId));
  if (!person?.isActive || person.deletedAt !== null) throw gone();
  return buyingFor(db, person, s.outletId, now).catch((e: unknown) => {
    throw e instanceof AppError ? gone() : e;
  });
}

/** Why a run placed nothing when the outlet's rules sent it for approval: the reasons, and what now. */
async function heldReason(
  db: Database,
  held: { outletId: string; reasons: ApprovalReason[]; language: Language; now: number },
) {
  const refusal = await approvalRequired(db, held.outletId, held.reasons, held.now);
  return `${detailIn(refusal, held.language)} ${render(held.language, msg('standing.sentForApproval'))}`;
}
