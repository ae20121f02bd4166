import { products } from '@app/db';
import type { PriceBreak } from '@app/db/enums';
import { sql } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import {
  BASE_PER_UNIT,
  fromStored,
  measureOf as sharedMeasure,
  toStored,
  unitSymbol,
} from '../shared/measure.ts';
import { toPaise, toRupees } from '../shared/money.ts';
import { LOW_STOCK_THRESHOLD, stockLabel } from '../shared/stock.ts';
import {
  type BreakGiven,
  type Measure,
  measureIssues,
  measureOf,
  priceBreakIssues,
} from './measure-schemas.ts';

/*
 * A listing's quantities at the API's edge (decision 0088): answers and inputs speak packs, kg or
 * litres; the columns hold packs, grams or millilitres (shared/measure.ts).
 */

type Product = typeof products.$inferSelect;
type Measured = Pick<Product, 'soldBy' | 'step' | 'minQuantity' | 'weighed' | 'tolerancePct'>;
type Stocked = Pick<Product, 'soldBy' | 'stockQuantity'>;

/**
 * How the listing is sold, in what steps and whether it is weighed when packed, as answers carry
 * it (shared/answers.ts `measure` and `weighing`).
 */
export const measureAnswer = (p: Measured): Measure => ({
  ...sharedMeasure(p),
  weighed: p.weighed,
  tolerance_percent: p.tolerancePct,
});

/** The stock in packs, kg or litres. */
export const stockAnswer = (p: Stocked) => fromStored(p.stockQuantity, p.soldBy);

/** Low under 20 packs, kg or litres. */
export const stockLabelOf = (p: Stocked) => stockLabel(stockAnswer(p));

/** How it is sold, in what steps, at what price per kg or litre (null for packs), and for volume. */
export const pricedMeasureAnswer = (p: Measured & Pick<Product, 'pricePaise' | 'priceBreaks'>) => ({
  ...measureAnswer(p),
  price_per_unit: p.soldBy === 'pack' ? null : toRupees(p.pricePaise),
  price_breaks: breaksAnswer(p.priceBreaks, p.soldBy),
});

/** Volume prices as answers carry them: from a quantity in packs, kg or litres, in rupees. */
export const breaksAnswer = (breaks: readonly PriceBreak[], soldBy: Product['soldBy']) =>
  breaks.map((b) => ({ from_quantity: fromStored(b.from, soldBy), price: toRupees(b.pricePaise) }));

/** What every product answer carries of its quantities: measure, price per kg or litre, stock. */
export const quantitiesAnswer = (p: Measured & Stocked & Pick<Product, 'pricePaise' | 'priceBreaks'>) => ({
  ...pricedMeasureAnswer(p),
  stock_quantity: stockAnswer(p),
});

/**
 * In stock but low (under 20 packs, kg or litres). Written as a range of the stored stock, so it
 * reads the stock index.
 */
export const lowStock = sql`(${products.stockQuantity} > 0 and ${products.stockQuantity} < ${LOW_STOCK_THRESHOLD * BASE_PER_UNIT} and (${products.soldBy} <> 'pack' or ${products.stockQuantity} < ${LOW_STOCK_THRESHOLD}))`;

/** Out of stock, or low. */
export const lowOrOutOfStock = sql`(${products.stockQuantity} = 0 or ${lowStock})`;

/** The stock in packs, kg or litres, for ordering listings of every measure together. */
export const stockInUnits = sql<number>`(${products.stockQuantity} * 1.0 / (case when ${products.soldBy} = 'pack' then 1 else ${BASE_PER_UNIT} end))`;

/**
 * A refusal that names its fields, answered as an input schema's is (400 invalid_input, `errors`
 * in the caller's language): the issues ride on the cause, where tRPC's own validation puts them.
 */
export function refuseFields(issues: { path: string[]; message: string }[]): never {
  throw Object.assign(fail.badRequest('invalid_input', msg('error.invalidInput')), {
    cause: Object.assign(new Error(issues[0]!.message), { issues }),
  });
}

export interface MeasureGiven extends Partial<Measure> {
  unit?: string;
  stock_quantity: number;
  /** With its price, a listing's volume prices are written too. */
  price?: number;
  price_breaks?: BreakGiven[];
}

/**
 * The measure columns a product form writes and its stock, in stored units: the given sold_by,
 * step, minimum and catch-weight, else the listing's own (`current`, on an update), else a new
 * listing's. A kg or litre listing's unit is kg or L; with a price, its volume prices. 409 for a
 * change of sold_by (stock, carts and lists are counted in it); 400 naming the fields for a measure
 * the listing cannot have.
 */
export function measureColumns(given: MeasureGiven, current?: Measured & { priceBreaks?: PriceBreak[] }) {
  if (current && given.sold_by && given.sold_by !== current.soldBy)
    throw fail.conflict('sold_by_fixed', msg('error.catalog.soldByFixed', { soldBy: current.soldBy }));
  const m = measureOf(given, current && measureAnswer(current));
  const issues = measureIssues(m, given);
  if (issues.length) refuseFields(issues);
  const stored = (q: number) => toStored(q, m.sold_by)!;
  return {
    columns: {
      soldBy: m.sold_by,
      step: stored(m.step),
      minQuantity: stored(m.minimum),
      ...(given.price !== undefined && {
        priceBreaks: priceBreakColumn({ ...given, price: given.price }, m, current?.priceBreaks),
      }),
      weighed: m.weighed,
      tolerancePct: m.tolerance_percent,
      unit: m.sold_by === 'pack' ? given.unit! : unitSymbol(m.sold_by),
    },
    stock: stored(given.stock_quantity),
  };
}

/** A stock count for a listing, in stored units; 400 for a fraction of a pack. */
export const storedStock = (quantity: number, listing: Measured & { unit: string }) =>
  measureColumns({ stock_quantity: quantity, unit: listing.unit }, listing).stock;

/**
 * A listing's volume prices in stored units (decision 0093): those given, else the listing's own
 * (`current`, on an update: still checked against its new price), else none; 400 naming each
 * break that breaks a rule.
 */
function priceBreakColumn(given: MeasureGiven & { price: number }, m: Measure, current?: PriceBreak[]) {
  const price_breaks =
    given.price_breaks ??
    (current ?? []).map((b) => ({
      from_quantity: fromStored(b.from, m.sold_by),
      price: toRupees(b.pricePaise),
    }));
  const issues = priceBreakIssues({ price: given.price, price_breaks }, m);
  if (issues.length) refuseFields(issues);
  return price_breaks.map((b) => ({
    from: toStored(b.from_quantity, m.sold_by)!,
    pricePaise: toPaise(b.price),
  }));
}
