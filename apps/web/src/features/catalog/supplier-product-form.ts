import type { RouterOutputs } from '@app/api';
import { productInput } from '@app/api/schemas';
import { z } from 'zod';
import { breakRows } from './price-breaks-fields.tsx';
import { measureValues, rateOrNull, weighedValues } from './product-fields.tsx';

export type SupplierProduct = RouterOutputs['catalog']['supplier']['list'][number];

const num = (v: unknown) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v);

/** The API's product schema, fed from text inputs: numbers are typed as text until submit. */
export const productForm = z.preprocess((v) => {
  const o = v as Record<string, unknown>;
  return {
    ...o,
    ...measureValues(o),
    price: num(o.price),
    gst_rate: rateOrNull(o.gst_rate),
  };
}, productInput);

/** The form starts from an approved listing's pending changes, so a new edit builds on them. */
export const formValues = (product?: SupplierProduct) => {
  const p = product && { ...product, ...product.pending_changes };
  return {
    name: p?.name ?? '',
    category_id: p?.category_id ?? '',
    city_id: p?.city_id ?? '',
    description: p?.description ?? '',
    sold_by: p?.sold_by ?? 'pack',
    price: p ? String(p.price.toFixed(2)) : '',
    price_breaks: breakRows(p?.price_breaks),
    unit: p?.unit ?? '',
    step: p ? String(p.step) : '',
    minimum: p ? String(p.minimum) : '',
    ...weighedValues(p),
    stock_quantity: p ? String(p.stock_quantity) : '',
    image_url: p?.image_url ?? '',
    brand: p?.brand ?? '',
    manufacturing_date: p?.manufacturing_date ?? '',
    expiry_date: p?.expiry_date ?? '',
    hsn_code: p?.hsn_code ?? '',
    gst_rate: p ? String(p.gst_rate) : '',
  };
};
