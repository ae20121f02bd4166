import { z } from 'zod';
import { gstin, id, plainString } from '../shared/schemas.ts';

export const invoiceOrderInput = z.object({ id });

/** A document number: the seller's prefix, the financial year and the serial (MEENA-2627-00042). */
export const documentNumberInput = z.object({
  number: plainString()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2,5}-\d{4}-C?\d{4,8}$/, 'Not a document number'),
});

export const documentPageInput = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  page_size: z.number().int().min(1).max(100).default(20),
});

/** A calendar month, YYYY-MM. */
const month = plainString()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month: YYYY-MM');

export const tcsMonthInput = z.object({ month });

/** One of the customer's GSTINs and a month in India. */
export const purchaseRegisterInput = z.object({
  gstin: gstin.describe('A buyer GSTIN on your orders').meta({ example: '23AAKCS5678B1ZA' }),
  month: month.describe('YYYY-MM (India time)').meta({ example: '2026-11' }),
});
