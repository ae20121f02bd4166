import { type Database, users } from '@app/db';
import { eq } from 'drizzle-orm';
import type { StaffScope } from '../access/rules.ts';
import { loadAccount } from '../accounts/index.ts';
import type { Buying } from '../business/index.ts';
import type { SellerConfig } from '../config.ts';
import { accountStatementFile, type FontFiles } from '../invoices/index.ts';
import { bilingual, msg } from '../messages/index.ts';
import { istDayOf } from '../shared/query.ts';
import { loadLedger } from './ledger.ts';
import { type OutletLine, outletLines, outletsSeen, seenBy } from './outlets.ts';

/**
 * The statement PDF of a customer's account: staff reaching its city (else 404) read the whole
 * account; a buyer (decision 0119) the outlets it reaches, or the one it names (another is 403).
 */
export async function accountStatement(
  db: Database,
  operator: SellerConfig,
  fonts: FontFiles,
  reader: { buying: Buying; outletId?: string } | { scope: StaffScope; id: string },
  now: number,
) {
  const id = 'buying' in reader ? reader.buying.buyer.id : reader.id;
  if ('scope' in reader) await loadAccount(db, 'customer', id, reader.scope);
  const [[customer], whole, lines] = await Promise.all([
    db.select().from(users).where(eq(users.id, id)),
    loadLedger(db, id, now),
    outletLines(db, id),
  ]);
  const seen = 'buying' in reader ? outletsSeen(lines, reader.buying, reader.outletId) : null;
  const l = seenBy(whole, seen);
  return accountStatementFile(
    {
      customer: {
        name: customer?.username ?? '',
        restaurant: customer?.restaurantName ?? '',
        email: customer?.email ?? '',
        outlets: outletsNamed(lines, seen),
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

/** Which outlets the statement covers, when the business has several: their names, or every one. */
function outletsNamed(lines: OutletLine[], outletIds: string[] | null) {
  if (lines.length < 2) return null;
  const names = lines.filter((o) => outletIds === null || outletIds.includes(o.id)).map((o) => o.name);
  const covered = outletIds === null ? bilingual(msg('pdf.account.allOutlets')) : names.join(', ');
  return `${bilingual(msg('pdf.account.outlets'))}: ${covered}`;
}
