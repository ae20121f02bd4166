import { type Database, newId } from '@app/db';
import { fail } from '../../errors.ts';
import { msg, render } from '../../messages/index.ts';
import { notifyStaff } from '../../notifications/index.ts';
import { allListingCategories, fssaiRefusal } from '../listing-rules.ts';
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

const INSERT_CHUNK = 200;

/**
 * Reads the supplier's file, validates every row, and inserts the valid ones as pending in one
 * transaction. Refused rows are reported by the row number the spreadsheet shows (header = 1).
 * A file-level problem (name, size, row count, missing columns) refuses the whole file.
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

  const values: Parameters<typeof insertListings>[1][number][] = [];
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
    else
      values.push({
        id: newId('prd'),
        supplierId: supplier.id,
        ...productColumns(result.input, cat, now),
        ...(result.priceNeeded ? { pricePaise: 0, priceNeeded: true } : {}),
        createdAt: now,
        stock: result.input.stock_quantity,
      });
  }
  if (values.length > 0) {
    await db.write(async (tx) => {
      for (let i = 0; i < values.length; i += INSERT_CHUNK)
        await insertListings(tx, values.slice(i, i + INSERT_CHUNK));
      await notifyStaff(
        tx,
        supplier.cityId,
        {
          type: 'products_pending',
          title: msg('products.pending.title'),
          message: msg('products.pending.message', { supplier: supplier.name, count: values.length }),
        },
        now,
      );
    });
  }
  return { total: rows.length, success: values.length, failed: errors.length, errors };
}
