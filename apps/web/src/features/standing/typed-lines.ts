import type { SoldBy } from '@app/api/enums';
import { z } from 'zod';

/** A line on a form: its listing, and its quantity as typed. */
export interface Row {
  product_id: string;
  name: string;
  soldBy: SoldBy;
  quantity: string;
}

/** A quantity as typed ('2.5' or '2,5'): a number for the API's schema to judge, NaN when blank. */
const typed = (text: string) => {
  const t = text.trim().replace(',', '.');
  return t === '' ? Number.NaN : Number(t);
};

/**
 * The API's own schema fed from a form whose `lines` are rows as typed; `more` turns the form's
 * other inputs into what the schema takes.
 */
export const withTypedLines = <S extends z.ZodType>(
  schema: S,
  more: (o: Record<string, unknown>) => Record<string, unknown> = () => ({}),
) =>
  z.preprocess((v) => {
    const o = v as Record<string, unknown>;
    const rows = o.lines as Row[];
    return {
      ...o,
      ...more(o),
      lines: rows.map((r) => ({ product_id: r.product_id, quantity: typed(r.quantity) })),
    };
  }, schema);
