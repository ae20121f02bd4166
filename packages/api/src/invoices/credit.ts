import { type DocumentLine, newId, type Tx, taxDocuments } from '@app/db';
import { isInterState } from '../shared/gstin.ts';
import { billedLine } from '../shared/pricing.ts';
import { documentTotals, issuedOf } from './issue.ts';
import { nextDocumentNumber } from './series.ts';

type Doc = typeof taxDocuments.$inferSelect;

const lineKey = (l: DocumentLine) => `${l.name}\u0000${l.hsnCode}\u0000${l.pricePaise}`;

/** What a document still bills after its credit notes, line by line; empty once fully credited. */
function remainderOf(doc: Doc, notes: Doc[]): DocumentLine[] {
  const credited = new Map<string, { quantity: number; taxablePaise: number; taxPaise: number }>();
  for (const l of notes.flatMap((n) => n.lines)) {
    const c = credited.get(lineKey(l)) ?? { quantity: 0, taxablePaise: 0, taxPaise: 0 };
    credited.set(lineKey(l), {
      quantity: c.quantity + l.quantity,
      taxablePaise: c.taxablePaise + l.taxablePaise,
      taxPaise: c.taxPaise + l.taxPaise,
    });
  }
  const left: DocumentLine[] = [];
  for (const l of doc.lines) {
    // Two lines alike (same name, HSN and price) share what was credited, first line first.
    const c = credited.get(lineKey(l)) ?? { quantity: 0, taxablePaise: 0, taxPaise: 0 };
    const take = {
      quantity: Math.min(c.quantity, l.quantity),
      taxablePaise: Math.min(c.taxablePaise, l.taxablePaise),
      taxPaise: Math.min(c.taxPaise, l.taxPaise),
    };
    credited.set(lineKey(l), {
      quantity: c.quantity - take.quantity,
      taxablePaise: c.taxablePaise - take.taxablePaise,
      taxPaise: c.taxPaise - take.taxPaise,
    });
    const rest = {
      ...l,
      quantity: l.quantity - take.quantity,
      taxablePaise: l.taxablePaise - take.taxablePaise,
      taxPaise: l.taxPaise - take.taxPaise,
    };
    if (rest.quantity > 0 || rest.taxablePaise > 0) left.push(rest);
  }
  return left;
}

/** A credit note against `doc` for `lines` (section 34), numbered in its seller's credit series. */
async function issueCreditNote(tx: Tx, doc: Doc, lines: DocumentLine[], now: number) {
  const prefix = doc.number.slice(0, doc.number.indexOf('-'));
  const numbered = await nextDocumentNumber(tx, { key: doc.sellerKey, prefix }, 'credit', now);
  const { id: _id, number: _number, financialYear: _fy, sequence: _seq, issuedAt: _at, ...copy } = doc;
  const totals = documentTotals(lines, isInterState(doc.sellerState, doc.sellerGstin, doc.placeOfSupply));
  await tx.insert(taxDocuments).values({
    ...copy,
    ...totals,
    lines,
    ...numbered,
    id: newId('doc'),
    kind: 'credit_note',
    againstId: doc.id,
    issuedAt: now,
  });
  return { number: numbered.number, totalPaise: totals.totalPaise };
}

/**
 * Cancelling after issue: a credit note against each issued document for whatever it still bills
 * (all of it, or what earlier credit notes left), in the seller's credit note series. Answers the
 * new numbers. `sellerKey`: only that seller's documents (a supplier rejected its part).
 */
export async function creditOrderDocuments(tx: Tx, orderId: string, now: number, sellerKey?: string) {
  const issued = await issuedOf(tx, orderId);
  const numbers: string[] = [];
  for (const doc of issued) {
    if (doc.kind === 'credit_note') continue;
    if (sellerKey !== undefined && doc.sellerKey !== sellerKey) continue;
    const left = remainderOf(
      doc,
      issued.filter((d) => d.againstId === doc.id),
    );
    if (left.length === 0) continue;
    numbers.push((await issueCreditNote(tx, doc, left, now)).number);
  }
  return numbers;
}

/**
 * A supplier ships less of a line: a credit note against its invoice for the quantity not shipped.
 * Answers its number, or null when the seller's documents are not issued yet.
 */
export async function creditShortLine(
  tx: Tx,
  orderId: string,
  sellerKey: string,
  line: Omit<DocumentLine, 'quantity' | 'taxablePaise' | 'taxPaise'>,
  short: { quantity: number; taxablePaise: number; taxPaise: number },
  now: number,
) {
  const doc = (await issuedOf(tx, orderId)).find(
    (d) => d.sellerKey === sellerKey && d.kind !== 'credit_note',
  );
  if (!doc) return null;
  return (await issueCreditNote(tx, doc, [billedLine(doc.sellerGstin, { ...line, ...short })], now)).number;
}

/**
 * A credit note for part of one invoiced line (goods refused at the door, an approved claim),
 * never more than the line's invoice still bills after earlier notes: the quantity is cut to what
 * is left, and what is left of the value goes whole when the quantity does. Null when the seller's
 * invoice is not issued or the line is credited already.
 */
export async function creditLinePart(
  tx: Tx,
  orderId: string,
  sellerKey: string,
  line: Pick<DocumentLine, 'name' | 'hsnCode' | 'pricePaise'>,
  quantity: number,
  now: number,
) {
  const issued = await issuedOf(tx, orderId);
  const doc = issued.find((d) => d.sellerKey === sellerKey && d.kind !== 'credit_note');
  if (!doc) return null;
  const left = remainderOf(
    doc,
    issued.filter((d) => d.againstId === doc.id),
  ).find((l) => lineKey(l) === lineKey(line as DocumentLine));
  if (!left || left.quantity <= 0) return null;
  const q = Math.min(quantity, left.quantity);
  const share = (paise: number) => (q === left.quantity ? paise : Math.round((paise * q) / left.quantity));
  const credited = {
    ...left,
    quantity: q,
    taxablePaise: share(left.taxablePaise),
    taxPaise: share(left.taxPaise),
  };
  const note = await issueCreditNote(tx, doc, [credited], now);
  return { ...note, quantity: q, taxablePaise: credited.taxablePaise, taxPaise: credited.taxPaise };
}
