import { type Database, documentDrawing, taxDocuments } from '@app/db';
import { and, asc, eq, gt, lte, or } from 'drizzle-orm';
import type { SellerConfig } from '../config.ts';
import type { ImageStore, Services } from '../ports.ts';
import { DAY } from '../shared/query.ts';
import { issuedDocument, orderDocuments } from './documents.ts';
import type { FontFiles } from './fonts.ts';
import { invoicesToCome, keptDocumentPdf, keptOrderPdf } from './invoices.ts';
import { type DocumentPress, pressOf } from './pdf.ts';

/** Documents a run draws at most: a few tenths of a second of CPU, every 10 s on Node. */
export const DRAW_BATCH = 8;
/**
 * Only documents issued at least this long ago are read: one issued in a transaction still open
 * (its time taken before it commits) must not be passed over by the cursor.
 */
export const DRAW_SETTLE_MS = 60_000;
/** Long enough for a run's batch on a loaded machine; a runner that died frees it by then. */
const LEASE_MS = 5 * 60_000;
/** Where the very first run starts: older documents are drawn on their first download, as before. */
const FIRST_RUN_BACK_MS = 7 * DAY;
/** Attempts of a document whose drawing fails, one a run; then it waits for its download. */
const ATTEMPTS = 3;
/** Failed documents remembered at most (the oldest forgotten first). */
const RETRY_LIMIT = 50;

export interface DrawAheadServices {
  db: Database;
  images: ImageStore;
  fonts: FontFiles;
  press?: DocumentPress;
  config: { seller: SellerConfig };
  /** The process's heavy-work gate (operations/heavy.ts), shared with the downloads. */
  heavyWork?: Services['heavyWork'];
}

type Retry = { number: string; attempts: number };

/**
 * Background work: draws newly issued GST documents into the blob store before anyone asks, so a
 * first download is a kept one (decision 0122): each document's own PDF and, once an order has
 * nothing more to come, the order's PDF, with the very functions the downloads use (the same
 * bytes; one already kept is not drawn again, and a download of one drawn here draws nothing).
 * One run at a time across processes (a lease on the single `document_drawing` row, which keeps
 * the cursor over issue order). A run draws at most DRAW_BATCH, lets waiting requests run between
 * documents, goes through the heavy-work gate, and stops early when requests queue there. A
 * failing drawing is logged and tried again in later runs; the rest go on. Answers how many
 * documents were drawn (or found kept).
 */
export async function drawIssuedAhead(s: DrawAheadServices, now: number): Promise<number> {
  const leaseId = crypto.randomUUID();
  const [run] = await s.db
    .insert(documentDrawing)
    .values({
      id: 1,
      afterIssuedAt: now - FIRST_RUN_BACK_MS,
      afterNumber: '',
      retry: [],
      leaseId,
      leaseUntil: now + LEASE_MS,
    })
    .onConflictDoUpdate({
      target: documentDrawing.id,
      set: { leaseId, leaseUntil: now + LEASE_MS },
      setWhere: lte(documentDrawing.leaseUntil, now),
    })
    .returning();
  if (!run) return 0;

  const retried = run.retry.slice(0, DRAW_BATCH);
  const fresh = await s.db
    .select({ number: taxDocuments.number, issuedAt: taxDocuments.issuedAt })
    .from(taxDocuments)
    .where(
      and(
        lte(taxDocuments.issuedAt, now - DRAW_SETTLE_MS),
        or(
          gt(taxDocuments.issuedAt, run.afterIssuedAt),
          and(eq(taxDocuments.issuedAt, run.afterIssuedAt), gt(taxDocuments.number, run.afterNumber)),
        ),
      ),
    )
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.number))
    .limit(DRAW_BATCH - retried.length);

  const failed: Retry[] = run.retry.slice(retried.length);
  let after = { issuedAt: run.afterIssuedAt, number: run.afterNumber };
  let drawn = 0;
  const bundled = new Set<string>();
  const work: { number: string; attempts: number; issuedAt?: number }[] = [
    ...retried,
    ...fresh.map((d) => ({ ...d, attempts: 0 })),
  ];
  for (const [i, doc] of work.entries()) {
    await nextTurn();
    // Requests waiting for a drawing come first: the rest waits for the next run.
    if (s.heavyWork && s.heavyWork.waiting > 0) {
      failed.push(...work.slice(i).filter((d) => d.issuedAt === undefined));
      break;
    }
    try {
      const draw = () => drawDocument(s, doc.number, bundled);
      await (s.heavyWork ? s.heavyWork.run(draw) : draw());
      drawn += 1;
    } catch (e) {
      console.warn('Drawing ahead failed:', doc.number, e instanceof Error ? e.message : String(e));
      if (doc.attempts + 1 < ATTEMPTS) failed.push({ number: doc.number, attempts: doc.attempts + 1 });
    }
    if (doc.issuedAt !== undefined) after = { issuedAt: doc.issuedAt, number: doc.number };
  }

  await s.db
    .update(documentDrawing)
    .set({
      afterIssuedAt: after.issuedAt,
      afterNumber: after.number,
      retry: failed.slice(-RETRY_LIMIT),
      leaseId: null,
      leaseUntil: 0,
    })
    .where(eq(documentDrawing.leaseId, leaseId));
  return drawn;
}

/** A document's own PDF, then its order's once nothing more is to come (once per order a run). */
async function drawDocument(s: DrawAheadServices, number: string, bundled: Set<string>) {
  const row = await issuedDocument(s.db, number);
  if (!row) return;
  await keptDocumentPdf(s.images, pressOf(s), row.doc, row.order, row.against);
  if (bundled.has(row.order.id)) return;
  bundled.add(row.order.id);
  const issued = await orderDocuments(s.db, row.order.id);
  if ((await invoicesToCome(s.db, row.order, s.config.seller, issued)).length) return;
  await nextTurn();
  await keptOrderPdf(s.images, pressOf(s), row.order, issued);
}

const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
