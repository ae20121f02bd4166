import type { Database } from '@app/db';
import type { ReportReach } from '../business/index.ts';
import { type Language, msg, render } from '../messages/index.ts';
import { csvFile } from '../shared/csv.ts';
import type { SpendGroup, SpendRange } from './schemas.ts';
import { FEES_KEY, NO_OUTLET_KEY, OPERATOR_KEY, spendSummary } from './summary.ts';

const money = (rupees: number) => rupees.toFixed(2);

/** The spend summary as CSV in the caller's language: a row per group, the totals, then what was recovered. */
export async function spendCsv(
  db: Database,
  reach: ReportReach,
  input: SpendRange & { group_by: SpendGroup },
  language: Language,
  now: number,
) {
  const s = await spendSummary(db, reach, input);
  const t = (m: Parameters<typeof render>[1]) => render(language, m);
  const nameOf = (r: (typeof s.rows)[number]) =>
    r.key === FEES_KEY
      ? t(msg('spend.csv.feesRow'))
      : r.key === OPERATOR_KEY
        ? t(msg('spend.csv.operator'))
        : r.key === NO_OUTLET_KEY && input.group_by === 'outlet'
          ? t(msg('spend.csv.noOutlet'))
          : (r.name ?? r.key);
  const header = [
    t(msg(`spend.csv.${input.group_by}`)),
    t(msg('spend.csv.goods')),
    t(msg('spend.csv.gst')),
    t(msg('spend.csv.fees')),
    t(msg('spend.csv.total')),
    t(msg('spend.csv.orders')),
  ];
  const amounts = (r: Omit<(typeof s.rows)[number], 'key' | 'name'>) => [
    money(r.goods_value),
    money(r.gst),
    money(r.fees),
    money(r.total),
    r.orders,
  ];
  const rows = [
    ...s.rows.map((r) => [nameOf(r), ...amounts(r)]),
    [t(msg('spend.csv.totals')), ...amounts(s.totals)],
    [t(msg('spend.csv.creditNotes')), '', '', '', money(s.credit_notes.amount), s.credit_notes.count],
    [t(msg('spend.csv.claims')), '', '', '', money(s.claims.amount), s.claims.count],
  ];
  const name = `Spend-by-${input.group_by}-${input.from}-to-${input.to}`;
  return { ...csvFile(name, now, header, rows), filename: `${name}.csv` };
}
