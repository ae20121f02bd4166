import { customerCredit, customerPayments, type Database, newId, outletCredit } from '@app/db';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { StaffScope } from '../access/rules.ts';
import { loadAccount } from '../accounts/index.ts';
import { audit } from '../audit/index.ts';
import type { Buying } from '../business/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { notify } from '../notifications/index.ts';
import { formatRupees, toPaise, toRupees } from '../shared/money.ts';
import { istDayOf } from '../shared/query.ts';
import { type AgeingBucket, dueAtOf, loadLedger } from './ledger.ts';
import { outletLines, outletsSeen, perOutlet, seenBy, visibleLines } from './outlets.ts';
import type { recordPaymentInput, setCreditInput } from './schemas.ts';

const iso = (ms: number) => new Date(ms).toISOString();
const AGEING_KEYS: Record<AgeingBucket, string> = {
  current: 'current',
  '1_15': 'days_1_15',
  '16_30': 'days_16_30',
  '31_60': 'days_31_60',
  '60_plus': 'days_60_plus',
};

type Loaded = Awaited<ReturnType<typeof loadLedger>>;

/** The outlets shown (with outstanding) and, for a buyer, the outlet it buys for. */
interface OutletsView {
  outlets: ReturnType<typeof perOutlet>;
  outletId?: string;
  /** The whole account's overdue, which stops credit orders of every outlet. */
  accountOverduePaise?: number;
}

function ledgerDto(customerId: string, l: Loaded, view: OutletsView) {
  let running = 0;
  const own = view.outletId === undefined ? undefined : view.outlets.find((o) => o.id === view.outletId);
  return {
    customer_id: customerId,
    credit: l.line && {
      limit: toRupees(l.line.limitPaise),
      period_days: l.line.periodDays as 7 | 15 | 30,
      available: toRupees(l.availablePaise),
      set_at: iso(l.line.setAt),
    },
    balance: toRupees(l.balancePaise),
    overdue: toRupees(l.overduePaise),
    can_order_on_credit:
      l.line !== null && l.line.limitPaise > 0 && (view.accountOverduePaise ?? l.overduePaise) === 0,
    ageing: Object.fromEntries(
      Object.entries(l.ageing).map(([k, v]) => [AGEING_KEYS[k as AgeingBucket], toRupees(v)]),
    ) as Record<'current' | 'days_1_15' | 'days_16_30' | 'days_31_60' | 'days_60_plus', number>,
    entries: l.entries.map((e) => {
      running += e.amountPaise;
      return {
        date: iso(e.at),
        kind: e.kind,
        reference: e.reference,
        description: e.description,
        debit: toRupees(Math.max(0, e.amountPaise)),
        credit: toRupees(Math.max(0, -e.amountPaise)),
        balance: toRupees(running),
        due_date: e.dueAt === null ? null : istDayOf(e.dueAt),
      };
    }),
    open_orders: l.open.map((x) => ({
      order_id: x.order.id,
      order_number: x.order.orderNumber,
      due_date: istDayOf(x.order.creditDueAt!),
      outstanding: toRupees(x.outstandingPaise),
      days_past_due: x.daysPastDue,
    })),
    outstanding: toRupees(l.open.reduce((s, x) => s + x.outstandingPaise, 0)),
    outlet_credit: own
      ? {
          outlet_id: own.id,
          limit: own.limitPaise === null ? null : toRupees(own.limitPaise),
          outstanding: toRupees(own.outstandingPaise),
          available: toRupees(l.outletAvailablePaise),
        }
      : null,
    outlets: view.outlets.map((o) => ({
      outlet_id: o.id,
      name: o.name,
      limit: o.limitPaise === null ? null : toRupees(o.limitPaise),
      outstanding: toRupees(o.outstandingPaise),
    })),
  };
}

/** An account's ledger with each outlet of its business, as staff see it. */
async function accountLedger(db: Database, customerId: string, now: number) {
  const [l, lines] = await Promise.all([loadLedger(db, customerId, now), outletLines(db, customerId)]);
  return ledgerDto(customerId, l, { outlets: perOutlet(lines, l) });
}

/**
 * The business's ledger as the buyer sees it (decision 0112): the owner the whole account with each
 * outlet's outstanding, a member its outlets' credit orders; both the outlet it buys for.
 */
export async function buyerLedger(db: Database, b: Buying, now: number, outletId?: string) {
  const holder = b.buyer.id;
  const [l, lines] = await Promise.all([loadLedger(db, holder, now, b.outletId), outletLines(db, holder)]);
  const outlets = perOutlet(visibleLines(lines, b), l);
  return ledgerDto(holder, seenBy(l, outletsSeen(lines, b, outletId)), {
    outlets,
    outletId: b.outletId,
    accountOverduePaise: l.overduePaise,
  });
}

/** A customer's ledger for staff reaching its city; another city's customer is 404. */
export async function staffLedger(db: Database, scope: StaffScope, id: string, now: number) {
  await loadAccount(db, 'customer', id, scope);
  return accountLedger(db, id, now);
}

/** Grants or changes a credit line: audit-logged, and the customer is told. */
export async function setCredit(
  db: Database,
  scope: StaffScope,
  actorId: string,
  input: z.output<typeof setCreditInput>,
  now: number,
) {
  const { user } = await loadAccount(db, 'customer', input.id, scope);
  const values = {
    limitPaise: toPaise(input.limit),
    periodDays: input.period_days,
    setById: actorId,
    setAt: now,
  };
  await db.write(async (tx) => {
    const [before] = await tx
      .select({ limitPaise: customerCredit.limitPaise, periodDays: customerCredit.periodDays })
      .from(customerCredit)
      .where(eq(customerCredit.customerId, user.id));
    await tx
      .insert(customerCredit)
      .values({ customerId: user.id, ...values })
      .onConflictDoUpdate({ target: customerCredit.customerId, set: values });
    await audit(
      tx,
      {
        actorId,
        action: 'customer.credit',
        entity: 'user',
        entityId: user.id,
        before: before ?? null,
        after: { limitPaise: values.limitPaise, periodDays: values.periodDays },
      },
      now,
    );
    await notify(
      tx,
      user.id,
      {
        type: 'credit',
        title: msg('credit.line.title'),
        message: msg('credit.line.message', { limit: formatRupees(input.limit), days: input.period_days }),
      },
      now,
    );
  });
  return accountLedger(db, user.id, now);
}

/** Staff record money received; it pays the oldest due orders first. */
export async function recordPayment(
  db: Database,
  scope: StaffScope,
  actorId: string,
  input: z.output<typeof recordPaymentInput>,
  now: number,
) {
  const { user } = await loadAccount(db, 'customer', input.id, scope);
  if (input.paid_on > istDayOf(now))
    throw fail.badRequest('future_payment', msg('error.credit.futurePayment'));
  const id = newId('cpay');
  await db.write(async (tx) => {
    await tx.insert(customerPayments).values({
      id,
      customerId: user.id,
      amountPaise: toPaise(input.amount),
      paidOn: input.paid_on,
      reference: input.reference,
      recordedById: actorId,
      createdAt: now,
    });
    await audit(
      tx,
      {
        actorId,
        action: 'customer.payment',
        entity: 'user',
        entityId: user.id,
        after: { id, amountPaise: toPaise(input.amount), paidOn: input.paid_on, reference: input.reference },
      },
      now,
    );
    await notify(
      tx,
      user.id,
      {
        type: 'credit',
        title: msg('credit.paid.title'),
        message: msg('credit.paid.message', {
          amount: formatRupees(input.amount),
          reference: input.reference,
        }),
      },
      now,
    );
  });
  return { id, ledger: await accountLedger(db, user.id, now) };
}

/**
 * Checkout of a "Pay later" order, on the ledger read with the cart: refused with 409 without a line, with anything overdue, or
 * over the available credit, the account's or its outlet's own limit (decision 0112). Answers the order's credit columns, and `lineAsRead`, a guard for
 * the checkout's batch: the line is as read. (The checkout also guards that the customer placed
 * no order meanwhile, so two checkouts at once cannot both spend the same limit; payments and
 * credit notes only add to what is available.)
 */
export function chargeCredit(
  l: Loaded,
  customerId: string,
  outletId: string | undefined,
  totalPaise: number,
  now: number,
) {
  if (!l.line || l.line.limitPaise === 0) throw fail.conflict('no_credit', msg('error.credit.noCredit'));
  if (l.overduePaise > 0)
    throw fail.conflict(
      'credit_overdue',
      msg('error.credit.overdue', { amount: formatRupees(toRupees(l.overduePaise)) }),
    );
  if (totalPaise > l.availablePaise)
    throw fail.conflict(
      'credit_limit',
      msg('error.credit.overLimit', {
        total: formatRupees(toRupees(totalPaise)),
        available: formatRupees(toRupees(l.availablePaise)),
      }),
    );
  if (totalPaise > l.outletAvailablePaise)
    throw fail.conflict(
      'outlet_credit_limit',
      msg('error.credit.outletOverLimit', {
        total: formatRupees(toRupees(totalPaise)),
        available: formatRupees(toRupees(l.outletAvailablePaise)),
      }),
    );
  const accountLine = sql`(select ${customerCredit.setAt} from ${customerCredit} where ${customerCredit.customerId} = ${customerId}) = ${l.line.setAt}`;
  // The outlet's limit as read too, none staying none (checkout.ts guards the orders placed).
  const lineAsRead = outletId
    ? sql`${accountLine} and coalesce((select ${outletCredit.setAt} from ${outletCredit} where ${outletCredit.outletId} = ${outletId}), 0) = ${l.outletLine?.setAt ?? 0}`
    : accountLine;
  return { creditDueAt: dueAtOf(now, l.line.periodDays), creditPaise: totalPaise, lineAsRead };
}
