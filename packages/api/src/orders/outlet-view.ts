import { cities, outlets, users } from '@app/db';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { z } from 'zod';

// The outlet and the person of an order of a business with several outlets (decision 0119): read in
// the order's own statement (joins on primary keys, one probe of outlets_business_idx), never per row.

export const placer = alias(users, 'placer');
export const outletCity = alias(cities, 'outlet_city');

/** Columns to select, with left joins of `outlets` (on orders.outlet_id), `outletCity` and `placer`. */
export const outletViewColumns = {
  outletId: outlets.id,
  outletName: outlets.name,
  outletGstin: outlets.gstin,
  outletCity: outletCity.name,
  placedByName: placer.username,
  severalOutlets: sql<number>`exists (select 1 from ${outlets} o2
    where o2.business_id = ${outlets.businessId} and o2.id <> ${outlets.id})`,
};

export interface OutletViewRow {
  outletId: string | null;
  outletName: string | null;
  outletGstin: string | null;
  outletCity: string | null;
  placedByName: string | null;
  severalOutlets: number | boolean | null;
}

/** The answer's fields: both null for a business of one outlet (nothing to tell apart). */
export const outletViewOf = (r: OutletViewRow) =>
  r.severalOutlets && r.outletId
    ? {
        outlet: {
          id: r.outletId,
          name: r.outletName ?? '',
          city_name: r.outletCity,
          gstin: r.outletGstin,
        },
        placed_by_name: r.placedByName,
      }
    : { outlet: null, placed_by_name: null };

export const orderOutletOutput = z
  .object({
    id: z.string().meta({ example: 'out_7k2m9q4x1b8n3c5v6z0a' }),
    name: z.string().meta({ example: 'Malwa Spice, Bandra' }),
    city_name: z.string().nullable().meta({ example: 'Mumbai' }),
    gstin: z.string().nullable().meta({ example: '27AABCM4821K1ZF' }),
  })
  .nullable()
  .describe('The outlet it was ordered for, when the business has several; null otherwise');

export const placedByNameOutput = z
  .string()
  .nullable()
  .describe('Who placed it, when the business has several outlets; null otherwise')
  .meta({ example: 'Sanjay Verma' });

/** The optional fields added to order answers (decision 0119). */
export const outletViewOutput = {
  outlet: orderOutletOutput.optional(),
  placed_by_name: placedByNameOutput.optional(),
};
