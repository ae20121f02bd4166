import type { z } from 'zod';

/**
 * Answers kept per catalogue version (catalog/catalog.ts `keptPage`) are the same object on every
 * hit. Checking that object against the output schema, and turning it into JSON with its ETag,
 * once per version instead of once per request took most of a kept page's server CPU (issue 24,
 * point 1; decision 0084). Only answers checked by `checkedOnce` are kept: any other object may
 * be a fresh one each time, or one changed in place.
 */
const kept = new WeakSet<object>();

type Checked<S extends z.ZodType> = ((value: unknown) => z.output<S>) & { schema: S };

/**
 * An output check for a procedure whose answers may be kept: an object seen before answers its
 * checked copy again. tRPC calls it like any validator; `schema` is what the API reference and the
 * SDK read (rest/openapi.ts).
 */
export function checkedOnce<S extends z.ZodType>(schema: S): Checked<S> {
  const checked = new WeakMap<object, z.output<S>>();
  const check = (value: unknown): z.output<S> => {
    if (typeof value !== 'object' || value === null) return schema.parse(value);
    const hit = checked.get(value);
    if (hit !== undefined) return hit;
    const parsed = schema.parse(value);
    checked.set(value, parsed);
    if (typeof parsed === 'object' && parsed !== null) kept.add(parsed);
    return parsed;
  };
  checks.add(check);
  return Object.assign(check, { schema });
}

const checks = new WeakSet<object>();

/** Whether an answer is one a `checkedOnce` handed out: the same object for every caller of its version. */
export const isKept = (answer: object) => kept.has(answer);

/** Whether a procedure's output parser is a `checkedOnce`: its answers may be kept. */
export const isCheckedOnce = (parser: unknown) => typeof parser === 'function' && checks.has(parser);

/**
 * An answer's JSON text, its ETag once asked for (http/private-etag.ts) and its gzip once a client
 * accepts it (http/compress-answers.ts). `kept`: made once and handed out again.
 */
export type Serialized = {
  text: string;
  tag?: string;
  kept?: true;
  /** A kept answer's UTF-8 bytes, made on its first send (`bodyOf`). */
  bytes?: Uint8Array<ArrayBuffer>;
  gzip?: Promise<ArrayBuffer>;
  envelopes?: { single?: Serialized; batch?: Serialized };
};
const serialized = new WeakMap<object, Serialized>();

/** The answer as JSON: made once for a kept answer, every time for any other. */
export function serializedOnce(value: unknown): Serialized {
  if (typeof value !== 'object' || value === null || !kept.has(value)) return { text: JSON.stringify(value) };
  let s = serialized.get(value);
  if (!s) {
    s = { text: JSON.stringify(value), kept: true };
    serialized.set(value, s);
  }
  return s;
}

/**
 * The answer in tRPC's envelope, as tRPC's fetch adapter would send it: `{"result":{"data":…}}`,
 * or that in an array for a batch of one. Made once for a kept answer, like its text.
 */
export function envelopedOnce(s: Serialized, batch: boolean): Serialized {
  const one = () => `{"result":{"data":${s.text}}}`;
  const text = () => (batch ? `[${one()}]` : one());
  if (!s.kept) return { text: text() };
  s.envelopes ??= {};
  const key = batch ? 'batch' : 'single';
  s.envelopes[key] ??= { text: text(), kept: true };
  return s.envelopes[key];
}

/** A kept answer's text gzipped, made on the first request that accepts it. */
export function gzipOnce(s: Serialized): Promise<ArrayBuffer> {
  s.gzip ??= new Response(
    new Blob([s.text]).stream().pipeThrough(new CompressionStream('gzip')),
  ).arrayBuffer();
  return s.gzip;
}

const utf8 = new TextEncoder();

/**
 * What to send: a kept answer's bytes, encoded once. Sent as text, Node measured and encoded the
 * 35-240 KB again on every request: about 0.14 ms for a grouped catalogue page (decision 0123).
 */
export const bodyOf = (s: Serialized): string | Uint8Array<ArrayBuffer> => {
  if (!s.kept) return s.text;
  s.bytes ??= utf8.encode(s.text);
  return s.bytes;
};
