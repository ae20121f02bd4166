import type { Database } from '@app/db';
import type { z } from 'zod';
import type { StaffScope } from '../access/rules.ts';
import { CSV_ROW_LIMIT, cappedRows, csvFile } from '../shared/csv.ts';
import { INVENTORY_ORDER, inventoryWhere } from './inventory.ts';
import type { inventoryListInput } from './schemas.ts';
import type { SearchAt } from './search-page.ts';
import { selectProducts, staffProductDto } from './staff.ts';

const HEADER = [
  'Product',
  'Brand',
  'Category',
  'Supplier',
  'City',
  'Unit',
  'Sold by',
  'Stock',
  'Stock level',
  'Price (INR)',
  'Approval',
  'Active',
];

/** The inventory list as CSV: its filters, lowest stock first, one row per listing. */
export async function inventoryCsv(
  db: Database,
  scope: StaffScope,
  input: z.output<typeof inventoryListInput>,
  at: SearchAt,
  now: number,
) {
  const rows = await selectProducts(db, await inventoryWhere(db, scope, input, at))
    .orderBy(...INVENTORY_ORDER)
    .limit(CSV_ROW_LIMIT + 1);
  return csvFile(
    'inventory',
    now,
    HEADER,
    cappedRows(
      rows
        .map(staffProductDto)
        .map((p) => [
          p.name,
          p.brand,
          p.category_name,
          p.supplier_name,
          p.city_name,
          p.unit,
          p.sold_by,
          p.stock_quantity,
          p.stock_label,
          p.price.toFixed(2),
          p.approval_status,
          p.is_active ? 'Yes' : 'No',
        ]),
    ),
  );
}
