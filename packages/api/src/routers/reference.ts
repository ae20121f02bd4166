import { z } from 'zod';
import { categoryListOutput } from '../catalog/outputs.ts';
import { createCity, listCategories, listCities, setCityActive } from '../domain/reference.ts';
import { cityInput, cityStatusInput } from '../schemas/reference.ts';
import { cityListOutput, cityOutput } from '../site/outputs.ts';
import { isSuperAdmin, publicProcedure, superAdminProcedure } from '../trpc.ts';

export const citiesRouter = {
  /** Anyone: active cities; staff also see inactive ones when they ask. */
  list: publicProcedure
    .input(z.object({ include_inactive: z.boolean().default(false) }).default({ include_inactive: false }))
    .output(cityListOutput)
    .query(({ ctx, input }) => {
      const staff = ctx.user && (isSuperAdmin(ctx.user) || ctx.user.userType === 'sub_admin');
      return listCities(ctx.db, { includeInactive: Boolean(staff && input.include_inactive) });
    }),
  /** Super admin: cities are global, so city-scoped sub-admins cannot add them. */
  create: superAdminProcedure
    .input(cityInput)
    .output(cityOutput)
    .mutation(({ ctx, input }) => createCity(ctx.db, input, { id: ctx.user.id, now: ctx.clock.now() })),
  /** Super admin. */
  setActive: superAdminProcedure
    .input(cityStatusInput)
    .output(cityOutput)
    .mutation(({ ctx, input }) =>
      setCityActive(ctx.db, input.id, input.is_active, { id: ctx.user.id, now: ctx.clock.now() }),
    ),
};

export const categoriesRouter = {
  /** Anyone. */
  list: publicProcedure.output(categoryListOutput).query(({ ctx }) => listCategories(ctx.db)),
};
