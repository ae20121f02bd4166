import { type Database, newId, products, type Tx } from '@app/db';
import { and, eq, inArray } from 'drizzle-orm';
import { fail } from '../../errors.ts';
import { msg, render } from '../../messages/index.ts';
import { notifyStaff } from '../../notifications/index.ts';
import { allListingCategories, fssaiRefusal } from '../listing-rules.ts';
import { measureColumns } from '../measures.ts';
import { productColumns } from '../product-rows.ts';
import { insertListings } from '../stock.ts';
import { readUpload } from './read-file.ts';
import { mapHeader, validateRow } from './rows.ts';

export interface BulkResult {
  total: number;
  success: number;
  failed: number;
  errors: { row: number; reason: string }[];
}

/** Rows per write transaction (and per INSERT statement). */
const INSERT_CHUNK = 200;

/**
 * Reads the supplier's file, validates every row, and inserts the valid ones as pending, all of
 * them or none (writeListings). Refused rows are reported by the row number the spreadsheet shows
 * (header = 1). A file-level problem (name, size, row count, missing columns) refuses the whole file.
 */
export async function bulkUpload(
  db: Database,
  supplier: { id: string; cityId: string | null; name: string; fssaiNumber: string },
  file: File,
  now: number,
): Promise<BulkResult> {
  const [header, ...rows] = await readUpload(file);
  const { map, missing } = mapHeader(header!.cells);
  if (missing.length)
    throw fail.badRequest(
      'wrong_columns',
      msg('error.catalog.wrongColumns', { columns: missing.join(', ') }),
    );
  const cats = await allListingCategories(db);
  const byName = new Map(cats.map((c) => [c.name.toLowerCase(), c.id]));
  const byId = new Map(cats.map((c) => [c.id, c]));

  const values: Listing[] = [];
  const errors: BulkResult['errors'] = [];
  for (const row of rows) {
    const result = validateRow(row.cells, map, byName);
    if ('reasons' in result) {
      errors.push({ row: row.line, reason: result.reasons.join('; ') });
      continue;
    }
    const cat = byId.get(result.input.category_id)!;
    const refusal = fssaiRefusal(cat, supplier.fssaiNumber);
    if (refusal) errors.push({ row: row.line, reason: render('en', refusal) });
    else {
      // The row passed the same rules (productInput), so its measure converts.
      const { columns, stock } = measureColumns(result.input);
      values.push({
        id: newId('prd'),
        supplierId: supplier.id,
        ...productColumns(result.input, cat, now, columns),
        ...(result.priceNeeded ? { pricePaise: 0, priceNeeded: true } : {}),
        createdAt: now,
        stock,
      });
    }
  }
  if (values.length > 0)
    await writeListings(db, values, (tx) =>
      notifyStaff(
        tx,
        supplier.cityId,
        {
          type: 'products_pending',
          title: msg('products.pending.title'),
          message: msg('products.pending.message', { supplier: supplier.name, count: values.length }),
        },
        now,
      ),
    );
  return { total: rows.length, success: values.length, failed: errors.length, errors };
}

type Listing = Parameters<typeof insertListings>[1][number];

/**
 * One write transaction per chunk, so other writes (a checkout, a stock change) get the single
 * writer between chunks instead of waiting behind 5,000 rows (issue 34). The answer stays all or
 * nothing: when a chunk fails, the chunks already written are deleted before the error is
 * answered. Staff are told with the last chunk. Only a process killed between chunks can leave
 * the first chunks behind, as pending listings the supplier sees in its list.
 */
async function writeListings(db: Database, values: Listing[], announce: (tx: Tx) => Promise<unknown>) {
  const written: string[] = [];
  try {
    for (let i = 0; i < values.length; i += INSERT_CHUNK) {
      const chunk = values.slice(i, i + INSERT_CHUNK);
      await db.write(async (tx) => {
        await insertListings(tx, chunk);
        if (i + INSERT_CHUNK >= values.length) await announce(tx);
      });
      written.push(...chunk.map((v) => v.id));
    }
  } catch (e) {
    await db
      .write(async (tx) => {
        for (let i = 0; i < written.length; i += INSERT_CHUNK)
          await tx
            .delete(products)
            .where(
              and(
                inArray(products.id, written.slice(i, i + INSERT_CHUNK)),
                eq(products.approvalStatus, 'pending'),
              ),
            );
      })
      .catch((undo) => console.error('Bulk upload: written chunks not removed', written.length, undo));
    throw e;
  }
}
