import {
  customerCredit,
  customerPayments,
  type Database,
  orders,
  outletCredit,
  type Tx,
  taxDocuments,
} from '@app/db';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { DAY, istDayOf, istRange } from '../shared/query.ts';

/** Start (epoch ms) of the Indian day `ms` falls in. */
export const dayStart = (ms: number) => istRange({ from: istDayOf(ms) }).start!;

/** The due date of a credit order placed at `placedAt`: its Indian day plus the period. */
export const dueAtOf = (placedAt: number, periodDays: number) => dayStart(placedAt) + periodDays * DAY;

export const AGEING_BUCKETS = ['current', '1_15', '16_30', '31_60', '60_plus'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** Which ageing bucket an amount `daysPastDue` days past its due date falls in. */
export function bucketOf(daysPastDue: number): AgeingBucket {
  if (daysPastDue <= 0) return 'current';
  if (daysPastDue <= 15) return '1_15';
  if (daysPastDue <= 30) return '16_30';
  if (daysPastDue <= 60) return '31_60';
  return '60_plus';
}

type OrderRow = Pick<
  typeof orders.$inferSelect,
  | 'id'
  | 'orderNumber'
  | 'status'
  | 'totalPaise'
  | 'creditPaise'
  | 'creditDueAt'
  | 'createdAt'
  | 'updatedAt'
  | 'outletId'
>;
type NoteRow = { orderId: string; number: string; totalPaise: number; issuedAt: number };
type PaymentRow = typeof customerPayments.$inferSelect;

export type EntryKind = 'order' | 'credit_note' | 'cancellation' | 'adjustment' | 'payment';
export interface Entry {
  at: number;
  kind: EntryKind;
  reference: string;
  description: string;
  /** Positive: the customer owes more; negative: less. */
  amountPaise: number;
  dueAt: number | null;
  /** The outlet of the order it belongs to; null for a payment (the account's) or an order of none. */
  outletId: string | null;
}

/** What a credit order still charges: nothing once cancelled, else its total after short lines. */
const owedOf = (o: OrderRow) => (o.status === 'cancelled' ? 0 : o.totalPaise);

/**
 * The account from its rows: each credit order a debit when placed, its credit notes as credits,
 * and whatever else lowered it (a cancellation, a short line before its invoice) as one entry, so
 * an order always nets to what it still charges. Payments pay the oldest due orders first.
 */
export function buildLedger(rows: OrderRow[], notes: NoteRow[], payments: PaymentRow[], now: number) {
  const entries: Entry[] = [];
  for (const o of rows) {
    const charged = o.creditPaise ?? o.totalPaise;
    entries.push({
      at: o.createdAt,
      kind: 'order',
      reference: o.orderNumber,
      description: `Order ${o.orderNumber}`,
      amountPaise: charged,
      dueAt: o.creditDueAt,
      outletId: o.outletId,
    });
    const own = notes.filter((n) => n.orderId === o.id);
    for (const n of own)
      entries.push({
        at: n.issuedAt,
        kind: 'credit_note',
        reference: n.number,
        description: `Credit note against order ${o.orderNumber}`,
        amountPaise: -n.totalPaise,
        dueAt: null,
        outletId: o.outletId,
      });
    const rest = owedOf(o) - charged + own.reduce((s, n) => s + n.totalPaise, 0);
    if (rest !== 0)
      entries.push({
        at: o.updatedAt,
        kind: o.status === 'cancelled' ? 'cancellation' : 'adjustment',
        reference: o.orderNumber,
        description:
          o.status === 'cancelled' ? `Order ${o.orderNumber} cancelled` : `Order ${o.orderNumber} adjusted`,
        amountPaise: rest,
        dueAt: null,
        outletId: o.outletId,
      });
  }
  for (const p of payments)
    entries.push({
      at: p.createdAt,
      kind: 'payment',
      reference: p.reference,
      description: `Payment received ${p.paidOn}`,
      amountPaise: -p.amountPaise,
      dueAt: null,
      outletId: null,
    });
  entries.sort((a, b) => a.at - b.at);

  // FIFO: the payments settle the earliest due orders first.
  let paid = payments.reduce((s, p) => s + p.amountPaise, 0);
  const today = dayStart(now);
  const open = [...rows]
    .sort((a, b) => a.creditDueAt! - b.creditDueAt! || a.createdAt - b.createdAt)
    .map((o) => {
      const take = Math.min(paid, owedOf(o));
      paid -= take;
      const daysPastDue = Math.round((today - o.creditDueAt!) / DAY);
      return { order: o, outstandingPaise: owedOf(o) - take, daysPastDue };
    })
    .filter((x) => x.outstandingPaise > 0);
  const ageing = Object.fromEntries(AGEING_BUCKETS.map((b) => [b, 0])) as Record<AgeingBucket, number>;
  for (const x of open) ageing[bucketOf(x.daysPastDue)] += x.outstandingPaise;
  const balancePaise = entries.reduce((s, e) => s + e.amountPaise, 0);
  return {
    entries,
    open,
    ageing,
    balancePaise,
    overduePaise: open.filter((x) => x.daysPastDue > 0).reduce((s, x) => s + x.outstandingPaise, 0),
  };
}

export type Ledger = ReturnType<typeof buildLedger>;

/** What an outlet's credit orders still owe, the account's payments taken oldest due first. */
export const outletOutstanding = (l: Pick<Ledger, 'open'>, outletId: string) =>
  l.open.filter((x) => x.order.outletId === outletId).reduce((s, x) => s + x.outstandingPaise, 0);

/**
 * A customer's credit line and ledger; with `outletId`, that outlet's own limit too (`outletLine`,
 * null when it has none) and what it may still draw: the account's available and its own.
 */
export async function loadLedger(db: Database | Tx, customerId: string, now: number, outletId?: string) {
  const reads = [
    () => db.select().from(customerCredit).where(eq(customerCredit.customerId, customerId)),
    () =>
      db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          status: orders.status,
          totalPaise: orders.totalPaise,
          creditPaise: orders.creditPaise,
          creditDueAt: orders.creditDueAt,
          createdAt: orders.createdAt,
          updatedAt: orders.updatedAt,
          outletId: orders.outletId,
        })
        .from(orders)
        .where(and(eq(orders.customerId, customerId), isNotNull(orders.creditDueAt)))
        .orderBy(asc(orders.createdAt)),
    () =>
      db
        .select({
          orderId: orders.id,
          number: taxDocuments.number,
          totalPaise: taxDocuments.totalPaise,
          issuedAt: taxDocuments.issuedAt,
        })
        .from(taxDocuments)
        .innerJoin(orders, eq(orders.id, taxDocuments.orderId))
        .where(
          and(
            eq(orders.customerId, customerId),
            isNotNull(orders.creditDueAt),
            eq(taxDocuments.kind, 'credit_note'),
          ),
        ),
    () => db.select().from(customerPayments).where(eq(customerPayments.customerId, customerId)),
    () =>
      outletId
        ? db
            .select()
            .from(outletCredit)
            .where(and(eq(outletCredit.outletId, outletId), eq(outletCredit.customerId, customerId)))
        : Promise.resolve([]),
  ] as const;
  // Together outside a transaction (one round trip to Turso); a transaction runs one at a time.
  const [[line], rows, notes, payments, [outletLine]] =
    'rollback' in db
      ? [await reads[0](), await reads[1](), await reads[2](), await reads[3](), await reads[4]()]
      : await Promise.all([reads[0](), reads[1](), reads[2](), reads[3](), reads[4]()]);
  const ledger = buildLedger(rows, notes, payments, now);
  const availablePaise = line ? Math.max(0, line.limitPaise - ledger.balancePaise) : 0;
  const outletAvailablePaise = outletLine
    ? Math.min(
        availablePaise,
        Math.max(0, outletLine.limitPaise - outletOutstanding(ledger, outletLine.outletId)),
      )
    : availablePaise;
  return {
    line: line ?? null,
    availablePaise,
    outletLine: outletLine ?? null,
    outletAvailablePaise,
    ...ledger,
  };
}
