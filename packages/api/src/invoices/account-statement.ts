import { bilingual, type Message, msg } from '../messages/index.ts';
import { type Canvas, GREY } from './canvas.ts';
import type { FontFiles } from './fonts.ts';
import { dateIst, money } from './labels.ts';
import {
  type Column,
  M,
  partyBlock,
  RIGHT,
  signedRupees,
  statementFile,
  statementTitle,
  summaryLines,
  tableHeader,
  tableRow,
} from './statement-layout.ts';

/** A customer's credit account statement (decision 0070): its ledger and how old the debt is. */
export interface AccountStatement {
  /** `outlets`: which outlets it covers, when the business has several (decision 0119). */
  customer: { name: string; restaurant: string; email: string; outlets?: string | null };
  operator: { name: string; gstin: string };
  at: number;
  credit: { limitPaise: number; periodDays: number } | null;
  entries: {
    at: number;
    reference: string;
    description: string;
    amountPaise: number;
    dueDay: string | null;
  }[];
  /** Label and amount (paise): balance, overdue and the ageing buckets. */
  summary: [Message, number][];
}

const COLS: Column[] = [
  { title: msg('pdf.account.date'), x: M + 2, align: 'left' },
  { title: msg('pdf.account.reference'), x: M + 70, align: 'left' },
  { title: msg('pdf.col.description'), x: M + 190, align: 'left' },
  { title: msg('pdf.account.debit'), x: RIGHT - 130, align: 'right' },
  { title: msg('pdf.account.credit'), x: RIGHT - 65, align: 'right' },
  { title: msg('pdf.account.balance'), x: RIGHT - 2, align: 'right' },
];

function draw(c: Canvas, s: AccountStatement) {
  let y = statementTitle(c, msg('pdf.account.title'));
  c.text(dateIst(s.at), RIGHT, y, { size: 11, bold: true, align: 'right' });
  y -= 16;
  const terms = s.credit
    ? msg('pdf.account.limit', { limit: `₹${money(s.credit.limitPaise)}`, days: s.credit.periodDays })
    : msg('pdf.account.noCredit');
  c.text(bilingual(terms), RIGHT, y, { size: 9, color: GREY, align: 'right' });
  y -= 26;
  partyBlock(c, y, M, msg('pdf.account.customer'), [
    s.customer.restaurant || s.customer.name,
    ...(s.customer.outlets ? [s.customer.outlets] : []),
    s.customer.name,
    s.customer.email,
  ]);
  partyBlock(c, y, M + 290, msg('pdf.account.from'), [s.operator.name, `GSTIN: ${s.operator.gstin}`]);
  y = tableHeader(c, y - 60, COLS);
  let balance = 0;
  for (const e of s.entries) {
    balance += e.amountPaise;
    const description = e.dueDay ? `${e.description} (due ${e.dueDay})` : e.description;
    y = tableRow(c, y, COLS, [
      dateIst(e.at),
      e.reference,
      c.wrap(description, COLS[3]!.x - COLS[2]!.x - 50, { size: 9 })[0] ?? '',
      e.amountPaise > 0 ? money(e.amountPaise) : '',
      e.amountPaise < 0 ? money(-e.amountPaise) : '',
      signedRupees(balance),
    ]);
  }
  if (s.entries.length === 0) {
    c.text(bilingual(msg('pdf.account.empty')), M + 2, y, { size: 9, color: GREY });
    y -= 14;
  }
  summaryLines(c, y, s.summary, 'first');
}

/** The statement as a PDF download. */
export const accountStatementFile = (s: AccountStatement, fonts: FontFiles) =>
  statementFile(
    {
      title: `Account statement ${dateIst(s.at)}`,
      author: s.operator.name,
      at: s.at,
      filename: `Statement_${new Date(s.at + 330 * 60_000).toISOString().slice(0, 10)}.pdf`, // India's day
      text: JSON.stringify(s),
    },
    fonts,
    (c) => draw(c, s),
  );
