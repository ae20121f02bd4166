import { type categories, type GstRate, newId, type products } from '@app/db';
import { BRANDS } from './catalog-data.ts';
import { createRandom } from './random.ts';

/**
 * Fresh goods sold by weight or volume (decision 0088): a price per kg or litre, and a step and
 * a minimum in grams or millilitres, as the database keeps them. Their names are their own, so
 * they never group with the packed goods of the templates.
 */
interface Fresh {
  name: string;
  category: string;
  icon: string;
  soldBy: 'kg' | 'litre';
  rupees: number;
  step: number;
  minimum: number;
  /** Stock drawn in whole kg or litres. */
  stock: readonly [number, number];
  description: string;
  /** Fresh milk is exempt from GST under its own heading. */
  tax?: { hsnCode: string; gstRate: GstRate };
  /** Cut to order: weighed when packed, within ±10% of the estimate ordered. */
  weighed?: true;
  /** Cheaper by the sack (decision 0093): 6% off from 25 kg, 12% from 100 kg. */
  volume?: true;
}

/** A fresh listing's volume prices, in whole rupees below its price. */
const volumePrices = (pricePaise: number) => [
  { from: 25_000, pricePaise: Math.round((pricePaise * 0.94) / 100) * 100 },
  { from: 100_000, pricePaise: Math.round((pricePaise * 0.88) / 100) * 100 },
];

const FRESH: readonly Fresh[] = [
  {
    name: 'Nashik Red Onion',
    category: 'Vegetables',
    icon: '1f9c5',
    soldBy: 'kg',
    rupees: 34,
    step: 250,
    minimum: 1000,
    stock: [150, 600],
    description: 'Loose red onions from Nashik, weighed out in steps of 250 g.',
    volume: true,
  },
  {
    name: 'Desi Tomato',
    category: 'Vegetables',
    icon: '1f345',
    soldBy: 'kg',
    rupees: 32,
    step: 250,
    minimum: 1000,
    stock: [100, 400],
    description: 'Firm, ripe desi tomatoes, loose by the kg.',
    volume: true,
  },
  {
    name: 'Jyoti Potato',
    category: 'Vegetables',
    icon: '1f954',
    soldBy: 'kg',
    rupees: 28,
    step: 250,
    minimum: 1000,
    stock: [200, 800],
    description: 'Jyoti potatoes for curries and fries, loose by the kg.',
    volume: true,
  },
  {
    name: 'Green Chilli',
    category: 'Vegetables',
    icon: '1f336-fe0f',
    soldBy: 'kg',
    rupees: 60,
    step: 250,
    minimum: 500,
    stock: [20, 80],
    description: 'Fresh green chillies, from 500 g.',
  },
  {
    name: 'Fresh Chicken Curry Cut',
    category: 'Chicken & Eggs',
    icon: '1f357',
    soldBy: 'kg',
    rupees: 220,
    step: 250,
    minimum: 1000,
    stock: [40, 150],
    description: 'Skinless curry cut, cut to order and weighed out in steps of 250 g.',
    weighed: true,
  },
  {
    name: 'Rohu Fish Curry Cut',
    category: 'Fish & Seafood',
    icon: '1f41f',
    soldBy: 'kg',
    rupees: 260,
    step: 250,
    minimum: 500,
    stock: [20, 80],
    description: 'Cleaned rohu, curry cut, from 500 g.',
    weighed: true,
  },
  {
    name: 'Malai Paneer',
    category: 'Dairy & Cheese',
    icon: '1f9c0',
    soldBy: 'kg',
    rupees: 380,
    step: 250,
    minimum: 500,
    stock: [20, 100],
    description: 'Soft malai paneer cut from the block, in steps of 250 g.',
  },
  {
    name: 'Full Cream Milk',
    category: 'Dairy & Cheese',
    icon: '1f95b',
    soldBy: 'litre',
    rupees: 64,
    step: 500,
    minimum: 1000,
    stock: [100, 500],
    description: 'Chilled full cream milk from the can, in steps of half a litre.',
    tax: { hsnCode: '0401', gstRate: 0 },
  },
];

/** The staples a second Indore seller also sells, so the demo compares offers by weight too. */
const SECOND_OFFER = new Set(['Nashik Red Onion', 'Desi Tomato', 'Jyoti Potato']);

type Seller = { id?: string; cityId?: string | null };

const DAY = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The fresh listings: in every city its first food seller sells them all (in Indore the demo
 * supplier), and a second Indore seller the staples. A random of their own leaves every draw of
 * the rest of the demo as it was.
 */
export async function freshListings(
  sellers: readonly Seller[],
  categoryRows: readonly (typeof categories.$inferSelect)[],
  image: (codePoint: string) => Promise<string>,
  now: number,
): Promise<(typeof products.$inferInsert)[]> {
  const r = createRandom(20260088);
  const byCity = new Map<string | null | undefined, Seller[]>();
  for (const s of sellers) byCity.set(s.cityId, [...(byCity.get(s.cityId) ?? []), s]);
  const offers = [...byCity.entries()].flatMap(([cityId, [first, second]]) => [
    ...FRESH.map((f) => ({ f, seller: first!, cityId })),
    ...(second && cityId === sellers[0]?.cityId
      ? FRESH.filter((f) => SECOND_OFFER.has(f.name)).map((f) => ({ f, seller: second, cityId }))
      : []),
  ]);
  const rows: (typeof products.$inferInsert)[] = [];
  for (const { f, seller, cityId } of offers) {
    const cat = categoryRows.find((c) => c.name === f.category)!;
    const mfg = now - r.int(0, 1) * DAY;
    const price = Math.round(f.rupees * (0.95 + r.next() * 0.1)) * 100;
    rows.push({
      id: newId('prd'),
      supplierId: seller.id!,
      categoryId: cat.id,
      cityId: cityId ?? null,
      name: f.name,
      brand: r.pick(BRANDS[f.category] ?? ['Generic']),
      description: f.description,
      pricePaise: price,
      priceBreaks: f.volume ? volumePrices(price) : [],
      soldBy: f.soldBy,
      step: f.step,
      minQuantity: f.minimum,
      weighed: f.weighed ?? false,
      tolerancePct: 10,
      hsnCode: f.tax?.hsnCode ?? cat.hsnCode,
      gstRate: f.tax?.gstRate ?? cat.gstRate,
      unit: f.soldBy === 'kg' ? 'kg' : 'L',
      stockQuantity: r.int(f.stock[0], f.stock[1]) * 1000,
      imageUrl: await image(f.icon),
      manufacturingDate: isoDate(mfg),
      expiryDate: isoDate(mfg + r.int(9, 21) * DAY),
      approvalStatus: 'approved',
      createdAt: mfg,
      updatedAt: mfg,
    });
  }
  return rows;
}
