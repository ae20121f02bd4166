import { integratorProcedure } from '../trpc.ts';
import { createKey, listKeys, revokeKey } from './keys.ts';
import { createdKeyOutput, keyListOutput, keyOutput } from './outputs.ts';
import { createKeyInput, keyIdInput } from './schemas.ts';

/** Customers, suppliers and staff manage their own keys, signed in (a key cannot manage keys). */
export const keysRouter = {
  list: integratorProcedure
    .output(keyListOutput)
    .query(({ ctx }) => listKeys(ctx.db, ctx.user.id, ctx.clock.now())),
  create: integratorProcedure
    .input(createKeyInput)
    .output(createdKeyOutput)
    .mutation(({ ctx, input }) => createKey(ctx.db, ctx.user, input, ctx.clock.now())),
  revoke: integratorProcedure
    .input(keyIdInput)
    .output(keyOutput)
    .mutation(({ ctx, input }) => revokeKey(ctx.db, ctx.user.id, input.id, ctx.clock.now())),
};
