import { type Database, users } from '@app/db';
import { eq } from 'drizzle-orm';
import type { StaffScope } from '../access/rules.ts';
import { loadAccount } from '../accounts/index.ts';
import type { SellerConfig } from '../config.ts';
import { accountStatementFile, type FontFiles } from '../invoices/index.ts';
import { istDayOf } from '../shared/query.ts';
import { loadLedger } from './ledger.ts';

/** The statement PDF of a customer's account: for itself, or staff reaching its city (else 404). */
export async function accountStatement(
  db: Database,
  operator: SellerConfig,
  fonts: FontFiles,
  reader: { customerId: string } | { scope: StaffScope; id: string },
  now: number,
) {
  const id = 'customerId' in reader ? reader.customerId : reader.id;
  if ('scope' in reader) await loadAccount(db, 'customer', id, reader.scope);
  const [[customer], l] = await Promise.all([
    db.select().from(users).where(eq(users.id, id)),
    loadLedger(db, id, now),
  ]);
  return accountStatementFile(
    {
      customer: {
        name: customer?.username ?? '',
        restaurant: customer?.restaurantName ?? '',
        email: customer?.email ?? '',
      },
      operator: { name: operator.name, gstin: operator.gstin },
      at: now,
      credit: l.line && { limitPaise: l.line.limitPaise, periodDays: l.line.periodDays },
      entries: l.entries.map((e) => ({
        at: e.at,
        reference: e.reference,
        description: e.description,
        amountPaise: e.amountPaise,
        dueDay: e.dueAt === null ? null : istDayOf(e.dueAt),
      })),
      summary: [
        ['Balance', l.balancePaise],
        ['Overdue', l.overduePaise],
        ['Not yet due', l.ageing.current],
        ['1-15 days past due', l.ageing['1_15']],
        ['16-30 days past due', l.ageing['16_30']],
        ['31-60 days past due', l.ageing['31_60']],
        ['Over 60 days past due', l.ageing['60_plus']],
      ],
    },
    fonts,
  );
}
