import type { ImageStore, StoredImage } from '../ports.ts';
import { sha256Hex } from '../shared/hash.ts';

/**
 * Drawn PDFs that can never change, kept in the blob store (R2 on Workers, the data folder on
 * Node) so each is drawn once, whatever process or isolate asks again (issue 34). Only what a
 * key names completely is kept: an issued GST document by its number, an order's issued set by
 * its numbers, a settlement statement by a hash of everything it prints. Proformas and account
 * statements (a ledger as of now) are drawn every time. `documents/` is never served by the
 * public image route (catalog/product-rows.ts `isServableImageKey`).
 */
const FOLDER = 'documents/';
/** Part of every key: raise it when a layout or its wording changes, so kept files are redrawn. */
const LAYOUT = 'v1';

/** The store key of a kept PDF: `what` names it, `identity` is everything its bytes depend on. */
export const keptPdfKey = (what: 'document' | 'order' | 'settlement', identity: string) =>
  `${FOLDER}${LAYOUT}/${what}/${sha256Hex(identity)}.pdf`;

/**
 * The kept bytes under `key`, else `draw()`'s, kept for next time. The store failing on either
 * side costs only the drawing: the download is answered all the same (the cause is logged).
 */
export async function keptPdf(
  store: ImageStore,
  key: string,
  draw: () => Promise<Uint8Array>,
): Promise<Uint8Array> {
  try {
    const kept = await store.get(key);
    const bytes = kept && (await bytesOf(kept));
    // A file cut short (a disk write interrupted) is drawn again rather than handed out.
    if (bytes && endsAsPdf(bytes)) return bytes;
  } catch (e) {
    console.warn('Kept PDF unreadable:', key, e instanceof Error ? e.message : String(e));
  }
  const bytes = await draw();
  try {
    await store.put(key, bytes, 'application/pdf');
  } catch (e) {
    console.warn('Kept PDF not stored:', key, e instanceof Error ? e.message : String(e));
  }
  return bytes;
}

const endsAsPdf = (bytes: Uint8Array) => new TextDecoder().decode(bytes.subarray(-16)).includes('%%EOF');

async function bytesOf(stored: StoredImage): Promise<Uint8Array> {
  if (stored.body instanceof Uint8Array) return stored.body;
  return new Uint8Array(await new Response(stored.body).arrayBuffer());
}
