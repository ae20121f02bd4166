import { claimPhotos, claims, newId } from '@app/db';
import { encodeBase64 } from '@oslojs/encoding';
import { eq } from 'drizzle-orm';
import { canReadInCity } from '../access/rules.ts';
import type { SessionUser } from '../accounts/index.ts';
import { randomImageName, readImageUpload, storeUnavailable } from '../catalog/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import type { Services } from '../ports.ts';

/**
 * A photo of goods for a claim, checked by its content (JPEG, PNG, WebP or GIF, at most 5 MB),
 * stored under a private key (`claims/`, never served by the public image route) and answered by
 * id for the claim that uses it.
 */
export async function storeClaimPhoto(
  s: Pick<Services, 'db' | 'images'>,
  ownerId: string,
  file: File,
  now: number,
) {
  const { bytes, kind } = await readImageUpload(file);
  const key = `claims/${ownerId}/${randomImageName()}.${kind.ext}`;
  try {
    await s.images.put(key, bytes, kind.type);
  } catch (e) {
    await s.images.delete(key).catch(() => {});
    throw storeUnavailable('put', e);
  }
  const id = newId('cph');
  await s.db.insert(claimPhotos).values({ id, key, ownerId, contentType: kind.type, createdAt: now });
  return { photo_id: id };
}

/**
 * A claim photo as a file, for whoever took it, the supplier its claim is against, and staff who
 * read the order's city; 404 to anyone else, as if it did not exist.
 */
export async function claimPhotoFile(s: Pick<Services, 'db' | 'images'>, user: SessionUser, id: string) {
  const [row] = await s.db
    .select({ photo: claimPhotos, supplierId: claims.supplierId, cityId: claims.cityId })
    .from(claimPhotos)
    .leftJoin(claims, eq(claims.id, claimPhotos.claimId))
    .where(eq(claimPhotos.id, id));
  const reads =
    row &&
    (row.photo.ownerId === user.id ||
      (row.supplierId !== null && row.supplierId === user.id) ||
      (row.supplierId !== null && canReadInCity(user, 'orders', row.cityId)));
  const stored = reads ? await s.images.get(row.photo.key) : null;
  if (!row || !stored) throw fail.notFound(msg('error.claims.photoNotFound'));
  const bytes =
    stored.body instanceof Uint8Array
      ? stored.body
      : new Uint8Array(await new Response(stored.body).arrayBuffer());
  return {
    filename: `Claim_${id}.${row.photo.key.split('.').pop()}`,
    contentType: row.photo.contentType,
    base64: encodeBase64(bytes),
  };
}
