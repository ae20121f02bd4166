// Units as suppliers write them ('1kg', '500 g', '5L', '12 pcs', '1 dozen', '5kg bag') and the
// price per kg, litre or piece that lets packs of different sizes compare (decision 0074).

export type UnitBase = 'kg' | 'l' | 'pc';

export interface ParsedUnit {
  /** How many kg, litres or pieces the pack holds. */
  quantity: number;
  base: UnitBase;
}

/** Each written unit: its base and how many of the base one of it is. */
const UNITS: Record<string, [UnitBase, number]> = {
  kg: ['kg', 1],
  kgs: ['kg', 1],
  kilo: ['kg', 1],
  kilos: ['kg', 1],
  kilogram: ['kg', 1],
  kilograms: ['kg', 1],
  g: ['kg', 0.001],
  gm: ['kg', 0.001],
  gms: ['kg', 0.001],
  gram: ['kg', 0.001],
  grams: ['kg', 0.001],
  l: ['l', 1],
  lt: ['l', 1],
  ltr: ['l', 1],
  ltrs: ['l', 1],
  litre: ['l', 1],
  litres: ['l', 1],
  liter: ['l', 1],
  liters: ['l', 1],
  ml: ['l', 0.001],
  pc: ['pc', 1],
  pcs: ['pc', 1],
  piece: ['pc', 1],
  pieces: ['pc', 1],
  nos: ['pc', 1],
  unit: ['pc', 1],
  units: ['pc', 1],
  dozen: ['pc', 12],
  dz: ['pc', 12],
};

/** Words of a pack that say nothing about its size ('5kg bag', '1 L bottle'). */
export const PACK_WORDS = ['bag', 'pack', 'packet', 'pouch', 'box', 'bottle', 'jar', 'tin', 'can', 'tray'];

const UNIT_PATTERN = /^(\d+(?:\.\d+)?)?\s*([a-z]+)\.?$/;

/**
 * The quantity and base of a written unit, or null when it cannot be read ('1 bunch', '2x500g');
 * those are shown as written and compared only with the same text.
 */
export function parseUnit(written: string): ParsedUnit | null {
  const words = written
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w && !PACK_WORDS.includes(w));
  const m = UNIT_PATTERN.exec(words.join(' '));
  const unit = m?.[2] ? UNITS[m[2]] : undefined;
  if (!m || !unit) return null;
  const amount = m[1] === undefined ? 1 : Number(m[1]);
  if (!(amount > 0)) return null;
  // Rounded to grams and millilitres so 0.1 + 0.2 style noise never splits equal packs.
  return { quantity: Math.round(amount * unit[1] * 1000) / 1000, base: unit[0] };
}

/** The unit as one canonical text: '500 g' and '0.5kg' are both '0.5kg'; unreadable ones lower-cased. */
export function unitKey(written: string): string {
  const parsed = parseUnit(written);
  return parsed ? `${parsed.quantity}${parsed.base}` : written.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** Price in paise of one kg, litre or piece, rounded to the paisa; null for an unreadable unit. */
export function pricePerBase(pricePaise: number, written: string): { per: UnitBase; paise: number } | null {
  const parsed = parseUnit(written);
  return parsed ? { per: parsed.base, paise: Math.round(pricePaise / parsed.quantity) } : null;
}

/**
 * A product name for matching: lower case, punctuation and pack words dropped, spaces collapsed.
 * 'Besan (Gram Flour) - Pack' → 'besan gram flour'.
 */
export function normaliseName(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w && !PACK_WORDS.includes(w))
    .join(' ');
}

/** What a catalogue item is matched on: the normalised name and the canonical unit ('besan|1kg'). */
export const itemKey = (name: string, unit: string) => `${normaliseName(name)}|${unitKey(unit)}`;

/** Listings that are one thing share this: an item's key within its category (suggestions, the demo). */
export const sameThing = (categoryId: string, key: string) => `${categoryId}#${key}`;
