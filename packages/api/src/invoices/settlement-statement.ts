import { bilingual, type Message, msg } from '../messages/index.ts';
import type { ImageStore } from '../ports.ts';
import { type Canvas, GREY } from './canvas.ts';
import type { FontFiles } from './fonts.ts';
import { keptPdf, keptPdfKey } from './kept-pdf.ts';
import { dateIst, money, percent } from './labels.ts';
import {
  type Column,
  M,
  partyBlock,
  RIGHT,
  statementFile,
  statementTitle,
  summaryLines,
  tableHeader,
  tableRow,
} from './statement-layout.ts';

/** A supplier's settlement statement: every delivered line settled, and how the payout is reached. */
export interface SettlementStatement {
  periodStart: string;
  periodEnd: string;
  supplier: { name: string; gstin: string | null; address: string };
  operator: { name: string; gstin: string };
  status: 'ready' | 'paid';
  createdAt: number;
  reference: string | null;
  paidAt: number | null;
  lines: {
    orderNumber: string;
    name: string;
    /** As printed: packs, or '2.5 kg'. */
    quantity: string;
    taxablePaise: number;
    taxPaise: number;
    commissionBps: number;
    commissionPaise: number;
  }[];
  /** Label and signed amount (paise), the last being the amount payable. */
  summary: [Message, number][];
}

const COLS: Column[] = [
  { title: msg('pdf.settlement.order'), x: M + 2, align: 'left' },
  { title: msg('pdf.slip.item'), x: M + 112, align: 'left' },
  { title: msg('pdf.col.qty'), x: RIGHT - 200, align: 'right' },
  { title: msg('pdf.settlement.taxable'), x: RIGHT - 140, align: 'right' },
  { title: 'GST', x: RIGHT - 80, align: 'right' },
  { title: msg('pdf.settlement.commission'), x: RIGHT - 2, align: 'right' },
];

function draw(c: Canvas, s: SettlementStatement) {
  let y = statementTitle(c, msg('pdf.settlement.title'));
  c.text(`${dateIst(Date.parse(s.periodStart))} – ${dateIst(Date.parse(s.periodEnd))}`, RIGHT, y, {
    size: 11,
    bold: true,
    align: 'right',
  });
  y -= 16;
  const state =
    s.status === 'paid'
      ? msg('pdf.settlement.paid', { date: dateIst(s.paidAt!), reference: s.reference ?? '' })
      : msg('pdf.settlement.ready');
  c.text(bilingual(state), RIGHT, y, { size: 9, color: GREY, align: 'right' });
  y -= 26;
  const to = [
    s.supplier.name,
    `GSTIN: ${s.supplier.gstin ?? bilingual(msg('pdf.unregistered'))}`,
    ...c.wrap(s.supplier.address, 240, { size: 10 }),
  ];
  partyBlock(c, y, M, msg('pdf.settlement.payee'), to.filter(Boolean));
  const payer = [s.operator.name, `GSTIN: ${s.operator.gstin}`];
  partyBlock(c, y, M + 290, msg('pdf.settlement.payer'), payer);
  y -= 30 + to.length * 12;
  y = tableHeader(c, y, COLS);
  for (const l of s.lines)
    y = tableRow(c, y, COLS, [
      l.orderNumber,
      c.wrap(l.name, COLS[2]!.x - COLS[1]!.x - 40, { size: 9 })[0] ?? '',
      l.quantity,
      money(l.taxablePaise),
      money(l.taxPaise),
      `${money(l.commissionPaise)} (${percent(l.commissionBps / 100)})`,
    ]);
  summaryLines(c, y, s.summary, 'last');
}

/**
 * The statement as a PDF download. A settlement covers a closed week, but its statement still
 * changes when it is paid or the supplier's name or address changes: it is kept under a hash
 * of everything it prints, so a changed one is a new file and a kept one is never stale.
 */
export function settlementStatementFile(s: SettlementStatement, fonts: FontFiles, store: ImageStore) {
  const text = JSON.stringify(s);
  return statementFile(
    {
      title: `Settlement ${s.periodStart} to ${s.periodEnd}`,
      author: s.operator.name,
      at: s.createdAt,
      filename: `Settlement_${s.periodStart}_${s.periodEnd}.pdf`,
      text,
    },
    fonts,
    (c) => draw(c, s),
    (drawPdf) => keptPdf(store, keptPdfKey('settlement', text), drawPdf),
  );
}
