import { z } from 'zod';
import { productImageOutput } from '../catalog/outputs.ts';
import { storeProductImage } from '../domain/uploads.ts';
import { fail } from '../errors.ts';
import { authedProcedure, isSuperAdmin } from '../trpc.ts';

/** Suppliers, the super admin, and sub-admins holding manage_products. */
const imageUploaderProcedure = authedProcedure.use(({ ctx, next }) => {
  const u = ctx.user;
  const staff =
    isSuperAdmin(u) ||
    (u.userType === 'sub_admin' && !!u.cityId && u.permissions.includes('manage_products'));
  if (u.userType !== 'supplier' && !staff) throw fail.forbidden();
  return next();
});

export const uploadsRouter = {
  /** Suppliers and product managers: a JPG, PNG, WebP or GIF of at most 5 MB; answers its URL. */
  productImage: imageUploaderProcedure
    .input(z.object({ file: z.instanceof(File, { message: 'Please select an image file' }) }))
    .output(productImageOutput)
    .mutation(async ({ ctx, input }) => {
      const wait = ctx.limiter.hit(`upload:${ctx.user.id}`, 120, 600);
      if (wait > 0) throw fail.tooMany(wait);
      return storeProductImage(ctx.images, ctx.user.id, input.file);
    }),
};
