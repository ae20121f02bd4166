import { catalogItems, categories, type Database, products, supplierReliability, users } from '@app/db';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { reliabilityAnswer, reliabilityColumns } from '../reliability/index.ts';
import { toRupees } from '../shared/money.ts';
import { type OfferSort, offerOrder } from '../shared/offer-order.ts';
import { parseUnit, pricePerBase, unitKey } from '../shared/unit-price.ts';
import { liveForCity, perBaseInRupees } from './catalog.ts';
import { quantitiesAnswer, stockAnswer, stockLabelOf } from './measures.ts';

export const offerColumns = {
  id: products.id,
  itemId: products.itemId,
  supplierId: products.supplierId,
  supplierName: users.restaurantName,
  supplierCityId: users.cityId,
  name: products.name,
  brand: products.brand,
  description: products.description,
  unit: products.unit,
  pricePaise: products.pricePaise,
  priceBreaks: products.priceBreaks,
  soldBy: products.soldBy,
  step: products.step,
  minQuantity: products.minQuantity,
  weighed: products.weighed,
  tolerancePct: products.tolerancePct,
  stockQuantity: products.stockQuantity,
  imageUrl: products.imageUrl,
  manufacturingDate: products.manufacturingDate,
  expiryDate: products.expiryDate,
  ...reliabilityColumns,
};

/** An offer with its price per kg, litre or piece read from its unit once, and its supplier's figures. */
interface Priced {
  o: Offer;
  per: ReturnType<typeof pricePerBase>;
  reliability: ReturnType<typeof reliabilityAnswer>;
}

/** The chooser's order (decisions 0074, 0090: shared/offer-order.ts) over priced offers. */
const byOffer = (sort: OfferSort) => {
  const order = offerOrder(sort);
  const facts = (p: Priced) => ({
    id: p.o.id,
    inStock: p.o.stockQuantity !== 0,
    perBase: p.per?.paise ?? null,
    stock: stockAnswer(p.o),
    reliability: p.reliability,
  });
  return (a: Priced, b: Priced) => order(facts(a), facts(b));
};

export type Offer = Pick<
  typeof products.$inferSelect,
  | 'id'
  | 'itemId'
  | 'supplierId'
  | 'name'
  | 'brand'
  | 'description'
  | 'unit'
  | 'pricePaise'
  | 'priceBreaks'
  | 'soldBy'
  | 'step'
  | 'minQuantity'
  | 'weighed'
  | 'tolerancePct'
  | 'stockQuantity'
  | 'imageUrl'
  | 'manufacturingDate'
  | 'expiryDate'
> & {
  supplierName: (typeof users.$inferSelect)['restaurantName'];
  supplierCityId: (typeof users.$inferSelect)['cityId'];
} & Parameters<typeof reliabilityAnswer>[0];

const offerDto = ({ o, per, reliability }: Priced) => ({
  product_id: o.id,
  supplier_id: o.supplierId,
  supplier_name: o.supplierName,
  supplier_city_id: o.supplierCityId,
  name: o.name,
  brand: o.brand,
  description: o.description,
  unit: o.unit,
  price: toRupees(o.pricePaise),
  ...quantitiesAnswer(o),
  price_per_base: perBaseInRupees(per),
  stock_label: stockLabelOf(o),
  image_url: o.imageUrl,
  manufacturing_date: o.manufacturingDate,
  expiry_date: o.expiryDate,
  supplier_reliability: reliability,
});

export interface Row {
  id: string | null;
  name: string;
  categoryId: string;
  categoryName: string;
  unit: string;
  offers: Offer[];
}

/**
 * One row of the grouped catalogue: an item with its live offers in the order asked, or a listing
 * not grouped yet. Its from-price is the cheapest offer's whatever the order.
 */
export function rowDto(row: Row, sort: OfferSort) {
  const priced = row.offers.map((o) => ({
    o,
    per: pricePerBase(o.pricePaise, o.unit),
    reliability: reliabilityAnswer(o),
  }));
  const best = [...priced].sort(byOffer('price'))[0]!;
  const offers = priced.sort(byOffer(sort));
  return {
    id: row.id,
    name: row.name,
    category_id: row.categoryId,
    category_name: row.categoryName,
    unit: row.unit,
    unit_base: parseUnit(row.unit)?.base ?? null,
    from_price: toRupees(best.o.pricePaise),
    from_price_per_base: perBaseInRupees(best.per),
    supplier_count: new Set(offers.map(({ o }) => o.supplierId)).size,
    offers: offers.map(offerDto),
  };
}

/** Live offers of these items in the city (those passing `only`), one row per item, in no order yet. */
export async function itemRows(db: Database, itemIds: readonly string[], cityId: string | null, only?: SQL) {
  if (itemIds.length === 0) return [];
  const offers = await db
    .select({
      ...offerColumns,
      itemName: catalogItems.name,
      itemKey: catalogItems.key,
      categoryId: catalogItems.categoryId,
      categoryName: categories.name,
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.supplierId))
    .innerJoin(catalogItems, eq(catalogItems.id, products.itemId))
    .innerJoin(categories, eq(categories.id, catalogItems.categoryId))
    .leftJoin(supplierReliability, eq(supplierReliability.supplierId, products.supplierId))
    .where(and(inArray(products.itemId, [...itemIds]), liveForCity(cityId), only));
  return groupByItem(offers);
}

type ItemOffer = Offer & { itemId: string | null; itemName: string; itemKey: string } & Omit<
    Row,
    'offers' | 'id' | 'name' | 'unit'
  >;

/** Offers joined with their item, as one row per item keyed by its id. */
export function groupByItem(offers: ItemOffer[]): (Row & { key: string })[] {
  const byItem = new Map<string, Row & { key: string }>();
  for (const o of offers) {
    const id = o.itemId!;
    const row = byItem.get(id) ?? {
      id,
      key: id,
      name: o.itemName,
      categoryId: o.categoryId,
      categoryName: o.categoryName,
      unit: o.itemKey.slice(o.itemKey.indexOf('|') + 1),
      offers: [],
    };
    row.offers.push(o);
    byItem.set(id, row);
  }
  return [...byItem.values()];
}

/** A live listing in no item as its own row. */
export const listingRow = (o: Offer & Pick<Row, 'categoryId' | 'categoryName'>): Row & { key: string } => ({
  id: null,
  key: o.id,
  name: o.name,
  categoryId: o.categoryId,
  categoryName: o.categoryName,
  unit: unitKey(o.unit),
  offers: [o],
});

/** The columns and joins of a listing shown as its own row. */
export const listingRowQuery = (db: Database) =>
  db
    .select({ ...offerColumns, categoryId: products.categoryId, categoryName: categories.name })
    .from(products)
    .innerJoin(users, eq(users.id, products.supplierId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(supplierReliability, eq(supplierReliability.supplierId, products.supplierId));
