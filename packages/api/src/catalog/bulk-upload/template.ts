import { categories, type Database } from '@app/db';
import { encodeBase64 } from '@oslojs/encoding';
import { asc } from 'drizzle-orm';
import Papa from 'papaparse';
import { COLUMNS, TEXT_COLUMNS } from './rows.ts';
import { writeXlsx } from './xlsx-write.ts';

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function templateRows(db: Database, now: number) {
  const day = 86_400_000;
  const mfg = iso(now - 30 * day);
  const rows = [
    [
      '1',
      'Rice',
      'Basmati Rice',
      'India Gate',
      'Classic long grain',
      mfg,
      iso(now + 335 * day),
      '5kg',
      '120',
      '650.00',
      '1006',
      '5',
      'pack',
      '',
      '',
      '',
      '',
      '',
    ],
    [
      '2',
      'Seasonings',
      'Garam Masala',
      'MDH',
      'Whole spice blend',
      mfg,
      iso(now + 300 * day),
      '500g',
      '80',
      '340.50',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
    ],
    [
      '3',
      'Dairy & Cheese',
      'Paneer',
      'Amul',
      'Fresh malai paneer',
      iso(now - day),
      iso(now + 10 * day),
      '1kg',
      '25',
      '420',
      '0406',
      '5',
      '',
      '',
      '',
      '',
      '',
      '',
    ],
    // Sold by weight: no pack quantity; stock, step and minimum in kg, the price per kg; not weighed
    // when packed (meat is: its weight is known only then); ₹30/kg from 25 kg, ₹28/kg from 100 kg.
    [
      '4',
      'Vegetables',
      'Onion',
      'FreshFarm',
      'Nashik red',
      '',
      '',
      '',
      '250',
      '32',
      '',
      '',
      'kg',
      '0.5',
      '1',
      'no',
      '',
      '25:30; 100:28',
    ],
  ];
  const cats = await db.select({ name: categories.name }).from(categories).orderBy(asc(categories.sortOrder));
  return { header: COLUMNS.map((c) => c.header), rows, categories: cats.map((c) => c.name) };
}

/** The sample file of the Bulk Upload dialog, as CSV. */
export async function csvTemplate(db: Database, now: number) {
  const t = await templateRows(db, now);
  const csv = `\uFEFF${Papa.unparse([t.header, ...t.rows])}\r\n`;
  return {
    filename: 'product-upload-template.csv',
    contentType: 'text/csv; charset=utf-8',
    base64: encodeBase64(new TextEncoder().encode(csv)),
  };
}

/** The same template as .xlsx, with a second sheet listing the category names. */
export async function xlsxTemplate(db: Database, now: number) {
  const t = await templateRows(db, now);
  const bytes = writeXlsx([
    { name: 'Products', rows: [t.header, ...t.rows], textColumns: TEXT_COLUMNS },
    { name: 'Categories', rows: [['Product Category'], ...t.categories.map((c) => [c])], width: 28 },
  ]);
  return {
    filename: 'product-upload-template.xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    base64: encodeBase64(bytes),
  };
}
