import { type Database, orderParts, type orders, type taxDocuments } from '@app/db';
import { encodeBase64 } from '@oslojs/encoding';
import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '../accounts/index.ts';
import type { SellerConfig } from '../config.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import type { ImageStore } from '../ports.ts';
import { Lru } from '../shared/lru.ts';
import { perKey } from '../shared/per-key.ts';
import { againstOf, orderDocuments, readableDocument, readableOrder } from './documents.ts';
import { draftDocuments } from './issue.ts';
import { keptPdf, keptPdfKey } from './kept-pdf.ts';
import type { DocumentPress } from './pdf.ts';
import { printedDocument } from './printed.ts';

type OrderRow = typeof orders.$inferSelect;
type DocumentRow = typeof taxDocuments.$inferSelect;

/**
 * Drawn PDFs per database (one per process on Node; a Worker's per-request database gets none),
 * by what they show: issued documents never change, so a key names them completely. Issued ones
 * are also kept in the blob store (kept-pdf.ts), for other processes and after a restart. An
 * order of many lines draws a long document, so the bytes are bounded as well as the count.
 */
const DRAWN_PDFS_KEPT = { count: 200, bytes: 32 * 1024 * 1024 };
const drawnFor = perKey(
  (_db: Database) =>
    new Lru<string, string>(DRAWN_PDFS_KEPT.count, {
      maxBytes: DRAWN_PDFS_KEPT.bytes,
      sizeOf: (base64) => base64.length,
    }),
);

const pdfFile = (filename: string, base64: string) => ({
  filename,
  contentType: 'application/pdf',
  base64,
});

async function drawn(db: Database, key: string, draw: () => Promise<Uint8Array>) {
  const cache = drawnFor(db);
  const hit = cache.get(key);
  if (hit) return hit;
  const base64 = encodeBase64(await draw());
  cache.set(key, base64);
  return base64;
}

/**
 * Every GST document of an order, one after another, as Invoice_{order number}.pdf: the issued
 * invoices and credit notes, then a proforma of each invoice still to come (a supplier's is issued
 * when its goods leave it; none for a part it rejected, none once the order is cancelled).
 */
export async function invoiceFile(
  db: Database,
  store: ImageStore,
  seller: SellerConfig,
  press: DocumentPress,
  user: SessionUser,
  orderId: string,
) {
  const order = await readableOrder(db, user, orderId);
  const issued = await orderDocuments(db, order.id);
  const filename = `Invoice_${order.orderNumber}.pdf`;
  const toCome = await invoicesToCome(db, order, seller, issued);
  if (!issued.length && !toCome.length)
    throw fail.conflict('order_cancelled', msg('error.invoices.orderCancelled'));
  if (!toCome.length) {
    const draw = () => keptOrderPdf(store, press, order, issued);
    return pdfFile(filename, await drawn(db, bundleKey(order.id, issued), draw));
  }
  const printedIssued = () => issued.map((d) => printedDocument(d, order, againstOf(issued, d)));
  const key = `${bundleKey(order.id, issued)}:proforma:${order.version}:${order.updatedAt}`;
  const proformas = toCome.map((d) =>
    printedDocument({ ...d, number: null, issuedAt: order.createdAt }, order),
  );
  return pdfFile(filename, await drawn(db, key, () => press([...printedIssued(), ...proformas])));
}

/**
 * Drafts of the invoices the order still awaits: sellers not yet invoiced whose part goes ahead
 * (none once the order is cancelled). Without any, the order's PDF is its issued documents only.
 */
export async function invoicesToCome(
  db: Database,
  order: OrderRow,
  seller: SellerConfig,
  issued: readonly { sellerKey: string; kind: string }[],
) {
  if (order.status === 'cancelled') return [];
  const invoiced = new Set(issued.filter((d) => d.kind !== 'credit_note').map((d) => d.sellerKey));
  const rejected = new Set(
    (
      await db
        .select({ supplierId: orderParts.supplierId })
        .from(orderParts)
        .where(and(eq(orderParts.orderId, order.id), eq(orderParts.status, 'rejected')))
    ).map((p) => p.supplierId),
  );
  return (await draftDocuments(db, order, seller)).filter(
    (d) => !invoiced.has(d.sellerKey) && !rejected.has(d.sellerKey),
  );
}

/** One issued document as {number}.pdf, for its seller, its buyer, or staff reaching its order. */
export async function documentFile(
  db: Database,
  store: ImageStore,
  press: DocumentPress,
  user: SessionUser,
  number: string,
) {
  const { doc, order, against } = await readableDocument(db, user, number);
  const draw = () => keptDocumentPdf(store, press, doc, order, against);
  return pdfFile(`${number}.pdf`, await drawn(db, number, draw));
}

const bundleKey = (orderId: string, issued: readonly DocumentRow[]) =>
  `${orderId}:${issued.map((d) => d.number).join(',')}`;

/**
 * An issued document's PDF, from the blob store or drawn into it: the one function both its
 * download and the background drawing (draw-ahead.ts) use, so either gives the same bytes.
 */
export const keptDocumentPdf = (
  store: ImageStore,
  press: DocumentPress,
  doc: DocumentRow,
  order: OrderRow,
  against: { number: string; issuedAt: number } | null,
) =>
  keptPdf(store, keptPdfKey('document', doc.number), () =>
    press([printedDocument(doc, order, against ?? undefined)]),
  );

/** The same for an order with nothing to come: its issued documents (in issue order) as one PDF. */
export const keptOrderPdf = (
  store: ImageStore,
  press: DocumentPress,
  order: OrderRow,
  issued: readonly DocumentRow[],
) =>
  keptPdf(store, keptPdfKey('order', bundleKey(order.id, issued)), () =>
    press(issued.map((d) => printedDocument(d, order, againstOf(issued, d)))),
  );
