import { keyOwner, op } from '../operations/op.ts';
import { createKey, listKeys, revokeKey } from './keys.ts';
import { createdKeyOutput, keyListOutput, keyOutput } from './outputs.ts';
import { createKeyInput, keyIdInput } from './schemas.ts';

/** Customers, suppliers and staff manage their own keys, signed in (a key cannot manage keys). */
export const keysRouter = {
  list: op({
    access: keyOwner,
    rest: {
      method: 'GET',
      path: '/keys',
      summary: 'Your API keys, newest first (signed in; a key cannot manage keys)',
      tag: 'API keys',
      input: () => undefined,
    },
  })
    .output(keyListOutput)
    .query(({ ctx }) => listKeys(ctx.db, ctx.user.id, ctx.clock.now())),
  create: op({
    access: keyOwner,
    rest: {
      method: 'POST',
      path: '/keys',
      summary: 'Create an API key with scopes; the whole key is answered this once',
      tag: 'API keys',
      status: 201,
    },
  })
    .input(createKeyInput)
    .output(createdKeyOutput)
    .mutation(({ ctx, input }) => createKey(ctx, ctx.user, input, ctx.clock.now())),
  revoke: op({
    access: keyOwner,
    rest: {
      method: 'DELETE',
      path: '/keys/:id',
      summary: 'Revoke one of your API keys; it is refused from the next request',
      tag: 'API keys',
      input: (r) => ({ id: r.params.id }),
    },
  })
    .input(keyIdInput)
    .output(keyOutput)
    .mutation(({ ctx, input }) => revokeKey(ctx.db, ctx.user.id, input.id, ctx.clock.now())),
};
