import { z } from 'zod';
import { subAdminListOutput, subAdminOutput, subAdminRemovedOutput } from '../accounts/outputs.ts';
import { createSubAdmin, deleteSubAdmin, listSubAdmins, updateSubAdmin } from '../domain/sub-admins.ts';
import { subAdminCreateInput, subAdminUpdateInput } from '../schemas/admin.ts';
import { id } from '../schemas/common.ts';
import { superAdminProcedure } from '../trpc.ts';

/** Super admin only: sub-admins are created, edited and deleted by nobody else. */
export const subAdminsRouter = {
  list: superAdminProcedure.output(subAdminListOutput).query(({ ctx }) => listSubAdmins(ctx.db)),
  create: superAdminProcedure
    .input(subAdminCreateInput)
    .output(subAdminOutput)
    .mutation(({ ctx, input }) => createSubAdmin(ctx, ctx.user.id, input)),
  update: superAdminProcedure
    .input(subAdminUpdateInput)
    .output(subAdminOutput)
    .mutation(({ ctx, input }) => updateSubAdmin(ctx, ctx.user.id, input)),
  remove: superAdminProcedure
    .input(z.object({ id }))
    .output(subAdminRemovedOutput)
    .mutation(({ ctx, input }) => deleteSubAdmin(ctx.db, ctx.user.id, input.id, ctx.clock.now())),
};
