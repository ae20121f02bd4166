import { GST_RATES } from '@app/db/enums';
import { z } from 'zod';
import {
  approvalStatus,
  cityRef,
  count,
  fileAnswer,
  measure,
  money,
  okId,
  orderStatus,
  quantity,
  soldBy,
  stockLabel,
  supplierReliability,
  timestamp,
  weighing,
} from '../shared/answers.ts';

const gstRateAnswer = z.literal(GST_RATES);

export const categoryListOutput = z.array(
  z.object({
    id: z.string().meta({ example: 'cat_rice' }),
    name: z.string().meta({ example: 'Rice' }),
    slug: z.string().meta({ example: 'rice' }),
    icon: z.string().meta({ example: '🍚' }),
    hsn_code: z.string().describe("Products' HSN code unless they carry their own").meta({ example: '1006' }),
    gst_rate: gstRateAnswer
      .describe("Products' GST rate (%) unless they carry their own")
      .meta({ example: 5 }),
    requires_fssai: z.boolean().describe('Food: a supplier needs an FSSAI licence to list in it'),
  }),
);

/** Rupees per kg or litre of a listing sold by weight or volume (its price); null for packs. */
const pricePerUnit = money
  .nullable()
  .describe('Rupees per kg or litre when sold by weight or volume (the price); null when sold by the pack')
  .meta({ example: null });
/** Volume prices (decision 0093): from a quantity on, a lower price per pack, kg or litre. */
export const priceBreaksAnswer = z
  .array(
    z.object({
      from_quantity: quantity.describe('From this many packs, kg or litres on').meta({ example: 25 }),
      price: money.describe('Rupees per pack, kg or litre from that quantity').meta({ example: 62 }),
    }),
  )
  .describe('Lower prices for larger quantities, by quantity ascending; empty when none');
const stockQuantity = quantity.describe('Packs, or kg or litres when sold by weight or volume');

/** What every product answer carries, for whoever sees it. */
export const productFields = {
  id: z.string().meta({ example: 'prd_7k2m9x4q' }),
  name: z.string().meta({ example: 'Basmati Rice' }),
  category_id: z.string().meta({ example: 'cat_rice' }),
  category_name: z.string().meta({ example: 'Rice' }),
  ...cityRef,
  supplier_id: z.string().meta({ example: 'usr_5x2k9m' }),
  supplier_name: z.string().meta({ example: 'Fresh Supply Co' }),
  description: z.string().meta({ example: 'Long grain, aged 2 years' }),
  price: money.describe('Rupees per pack, or per kg or litre when sold by weight or volume'),
  ...measure,
  ...weighing,
  price_per_unit: pricePerUnit,
  price_breaks: priceBreaksAnswer,
  hsn_code: z.string().describe('HSN code printed on the invoice').meta({ example: '1006' }),
  gst_rate: gstRateAnswer.describe('GST rate in percent (0, 5, 18 or 40)').meta({ example: 5 }),
  unit: z.string().describe('The pack; kg or L when sold by weight or volume').meta({ example: '5kg' }),
  stock_quantity: stockQuantity.meta({ example: 120 }),
  image_url: z.string().meta({ example: '/images/products/usr_5x2k9m/rice.png' }),
  brand: z.string().meta({ example: 'India Gate' }),
  manufacturing_date: z.string().nullable().meta({ example: '2026-01-10' }),
  expiry_date: z.string().nullable().meta({ example: '2027-01-10' }),
  approval_status: approvalStatus,
  is_active: z.boolean(),
};

/** Price per kg, litre or piece from the unit (decision 0074); null when the unit cannot be read. */
export const pricePerBaseAnswer = z
  .object({
    per: z.enum(['kg', 'l', 'pc']).meta({ example: 'kg' }),
    price: money.describe('Rupees per kg, litre or piece, rounded to the paisa').meta({ example: 92 }),
  })
  .nullable();

/** A product a customer may buy (catalogue page and product page). */
export const catalogProductOutput = z.object({
  ...productFields,
  stock_label: stockLabel,
  item_id: z
    .string()
    .nullable()
    .describe('The catalogue item grouping it with other suppliers’ listings; null when ungrouped')
    .meta({ example: 'itm_4k2m9x' }),
  price_per_base: pricePerBaseAnswer,
  supplier_reliability: supplierReliability,
  created_at: timestamp,
  updated_at: timestamp,
});

/** What a search adds to a page (decision 0092). */
export const searchAnswer = {
  did_you_mean: z
    .string()
    .nullable()
    .optional()
    .describe('A search with typing slips and nothing matched as typed: the words it corrected them to')
    .meta({ example: null }),
};

/** How a listing matched a search: its own words, another name of the thing, its category, or a corrected slip. */
export const matchOutput = z
  .enum(['exact', 'synonym', 'category', 'fuzzy'])
  .optional()
  .describe('Searches only: how it matched (exact, then synonym, then category, then fuzzy)')
  .meta({ example: 'exact' });

export const catalogPageOutput = z.object({
  products: z.array(catalogProductOutput.extend({ match: matchOutput })),
  next_cursor: z
    .string()
    .nullable()
    .describe('Pass back as cursor for the next page; null on the last page')
    .meta({ example: null }),
  ...searchAnswer,
});

/** An approved listing's edit waiting for review: every reviewed field as proposed. */
const pendingChangesOutput = z
  .object({
    name: productFields.name,
    category_id: productFields.category_id,
    category_name: productFields.category_name,
    ...cityRef,
    description: productFields.description,
    unit: productFields.unit,
    image_url: productFields.image_url,
    brand: productFields.brand,
    manufacturing_date: productFields.manufacturing_date,
    expiry_date: productFields.expiry_date,
    hsn_code: productFields.hsn_code,
    gst_rate: productFields.gst_rate,
    submitted_at: timestamp,
  })
  .nullable()
  .describe(
    'Changes of an approved listing waiting for review, which stays on sale with the values above until staff decide; null when none',
  )
  .meta({ example: null });

/** A product as its supplier and the approval queue see it. */
export const supplierProductOutput = z.object({
  ...productFields,
  price_needed: z
    .boolean()
    .describe('Uploaded without a price (the spec’s bulk format): set one before it can be approved'),
  rejection_reason: z.string().nullable().meta({ example: null }),
  created_at: timestamp,
  updated_at: timestamp,
  pending_changes: pendingChangesOutput,
});
export const supplierProductListOutput = z.array(supplierProductOutput);
export const productRemovedOutput = okId;

export const supplierDashboardOutput = z.object({
  products: z.object({
    total: count.meta({ example: 12 }),
    approved: count.meta({ example: 9 }),
    pending: count.meta({ example: 2 }),
    rejected: count.meta({ example: 1 }),
  }),
  stock: z.object({
    low_stock: count,
    out_of_stock: count,
    alerts: z.array(
      z.object({
        id: z.string().meta({ example: 'prd_7k2m9x4q' }),
        name: z.string().meta({ example: 'Basmati Rice' }),
        unit: z.string().meta({ example: '5kg' }),
        sold_by: soldBy,
        stock_quantity: stockQuantity.meta({ example: 8 }),
      }),
    ),
  }),
  orders: z.object({
    total: count.meta({ example: 40 }),
    open: count.meta({ example: 3 }),
    revenue: money.meta({ example: 52300 }),
    recent: z.array(
      z.object({
        id: z.string().meta({ example: 'ord_4m2x' }),
        order_number: z.string().meta({ example: 'SB-261122-MJHZB' }),
        order_date: timestamp,
        status: orderStatus,
        items: count.describe('Lines of this supplier on the order'),
        amount: money.describe("This supplier's share of the order"),
      }),
    ),
  }),
});

export const bulkUploadOutput = z.object({
  success: count.meta({ example: 48 }),
  failed: count.meta({ example: 2 }),
  total: count.meta({ example: 50 }),
  errors: z
    .array(z.object({ row: count, reason: z.string() }))
    .meta({ example: [{ row: 7, reason: 'Unknown category "Grains"' }] }),
});

export const bulkTemplateOutput = fileAnswer;

export const productImageOutput = z.object({
  url: z.string().meta({ example: '/images/products/usr_5x2k9m/rice.png' }),
});

export const pendingCountOutput = z.object({ count: count.meta({ example: 2 }) });

const unitBase = z.enum(['kg', 'l', 'pc']).nullable().describe('Null when the unit cannot be read');

/** One supplier's listing of an item, as the chooser shows it. */
const itemOfferOutput = z.object({
  product_id: z.string().meta({ example: 'prd_7k2m9x4q' }),
  supplier_id: z.string().meta({ example: 'usr_5x2k9m' }),
  supplier_name: z.string().meta({ example: 'Fresh Supply Co' }),
  supplier_city_id: z
    .string()
    .nullable()
    .describe('The city the supplier is based in and ships from')
    .meta({ example: 'city_mumbai' }),
  ships_from: z.string().nullable().describe('Its name').meta({ example: 'Mumbai' }),
  local: z.boolean().describe('The supplier is based in your city').meta({ example: false }),
  arrives: z
    .string()
    .nullable()
    .describe(
      'The first day (YYYY-MM-DD, India) it can be delivered to your city if ordered now: its lead time, ' +
        'delivery days and order-by time there and the slots still taking orders (decision 0109); checkout ' +
        'holds the order to the same rule. Null: not within three weeks',
    )
    .meta({ example: '2026-12-09' }),
  name: z.string().meta({ example: 'Besan' }),
  brand: productFields.brand,
  description: productFields.description,
  unit: z.string().meta({ example: '1kg' }),
  price: money.meta({ example: 92 }),
  ...measure,
  ...weighing,
  price_per_unit: pricePerUnit,
  price_breaks: priceBreaksAnswer,
  price_per_base: pricePerBaseAnswer,
  stock_quantity: stockQuantity.meta({ example: 40 }),
  stock_label: stockLabel,
  image_url: z.string().meta({ example: '/images/products/usr_5x2k9m/besan.png' }),
  manufacturing_date: productFields.manufacturing_date,
  expiry_date: productFields.expiry_date,
  supplier_reliability: supplierReliability,
});

/** One row of the grouped catalogue: an item with its offers, or a listing in no item. */
const itemRowOutput = z.object({
  id: z
    .string()
    .nullable()
    .describe('The item; null for a listing not grouped yet, whose one offer is the listing')
    .meta({ example: 'itm_4k2m9x' }),
  name: z.string().meta({ example: 'Besan' }),
  category_id: z.string().meta({ example: 'cat_flour' }),
  category_name: z.string().meta({ example: 'Flour' }),
  unit: z.string().describe('Canonical unit: 1kg, 0.5kg, 5l, 12pc, or as written').meta({ example: '1kg' }),
  unit_base: unitBase.meta({ example: 'kg' }),
  from_price: money
    .describe('Price of the cheapest offer (in stock, lowest per base unit), whatever the sort')
    .meta({ example: 92 }),
  from_price_per_base: pricePerBaseAnswer,
  supplier_count: count.meta({ example: 3 }),
  offers: z
    .array(itemOfferOutput)
    .describe(
      'In stock first, then the soonest to arrive, then lowest price per kg, litre or piece (sort=price) or of what is kept ' +
        '(sort=best_value: price ÷ (fill rate × (1 − rejection rate − claim rate))), then most stock',
    ),
});

export const itemPageOutput = z.object({
  items: z.array(itemRowOutput.extend({ match: matchOutput })),
  next_cursor: z
    .string()
    .nullable()
    .describe('Pass back as cursor for the next page')
    .meta({ example: null }),
  ...searchAnswer,
});

export const itemDetailOutput = z.object({
  item: itemRowOutput,
  packs: z
    .array(itemRowOutput)
    .describe('The same product in other packs (same name and category), each with its offers'),
});

/** A listing as the merge screen shows it. */
const itemListingOutput = z.object({
  id: z.string().meta({ example: 'prd_7k2m9x4q' }),
  name: z.string().meta({ example: 'Besan (Gram Flour)' }),
  unit: z.string().meta({ example: '1 kg' }),
  supplier_name: z.string().meta({ example: 'Fresh Supply Co' }),
  city_id: z.string().nullable().meta({ example: 'city_indore' }),
  price: money.meta({ example: 92 }),
  ...measure,
  ...weighing,
  price_per_unit: pricePerUnit,
  price_breaks: priceBreaksAnswer,
  price_per_base: pricePerBaseAnswer,
});

export const itemSuggestionListOutput = z.array(
  z.object({
    key: z.string().describe('Normalised name and unit').meta({ example: 'besan gram flour|1kg' }),
    name: z.string().meta({ example: 'Besan (Gram Flour)' }),
    category_id: z.string().meta({ example: 'cat_flour' }),
    category_name: z.string().meta({ example: 'Flour' }),
    unit: z.string().meta({ example: '1kg' }),
    unit_base: unitBase.meta({ example: 'kg' }),
    item_id: z
      .string()
      .nullable()
      .describe('An existing item of the same key the listings would join; null for a new item')
      .meta({ example: null }),
    listings: z.array(itemListingOutput),
  }),
);

export const catalogItemOutput = z.object({
  id: z.string().meta({ example: 'itm_4k2m9x' }),
  name: z.string().meta({ example: 'Besan' }),
  key: z.string().meta({ example: 'besan|1kg' }),
  unit: z.string().meta({ example: '1kg' }),
  unit_base: unitBase.meta({ example: 'kg' }),
  category_id: z.string().meta({ example: 'cat_flour' }),
  city_id: z.string().nullable().describe('Null: made by the super admin').meta({ example: 'city_indore' }),
  listings: z.array(itemListingOutput),
});

export const itemMoveOutput = z.object({
  ok: z.boolean(),
  id: z.string().meta({ example: 'prd_7k2m9x4q' }),
  item_id: z.string().nullable().meta({ example: 'itm_4k2m9x' }),
});
