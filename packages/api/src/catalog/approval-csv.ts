import type { Database } from '@app/db';
import type { z } from 'zod';
import { CSV_ROW_LIMIT, cappedRows, csvFile } from '../shared/csv.ts';
import { listPending } from './approval.ts';
import type { pendingExportInput } from './schemas.ts';

const HEADER = [
  'Product',
  'Brand',
  'Category',
  'Supplier',
  'City',
  'Unit',
  'Sold by',
  'Price (INR)',
  'Stock',
  'Approval',
  'Changes waiting',
];

/**
 * The approval queue as CSV: the list's own query (city scope, search, kind), oldest first, without
 * its pages, so the file is the queue on screen loaded to the end.
 */
export async function pendingCsv(
  db: Database,
  cityId: string | null,
  input: z.output<typeof pendingExportInput>,
  now: number,
) {
  const rows = await listPending(db, cityId, { ...input, limit: CSV_ROW_LIMIT + 1 });
  return csvFile(
    'approval-queue',
    now,
    HEADER,
    cappedRows(
      rows.map((p) => [
        p.name,
        p.brand,
        p.category_name,
        p.supplier_name,
        p.city_name ?? 'All cities',
        p.unit,
        p.sold_by,
        p.price_needed ? '' : p.price.toFixed(2),
        p.stock_quantity,
        p.approval_status,
        p.pending_changes ? 'Yes' : 'No',
      ]),
    ),
  );
}
