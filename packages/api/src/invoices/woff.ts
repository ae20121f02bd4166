import { unzlibSync } from 'fflate';

/**
 * A WOFF 1.0 font (https://www.w3.org/TR/WOFF/) as the plain TrueType/OpenType file it wraps.
 * fontkit reads WOFF itself, but inflates the whole glyph table again for every glyph it looks
 * up, which made a one-page invoice take seconds; unwrapped once, lookups are plain reads.
 */
export function sfntOf(woff: Uint8Array): Uint8Array {
  const sfnt = unwrapped.get(woff.buffer) ?? unwrap(woff);
  unwrapped.set(woff.buffer, sfnt);
  return sfnt;
}

/** By file (its buffer: the font ports answer the same one each time), so that fonts parse once. */
const unwrapped = new WeakMap<ArrayBufferLike, Uint8Array>();

function unwrap(woff: Uint8Array): Uint8Array {
  const src = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (src.getUint32(0) !== 0x774f4646) return woff; // not 'wOFF': already a TrueType/OpenType file
  const numTables = src.getUint16(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = src.getUint32(at + 4);
    const compLength = src.getUint32(at + 8);
    const origLength = src.getUint32(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: src.getUint32(at),
      checksum: src.getUint32(at + 16),
      data: compLength < origLength ? unzlibSync(stored) : stored,
    };
  });
  const pad4 = (n: number) => (n + 3) & ~3;
  const size = 12 + 16 * numTables + tables.reduce((sum, t) => sum + pad4(t.data.length), 0);
  const out = new Uint8Array(size);
  const dst = new DataView(out.buffer);
  const entrySelector = Math.floor(Math.log2(numTables));
  dst.setUint32(0, src.getUint32(4)); // the flavour: TrueType or CFF
  dst.setUint16(4, numTables);
  dst.setUint16(6, 16 * 2 ** entrySelector);
  dst.setUint16(8, entrySelector);
  dst.setUint16(10, numTables * 16 - 16 * 2 ** entrySelector);
  let offset = 12 + 16 * numTables;
  tables.forEach((t, i) => {
    const record = 12 + i * 16;
    dst.setUint32(record, t.tag);
    dst.setUint32(record + 4, t.checksum);
    dst.setUint32(record + 8, offset);
    dst.setUint32(record + 12, t.data.length);
    out.set(t.data, offset);
    offset += pad4(t.data.length);
  });
  return out;
}
