import { contractPrices, products, supplierTerms, users } from '@app/db';
import { and, type Column, eq, type Placeholder, type SQLWrapper, sql } from 'drizzle-orm';
import { liveForCity } from '../catalog/index.ts';

/** How a listing is sold, as the quantity checks read it. */
export const stepColumns = {
  soldBy: products.soldBy,
  step: products.step,
  minQuantity: products.minQuantity,
};

/**
 * What a line to be ordered reads of its listing, its supplier, and the buyer's own price and the
 * supplier's terms in the buyer's city: the cart's lines and a standing order's read the same.
 * Joined as `products`, `users` (the supplier) and `supplierTerms` on `termsIn(cityId)`.
 */
export const listingColumns = (
  customer: Column,
  cityId: string | Placeholder | null,
  day: string | Placeholder,
) => ({
  ...listingFacts(cityId),
  // The buyer's own price for the listing on this Indian day (decision 0094), if any.
  contractPaise: contractPaise(customer, products.id, day),
  sellerGstin: users.gstin,
});

/**
 * The listing's facts in a city that only change with the catalogue's version (catalog_version's
 * triggers: products, the supplier's name and status, supplier_terms), so the cart may keep them
 * per version (cart/kept-listings.ts). The supplier's GSTIN does not bump the version: not here.
 */
const listingFacts = (cityId: string | Placeholder | null) => ({
  name: products.name,
  brand: products.brand,
  unit: products.unit,
  pricePaise: products.pricePaise,
  priceBreaks: products.priceBreaks,
  ...stepColumns,
  weighed: products.weighed,
  tolerancePct: products.tolerancePct,
  imageUrl: products.imageUrl,
  stock: products.stockQuantity,
  expired: products.expired,
  supplierId: products.supplierId,
  categoryId: products.categoryId,
  hsnCode: products.hsnCode,
  productGstRate: products.gstRate,
  supplierName: users.restaurantName,
  // The supplier's terms in the buyer's city (decision 0095); null: it has none there.
  minimumOrderPaise: supplierTerms.minimumOrderPaise,
  deliveryDays: supplierTerms.deliveryDays,
  cutoffMinute: supplierTerms.cutoffMinute,
  belowMinimumChargePaise: supplierTerms.belowMinimumChargePaise,
  leadDays: supplierTerms.leadDays,
  live: sql<number>`case when ${liveForCity(cityId)} then 1 else 0 end`,
});

/** The buyer's lowest contract price for the product valid on `day`, or null. */
export const contractPaise = (customer: Column, product: Column, day: string | Placeholder) =>
  sql<number | null>`(select min(${contractPrices.pricePaise}) from ${contractPrices}
        where ${contractPrices.customerId} = ${customer} and ${contractPrices.productId} = ${product}
        and ${contractPrices.validFrom} <= ${day} and ${contractPrices.validTo} >= ${day})`;

/** The supplier's terms in the buyer's city; none without a city. */
export const termsIn = (cityId: string | Placeholder | SQLWrapper | null) =>
  and(eq(supplierTerms.supplierId, products.supplierId), eq(supplierTerms.cityId, sql`${cityId}`));
