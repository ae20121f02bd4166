import type { Database } from '@app/db';
import type { z } from 'zod';
import { cappedRows, csvFile } from '../shared/csv.ts';
import type { supplierProductExportInput } from './schemas.ts';
import type { SearchAt } from './search-page.ts';
import { listOwnProducts } from './supplier.ts';

const HEADER = [
  'Product',
  'Brand',
  'Category',
  'City',
  'Unit',
  'Sold by',
  'Price (INR)',
  'Stock',
  'Approval',
  'Active',
  'Rejection reason',
];

/**
 * The supplier's own listings as CSV, as its screen shows them: the list's own search (the same
 * call), then the approval tab the screen applies to it.
 */
export async function ownProductsCsv(
  db: Database,
  at: SearchAt,
  supplierId: string,
  input: z.output<typeof supplierProductExportInput>,
  now: number,
) {
  const rows = (await listOwnProducts(db, at, supplierId, input.search)).filter(
    (p) => !input.approval_status || p.approval_status === input.approval_status,
  );
  return csvFile(
    'my-products',
    now,
    HEADER,
    cappedRows(
      rows.map((p) => [
        p.name,
        p.brand,
        p.category_name,
        p.city_name ?? 'All cities',
        p.unit,
        p.sold_by,
        p.price_needed ? '' : p.price.toFixed(2),
        p.stock_quantity,
        p.approval_status,
        p.is_active ? 'Yes' : 'No',
        p.rejection_reason ?? '',
      ]),
    ),
  );
}
