import { uploadedImages } from '@app/db';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import type { Services } from '../ports.ts';
import { storeUnavailable } from './images.ts';
import { IMAGE_MAX_BYTES } from './schemas.ts';

const IMAGE_TYPES = [
  { ext: 'jpg', type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  { ext: 'png', type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { ext: 'gif', type: 'image/gif', magic: [0x47, 0x49, 0x46, 0x38] }, // GIF8(7|9)a
] as const;

const startsWith = (b: Uint8Array, magic: readonly number[], at = 0) =>
  b.length >= at + magic.length && magic.every((x, i) => b[at + i] === x);

/**
 * The image format by its first bytes, never by name or declared type: JPEG, PNG, GIF, WebP.
 * Anything else (SVG, HTML, executables) answers null.
 */
export function sniffImage(bytes: Uint8Array): { ext: string; type: string } | null {
  for (const t of IMAGE_TYPES) if (startsWith(bytes, t.magic)) return { ext: t.ext, type: t.type };
  const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { ext: 'webp', type: 'image/webp' };
  return null;
}

/** An uploaded image's bytes and format, checked by size and content (413 / 415 with a sentence). */
export async function readImageUpload(file: File) {
  if (file.size > IMAGE_MAX_BYTES) throw fail.tooLarge(msg('error.catalog.imageTooLarge'));
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > IMAGE_MAX_BYTES) throw fail.tooLarge(msg('error.catalog.imageTooLarge'));
  const kind = sniffImage(bytes);
  if (!kind) throw fail.unsupported(msg('error.catalog.imageWrongType'));
  return { bytes, kind };
}

/** A random file name for a key we make. */
export const randomImageName = () =>
  encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(15)));

/**
 * Stores a product image under a key we make (`products/{ownerId}/{random}.{ext}`) and answers
 * its public URL. The size is checked before the bytes are read (the body limit already capped
 * them) and again after. The upload is recorded before the store write, so a file nothing ever
 * uses is found by the orphan sweep (image-sweep.ts) even if this call dies half-way.
 */
export async function storeProductImage(
  s: Pick<Services, 'db' | 'images'>,
  ownerId: string,
  file: File,
  now: number,
) {
  const { images } = s;
  const { bytes, kind } = await readImageUpload(file);
  const name = randomImageName();
  const key = `products/${ownerId}/${name}.${kind.ext}`;
  await s.db.insert(uploadedImages).values({ key, createdAt: now });
  try {
    await images.put(key, bytes, kind.type);
  } catch (e) {
    // A half-written object must not linger; its URL was never handed out, so nothing shows it.
    await images.delete(key).catch(() => {});
    throw storeUnavailable('put', e);
  }
  return { url: `/images/${key}` };
}
