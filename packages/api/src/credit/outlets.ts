import { businesses, type Database, outletCredit, outlets } from '@app/db';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { StaffScope } from '../access/rules.ts';
import { loadAccount } from '../accounts/index.ts';
import { audit } from '../audit/index.ts';
import type { Buying } from '../business/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { toPaise } from '../shared/money.ts';
import { AGEING_BUCKETS, type AgeingBucket, bucketOf, type Ledger, outletOutstanding } from './ledger.ts';
import type { setOutletCreditInput } from './schemas.ts';

/** Each outlet of the account holder's business, with its own credit limit if it has one. */
export const outletLines = (db: Database, customerId: string) =>
  db
    .select({ id: outlets.id, name: outlets.name, limitPaise: outletCredit.limitPaise })
    .from(outlets)
    .innerJoin(businesses, eq(businesses.id, outlets.businessId))
    .leftJoin(outletCredit, eq(outletCredit.outletId, outlets.id))
    .where(eq(businesses.customerId, customerId))
    .orderBy(asc(outlets.createdAt), sql`${outlets}.rowid`);

export type OutletLine = Awaited<ReturnType<typeof outletLines>>[number];

/** Each outlet's limit and what its credit orders still owe. */
export const perOutlet = (lines: OutletLine[], l: Pick<Ledger, 'open'>) =>
  lines.map((o) => ({ ...o, outstandingPaise: outletOutstanding(l, o.id) }));

/**
 * The ledger as a member (or an owner choosing outlets) sees it: the credit orders of its outlets,
 * their credit notes and adjustments, and what they still owe. Payments are the account's, paid
 * oldest due first across outlets, so they are one entry here: what they paid of these orders
 * (decision 0119), dated with the last payment; the entries then add up to the balance.
 */
export function seenBy<L extends Ledger>(l: L, outletIds: string[] | null): L {
  if (outletIds === null) return l;
  const mine = (id: string | null) => id !== null && outletIds.includes(id);
  const open = l.open.filter((x) => mine(x.order.outletId));
  const ageing = Object.fromEntries(AGEING_BUCKETS.map((b) => [b, 0])) as Record<AgeingBucket, number>;
  for (const x of open) ageing[bucketOf(x.daysPastDue)] += x.outstandingPaise;
  const balancePaise = open.reduce((s, x) => s + x.outstandingPaise, 0);
  const entries = l.entries.filter((e) => mine(e.outletId));
  const paidPaise = entries.reduce((s, e) => s + e.amountPaise, 0) - balancePaise;
  const lastPayment = l.entries.findLast((e) => e.kind === 'payment');
  if (paidPaise > 0 && lastPayment)
    entries.push({
      at: Math.max(lastPayment.at, entries.at(-1)?.at ?? 0),
      kind: 'payment',
      reference: '',
      description: 'Payments applied to these orders',
      amountPaise: -paidPaise,
      dueAt: null,
      outletId: null,
    });
  return {
    ...l,
    entries,
    open,
    ageing,
    balancePaise,
    overduePaise: open.filter((x) => x.daysPastDue > 0).reduce((s, x) => s + x.outstandingPaise, 0),
  };
}

/** The outlets a buyer sees the credit of: every one for an owner, else those it reaches. */
export const visibleLines = (lines: OutletLine[], b: Pick<Buying, 'outletIds'>) =>
  b.outletIds === null ? lines : lines.filter((o) => b.outletIds!.includes(o.id));

/**
 * The outlets a buyer's ledger or statement covers (decision 0119): the one it names, which must be
 * one it sees the credit of (403 otherwise, an unknown id alike), else all it sees (null: every one).
 */
export function outletsSeen(lines: OutletLine[], b: Pick<Buying, 'outletIds'>, outletId: string | undefined) {
  if (!outletId) return b.outletIds;
  if (!visibleLines(lines, b).some((o) => o.id === outletId))
    throw fail.forbidden(msg('error.business.notYourOutlet'));
  return [outletId];
}

/**
 * Staff set (or with null clear) an outlet's own credit limit, with the same permission and city
 * scope as the account's line; it can only narrow what the account's line allows.
 */
export async function setOutletCredit(
  db: Database,
  scope: StaffScope,
  actorId: string,
  input: z.output<typeof setOutletCreditInput>,
  now: number,
) {
  const { user } = await loadAccount(db, 'customer', input.id, scope);
  const lines = await outletLines(db, user.id);
  const before = lines.find((o) => o.id === input.outlet_id);
  if (!before) throw fail.notFound(msg('error.business.outletNotFound'));
  const limitPaise = input.limit === null ? null : toPaise(input.limit);
  await db.write(async (tx) => {
    if (limitPaise === null) await tx.delete(outletCredit).where(eq(outletCredit.outletId, before.id));
    else {
      const values = { limitPaise, setById: actorId, setAt: now };
      await tx
        .insert(outletCredit)
        .values({ outletId: before.id, customerId: user.id, ...values })
        .onConflictDoUpdate({ target: outletCredit.outletId, set: values });
    }
    await audit(
      tx,
      {
        actorId,
        action: 'customer.outlet_credit',
        entity: 'outlet',
        entityId: before.id,
        before: { limitPaise: before.limitPaise },
        after: { limitPaise },
      },
      now,
    );
  });
  return user.id;
}
