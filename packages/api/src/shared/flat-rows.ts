import { Column, is, SQL } from 'drizzle-orm';

type Field = Column | SQL | SQL.Aliased;
type Decoder = { mapFromDriverValue(value: unknown): unknown };

// A `sql` field's decoder (its `mapWith`) is internal to drizzle's types, not to its mapping.
const sqlDecoder = (s: SQL) => (s as unknown as { decoder: Decoder }).decoder;
const decoderOf = (f: Field): Decoder => (is(f, Column) ? f : is(f, SQL) ? sqlDecoder(f) : sqlDecoder(f.sql));

/**
 * Reads the raw rows of a flat selection (a prepared query's `.values()`) into the objects
 * drizzle's `.all()` would answer: each column through its own decoder (JSON, booleans), null as
 * null. Drizzle's own mapping walks every cell through its generic checks; on a cart of 40 lines
 * that was a sixth of the cart answer's CPU (decision 0103). Only for flat selections: no nested
 * objects, so no join nullability to apply.
 */
export function flatRows<T>(fields: Record<string, Field>) {
  const keys = Object.keys(fields);
  const decoders = keys.map((k) => decoderOf(fields[k]!));
  // Each row starts as a clone of an object with every key: V8 turns an object given more than a
  // dozen properties by computed key into a slow dictionary, and a cart line has over thirty.
  const shape: Record<string, unknown> = { ...Object.fromEntries(keys.map((k) => [k, null])) };
  const read = (row: ArrayLike<unknown>) => {
    const out = { ...shape };
    for (let i = 0; i < keys.length; i++) {
      const v = row[i];
      out[keys[i]!] = v === null || v === undefined ? null : decoders[i]!.mapFromDriverValue(v);
    }
    return out as T;
  };
  return (rows: readonly ArrayLike<unknown>[]) => rows.map(read);
}
