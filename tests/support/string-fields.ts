import type { z } from 'zod';

export type FieldPath = (string | number)[];

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
}
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** Closed sets and non-text values: nothing a person could type a control character into. */
const NOT_TEXT = new Set(['number', 'boolean', 'literal', 'enum', 'custom', 'null', 'undefined']);

/** True when the schema takes some string (a union of '' and a code does). */
function takesText(s: z.ZodType): boolean {
  const d = defOf(s);
  if (d.type === 'string') return true;
  if (d.type === 'union') return d.options!.some(takesText);
  if (['optional', 'nullable', 'default', 'prefault'].includes(d.type)) return takesText(d.innerType!);
  if (d.type === 'pipe') return takesText(d.in!);
  return false;
}

/**
 * Every place in an input schema where a string goes, as a path (array items as index 0).
 * A schema kind it does not know fails loudly, so no field can be skipped without notice.
 */
export function stringFields(s: z.ZodType, at: FieldPath = []): FieldPath[] {
  const d = defOf(s);
  switch (d.type) {
    case 'string':
      return [at];
    case 'object':
      return Object.entries(d.shape!).flatMap(([k, v]) => stringFields(v, [...at, k]));
    case 'array':
      return stringFields(d.element!, [...at, 0]);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
      return stringFields(d.innerType!, at);
    case 'pipe':
      return stringFields(d.in!, at);
    case 'union':
      if (takesText(s)) return [at];
      return d.options!.flatMap((o) => stringFields(o, at));
    default:
      if (NOT_TEXT.has(d.type)) return [];
      throw new Error(`Unknown schema kind "${d.type}" at ${at.join('.') || '(root)'}`);
  }
}

/** `{}` with `value` placed at `path` (arrays for numeric steps). */
export function withValueAt(path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') return [withValueAt(rest, value)];
  return { [head!]: withValueAt(rest, value) };
}

/** Every string inside a JSON value, with its path. */
export function jsonStrings(v: unknown, at: FieldPath = []): { path: FieldPath; value: string }[] {
  if (typeof v === 'string') return [{ path: at, value: v }];
  if (Array.isArray(v)) return v.flatMap((x, i) => jsonStrings(x, [...at, i]));
  if (v && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => jsonStrings(x, [...at, k]));
  return [];
}

/** A copy of `v` with the string at `path` replaced. */
export function replaceAt(v: unknown, path: FieldPath, value: string): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(v)) return v.map((x, i) => (i === head ? replaceAt(x, rest, value) : x));
  const o = v as Record<string, unknown>;
  return { ...o, [head!]: replaceAt(o[head!], rest, value) };
}
