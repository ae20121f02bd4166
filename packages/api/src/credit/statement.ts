import { type Database, users } from '@app/db';
import { eq } from 'drizzle-orm';
import type { StaffScope } from '../access/rules.ts';
import { loadAccount } from '../accounts/index.ts';
import type { SellerConfig } from '../config.ts';
import { accountStatementFile, type FontFiles } from '../invoices/index.ts';
import { msg } from '../messages/index.ts';
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
        [msg('pdf.account.balance'), l.balancePaise],
        [msg('pdf.account.overdue'), l.overduePaise],
        [msg('pdf.account.current'), l.ageing.current],
        [msg('pdf.account.days1'), l.ageing['1_15']],
        [msg('pdf.account.days16'), l.ageing['16_30']],
        [msg('pdf.account.days31'), l.ageing['31_60']],
        [msg('pdf.account.days60'), l.ageing['60_plus']],
      ],
    },
    fonts,
  );
}
