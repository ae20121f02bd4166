import type { SoldBy } from '@app/db/enums';
import { type ProductInput, productInput } from '../schemas.ts';
import type { Cell } from './xlsx.ts';

/**
 * The spec's columns plus our 'Price (₹)', the optional HSN code and GST rate (blank: the
 * category's) and the optional way it is sold with its step and minimum (blank: by the pack, one
 * at a time) and, for kg rows, whether it is weighed when packed and within what tolerance (blank:
 * not weighed, ±10%), and volume prices ("25:62; 100:59": ₹62 from 25, ₹59 from 100). A file in the spec's format has no price column: its rows are listed as "price
 * needed", for the supplier to price before review. Kg and litre rows need no quantity: their
 * stock, step and minimum are kg or litres, their price per kg or litre.
 */
export const COLUMNS = [
  { key: 'sr', header: 'Sr.No.', aliases: ['srno', 'sno', 'serialno'] },
  { key: 'category', header: 'Product Category', aliases: ['productcategory', 'category'], required: true },
  {
    key: 'name',
    header: 'Name of Product',
    aliases: ['nameofproduct', 'productname', 'name'],
    required: true,
  },
  { key: 'brand', header: 'Brand', aliases: ['brand'] },
  { key: 'variety', header: 'Variety of Product', aliases: ['varietyofproduct', 'variety'] },
  { key: 'mfg', header: 'Manufacturing Date (YYYY-MM-DD)', aliases: ['manufacturingdate', 'mfgdate'] },
  { key: 'expiry', header: 'Date of Expiry (YYYY-MM-DD)', aliases: ['dateofexpiry', 'expirydate'] },
  {
    key: 'quantity',
    header: 'Quantity (such as 1kg or 500ml)',
    aliases: ['quantity', 'unit'],
    required: true,
  },
  {
    key: 'stock',
    header: 'Stock Available',
    aliases: ['stockavailable', 'stock', 'stockquantity'],
    required: true,
  },
  { key: 'price', header: 'Price (₹)', aliases: ['price', 'priceperunit', 'pricers', 'priceinr'] },
  { key: 'hsn', header: 'HSN Code', aliases: ['hsncode', 'hsn'] },
  { key: 'gst', header: 'GST Rate (%)', aliases: ['gstrate', 'gst', 'gstpercent'] },
  { key: 'soldBy', header: 'Sold By (pack / kg / litre)', aliases: ['soldby', 'soldas', 'sellby'] },
  { key: 'step', header: 'Step', aliases: ['step', 'steps'] },
  { key: 'minimum', header: 'Minimum Order', aliases: ['minimumorder', 'minimum', 'minorder', 'moq'] },
  { key: 'weighed', header: 'Weighed (yes/no)', aliases: ['weighed', 'weighedwhenpacked', 'catchweight'] },
  { key: 'tolerance', header: 'Tolerance %', aliases: ['tolerance', 'tolerancepercent', 'tolerancepct'] },
  {
    key: 'breaks',
    header: 'Price Breaks (quantity:price; such as 25:62; 100:59)',
    aliases: ['pricebreaks', 'volumeprices', 'breaks'],
  },
] as const;

export type ColumnKey = (typeof COLUMNS)[number]['key'];
/** Kept as text in the .xlsx template: the dates, the HSN code (its leading zero), the price breaks ("25:62" is no time). */
export const TEXT_COLUMNS = [5, 6, 10, 17];
const TEXT_KEYS: readonly ColumnKey[] = [
  'category',
  'name',
  'brand',
  'variety',
  'quantity',
  'soldBy',
  'weighed',
  'breaks',
];

/** "Manufacturing Date (YYYY-MM-DD)" → "manufacturingdate": case, spacing and notes in brackets ignored. */
const normalise = (h: string) =>
  h
    .toLowerCase()
    .replace(/\([^)]*\)/g, '')
    .replace(/[^a-z0-9]/g, '');

/** Column positions by key, or the names of the required columns that are missing. */
export function mapHeader(cells: Cell[]): { map: Partial<Record<ColumnKey, number>>; missing: string[] } {
  const map: Partial<Record<ColumnKey, number>> = {};
  cells.forEach((c, i) => {
    const n = normalise(c.text);
    const col = COLUMNS.find((k) => (k.aliases as readonly string[]).includes(n));
    if (col && map[col.key] === undefined) map[col.key] = i;
  });
  const missing = COLUMNS.filter((c) => 'required' in c && map[c.key] === undefined).map((c) => c.header);
  return { map, missing };
}

const WEIGHTS: Record<string, string> = {
  g: 'g',
  gm: 'g',
  gms: 'g',
  gr: 'g',
  gram: 'g',
  grams: 'g',
  kg: 'kg',
  kgs: 'kg',
  kilo: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  mg: 'mg',
  l: 'L',
  lt: 'L',
  ltr: 'L',
  ltrs: 'L',
  litre: 'L',
  litres: 'L',
  liter: 'L',
  liters: 'L',
  ml: 'ml',
  mls: 'ml',
};
const COUNTS: Record<string, [string, string]> = {
  pc: ['pc', 'pcs'],
  pcs: ['pc', 'pcs'],
  piece: ['pc', 'pcs'],
  pieces: ['pc', 'pcs'],
  nos: ['pc', 'pcs'],
  no: ['pc', 'pcs'],
  unit: ['unit', 'units'],
  units: ['unit', 'units'],
  dozen: ['dozen', 'dozen'],
  pack: ['pack', 'packs'],
  packs: ['pack', 'packs'],
  pkt: ['pack', 'packs'],
  packet: ['pack', 'packs'],
  packets: ['pack', 'packs'],
  box: ['box', 'boxes'],
  boxes: ['box', 'boxes'],
  bag: ['bag', 'bags'],
  bags: ['bag', 'bags'],
  set: ['set', 'sets'],
  sets: ['set', 'sets'],
  roll: ['roll', 'rolls'],
  rolls: ['roll', 'rolls'],
  bottle: ['bottle', 'bottles'],
  bottles: ['bottle', 'bottles'],
  tray: ['tray', 'trays'],
  trays: ['tray', 'trays'],
};

/**
 * "1kg", "500 ML", "2.5 kgs", "12 pcs", "750ml x 24" → the unit text we list ("1kg", "500ml",
 * "2.5kg", "12 pcs", "750ml x 24"); null when it is not an amount and a known unit.
 */
export function parseQuantity(raw: string): string | null {
  const m = /^(\d+(?:\.\d+)?)\s*([a-z]+)\.?(?:\s*[x×*]\s*(\d+))?$/i.exec(raw.trim());
  if (!m) return null;
  const amount = Number(m[1]);
  if (!(amount > 0) || amount > 1_000_000) return null;
  const word = m[2]!.toLowerCase();
  const amountText = String(amount);
  let unit: string;
  if (WEIGHTS[word]) unit = `${amountText}${WEIGHTS[word]}`;
  else if (COUNTS[word]) unit = `${amountText} ${COUNTS[word][amount === 1 ? 0 : 1]}`;
  else return null;
  return m[3] ? `${unit} x ${Number(m[3])}` : unit;
}

/** Excel day serial (1900 system) → YYYY-MM-DD. */
const fromSerial = (serial: number) =>
  new Date(Date.UTC(1899, 11, 30) + Math.floor(serial) * 86_400_000).toISOString().slice(0, 10);

function dateText(cell: Cell | undefined): string {
  if (!cell) return '';
  if (cell.serial !== undefined && cell.serial >= 1 && cell.serial < 2_958_466)
    return fromSerial(cell.serial);
  const t = cell.text.trim();
  return /^\d{4}-\d{2}-\d{2}T/.test(t) ? t.slice(0, 10) : t;
}

function numberText(raw: string): number | undefined {
  const t = raw.replace(/^\s*(₹|rs\.?|inr)\s*/i, '').replace(/[,\s]/g, '');
  return t === '' ? undefined : Number(t);
}

/**
 * An HSN code typed in a number cell loses its leading zero (0910 → 910); HSN codes have an
 * even number of digits, so an odd count of digits gets the zero back.
 */
function hsnText(raw: string): string {
  const t = raw.replace(/\s/g, '');
  return /^\d{3}$|^\d{5}$|^\d{7}$/.test(t) ? `0${t}` : t;
}

const SOLD_BY_WORDS: Record<string, SoldBy> = {
  pack: 'pack',
  packs: 'pack',
  kg: 'kg',
  kgs: 'kg',
  kilo: 'kg',
  kilogram: 'kg',
  weight: 'kg',
  l: 'litre',
  ltr: 'litre',
  litre: 'litre',
  litres: 'litre',
  liter: 'litre',
  liters: 'litre',
  volume: 'litre',
};

/** "kg", "Litre", "pack" → how the row is sold; blank → undefined (by the pack); unknown → null. */
function soldByWord(raw: string): SoldBy | undefined | null {
  const t = raw.trim().toLowerCase();
  return t === '' ? undefined : (SOLD_BY_WORDS[t] ?? null);
}

const YES_NO: Record<string, boolean> = { yes: true, y: true, true: true, no: false, n: false, false: false };

/** "Yes", "no" → whether the row is weighed when packed; blank → undefined (not); unknown → null. */
function yesNo(raw: string): boolean | undefined | null {
  const t = raw.trim().toLowerCase();
  return t === '' ? undefined : (YES_NO[t] ?? null);
}

/** "5", "5%", "18 %" → the number; blank → null (the category's rate). */
function rateNumber(raw: string): number | null | string {
  const t = raw.replace(/[%\s]/g, '');
  if (t === '') return null;
  return Number.isFinite(Number(t)) ? Number(t) : raw;
}

/** "25:62; 100:59" → volume prices; blank → none; anything else → null. */
function breaksText(raw: string): { from_quantity: number; price: number }[] | null {
  if (raw.trim() === '') return [];
  const pairs = raw
    .split(/[;,]/)
    .map((p) => p.trim())
    .filter(Boolean);
  const breaks = pairs.map((p) => /^(\d+(?:\.\d+)?)\s*[:=]\s*(\d+(?:\.\d+)?)$/.exec(p));
  return breaks.every((m) => m !== null)
    ? breaks.map((m) => ({ from_quantity: Number(m![1]), price: Number(m![2]) }))
    : null;
}

export type Categories = Map<string, string>;

/** Column names for the schema's generic messages ("Must be at most 150 characters"). */
const GENERIC_LABELS: Record<string, string> = {
  name: 'Name of Product',
  brand: 'Brand',
  description: 'Variety of Product',
};

/**
 * One data row → a product to insert, or the reasons it is refused (every problem, in column
 * order, so a supplier can fix the row in one go).
 */
export function validateRow(
  cells: Cell[],
  map: Partial<Record<ColumnKey, number>>,
  categories: Categories,
): { input: ProductInput; priceNeeded: boolean } | { reasons: string[] } {
  const cell = (k: ColumnKey) => (map[k] === undefined ? undefined : cells[map[k]!]);
  const text = (k: ColumnKey) => cell(k)?.text.trim() ?? '';
  const reasons: string[] = [];

  for (const col of COLUMNS) {
    const c = cell(col.key);
    if (!c) continue;
    // Text cells may not start with - or + either: "-2+3+cmd|..." is a classic CSV injection.
    const risky = TEXT_KEYS.includes(col.key) ? /^[=+\-@\t\r]/ : /^[=+@\t\r]/;
    if (c.formula || risky.test(c.text))
      reasons.push(`${col.header}: formulas are not allowed (a cell may not start with =, +, - or @)`);
  }
  if (reasons.length) return { reasons };

  const categoryName = text('category');
  const categoryId = categories.get(categoryName.toLowerCase());
  if (!categoryName) reasons.push('Product Category is required');
  else if (!categoryId) reasons.push(`Unknown category "${categoryName}"`);
  const soldBy = soldByWord(text('soldBy'));
  if (soldBy === null) reasons.push(`Sold By "${text('soldBy')}" is not pack, kg or litre`);
  const weighed = yesNo(text('weighed'));
  if (weighed === null) reasons.push(`Weighed "${text('weighed')}" is not yes or no`);
  const breaks = breaksText(text('breaks'));
  if (breaks === null)
    reasons.push(`Price Breaks "${text('breaks')}" is not quantity:price pairs such as 25:62; 100:59`);
  const byPack = !soldBy || soldBy === 'pack';
  const quantity = text('quantity');
  const unit = quantity && byPack ? parseQuantity(quantity) : null;
  if (!quantity && byPack) reasons.push('Quantity is required (such as 1kg or 500ml)');
  else if (!unit && byPack)
    reasons.push(`Quantity "${quantity}" is not an amount with a unit such as 1kg, 500ml or 12 pcs`);
  const parsed = productInput.safeParse({
    name: text('name'),
    category_id: categoryId ?? 'unknown',
    city_id: null,
    description: text('variety'),
    // Without the column, a stand-in passes the price check; the row is stored as price needed.
    price: map.price === undefined ? 1 : numberText(text('price')),
    sold_by: soldBy ?? undefined,
    step: numberText(text('step')),
    minimum: numberText(text('minimum')),
    weighed: weighed ?? undefined,
    tolerance_percent: rateNumber(text('tolerance')) ?? undefined,
    price_breaks: breaks ?? [],
    unit: byPack ? (unit ?? 'unknown') : undefined,
    stock_quantity: numberText(text('stock')),
    image_url: '',
    brand: text('brand'),
    manufacturing_date: dateText(cell('mfg')),
    expiry_date: dateText(cell('expiry')),
    hsn_code: hsnText(text('hsn')),
    gst_rate: rateNumber(text('gst')),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const label = GENERIC_LABELS[String(issue.path[0])];
      reasons.push(label && issue.message.startsWith('Must') ? `${label}: ${issue.message}` : issue.message);
    }
  }
  if (reasons.length || !parsed.success) return { reasons };
  return { input: parsed.data, priceNeeded: map.price === undefined };
}
