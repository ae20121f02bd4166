import { op, supplier } from '../operations/op.ts';
import { supplierProfileOutput } from './outputs.ts';
import { supplierProfileInput } from './schemas.ts';
import { ownProfile, updateOwnProfile } from './supplier-profile.ts';

/** The supplier itself: who it is as the seller on its invoices (decision 0055). */
export const supplierProfileRouter = {
  get: op({
    access: supplier,
    rest: {
      method: 'GET',
      path: '/supplier/profile',
      summary:
        'The supplier as the seller on its invoices: legal name, GSTIN, address, state, FSSAI, invoice prefix',
      tag: 'Supplier',
      input: () => undefined,
    },
  })
    .output(supplierProfileOutput)
    .query(({ ctx }) => ownProfile(ctx.db, ctx.user.id)),
  /** 409 when another seller has the invoice prefix, or invoices were already issued under it. */
  update: op({
    access: supplier,
    rest: {
      method: 'PUT',
      path: '/supplier/profile',
      summary:
        'Replace the seller profile. The GSTIN (optional) must start with the state code; the invoice prefix ' +
        '(2-5 letters or digits, not MKT) is unique across sellers (409 when taken)',
      tag: 'Supplier',
    },
  })
    .input(supplierProfileInput)
    .output(supplierProfileOutput)
    .mutation(({ ctx, input }) => updateOwnProfile(ctx.db, ctx.user.id, input, ctx.clock.now())),
};
