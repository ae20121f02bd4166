import { uploadedImages } from '@app/db';
import { asc, eq, lt } from 'drizzle-orm';
import type { Services } from '../ports.ts';
import { imageInUse } from './images.ts';

/** An upload may wait this long for the product form that uses it. */
export const ORPHAN_AFTER_MS = 24 * 60 * 60_000;
const BATCH = 100;

/**
 * Deletes uploaded images that nothing shows a day after their upload, and forgets uploads that
 * something shows (from then on `releaseImage` deletes them when the last product lets go).
 * "Shows" means a product's image or its pending revision's, or the landing gallery and login picture of the settings;
 * categories and seed data use `seed/` images, which are never recorded as uploads. Like
 * `releaseImage`, each check-and-delete is one write transaction, so it cannot interleave with
 * a product starting to use the file. Answers how many files were deleted.
 */
export async function sweepOrphanImages(s: Pick<Services, 'db' | 'images' | 'config'>, now: number) {
  const old = await s.db
    .select({ key: uploadedImages.key })
    .from(uploadedImages)
    .where(lt(uploadedImages.createdAt, now - ORPHAN_AFTER_MS))
    .orderBy(asc(uploadedImages.createdAt))
    .limit(BATCH);
  const site = [...s.config.site.landingImages, s.config.site.loginBackgroundImage];
  let deleted = 0;
  for (const { key } of old) {
    const url = `/images/${key}`;
    await s.db.write(async (tx) => {
      const kept =
        key.startsWith('seed/') ||
        (await imageInUse(tx, url)) ||
        site.some((u) => u === url || u.endsWith(url));
      if (!kept) {
        try {
          await s.images.delete(key);
        } catch (e) {
          // Stays recorded: the next sweep tries again.
          console.warn('Image store delete failed:', e instanceof Error ? e.message : String(e));
          return;
        }
        deleted++;
      }
      await tx.delete(uploadedImages).where(eq(uploadedImages.key, key));
    });
  }
  return deleted;
}
