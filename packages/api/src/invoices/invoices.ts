import type { Database } from '@app/db';
import { encodeBase64 } from '@oslojs/encoding';
import type { SessionUser } from '../accounts/index.ts';
import type { SellerConfig } from '../config.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import type { ImageStore } from '../ports.ts';
import { Lru } from '../shared/lru.ts';
import { perKey } from '../shared/per-key.ts';
import { againstOf, orderDocuments, readableDocument, readableOrder } from './documents.ts';
import type { FontFiles } from './fonts.ts';
import { draftDocuments } from './issue.ts';
import { keptPdf, keptPdfKey } from './kept-pdf.ts';
import { renderDocumentsPdf } from './pdf.ts';
import { printedDocument } from './printed.ts';

/**
 * Drawn PDFs per database (one per process on Node; a Worker's per-request database gets none),
 * by what they show: issued documents never change, so a key names them completely. Issued ones
 * are also kept in the blob store (kept-pdf.ts), for other processes and after a restart.
 */
const drawnFor = perKey((_db: Database) => new Lru<string, string>(200));

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
 * invoices and credit notes, or, before the order is confirmed, a proforma of each.
 */
export async function invoiceFile(
  db: Database,
  store: ImageStore,
  seller: SellerConfig,
  fonts: FontFiles,
  user: SessionUser,
  orderId: string,
) {
  const order = await readableOrder(db, user, orderId);
  const issued = await orderDocuments(db, order.id);
  const filename = `Invoice_${order.orderNumber}.pdf`;
  if (issued.length) {
    const key = `${order.id}:${issued.map((d) => d.number).join(',')}`;
    const draw = () =>
      keptPdf(store, keptPdfKey('order', key), () =>
        renderDocumentsPdf(
          issued.map((d) => printedDocument(d, order, againstOf(issued, d))),
          fonts,
        ),
      );
    return pdfFile(filename, await drawn(db, key, draw));
  }
  if (order.status === 'cancelled')
    throw fail.conflict('order_cancelled', msg('error.invoices.orderCancelled'));
  const key = `${order.id}:proforma:${order.version}:${order.updatedAt}`;
  const draw = async () =>
    renderDocumentsPdf(
      (await draftDocuments(db, order, seller)).map((d) =>
        printedDocument({ ...d, number: null, issuedAt: order.createdAt }, order),
      ),
      fonts,
    );
  return pdfFile(filename, await drawn(db, key, draw));
}

/** One issued document as {number}.pdf, for its seller, its buyer, or staff reaching its order. */
export async function documentFile(
  db: Database,
  store: ImageStore,
  fonts: FontFiles,
  user: SessionUser,
  number: string,
) {
  const { doc, order, against } = await readableDocument(db, user, number);
  const draw = () =>
    keptPdf(store, keptPdfKey('document', number), () =>
      renderDocumentsPdf([printedDocument(doc, order, against ?? undefined)], fonts),
    );
  return pdfFile(`${number}.pdf`, await drawn(db, number, draw));
}
