import { op, staff, supplier } from '../operations/op.ts';
import { paging } from '../rest/route.ts';
import { staffReliabilityOutput, supplierReliabilityOutput } from './outputs.ts';
import { staffReliabilityInput } from './schemas.ts';
import { staffReliability } from './staff.ts';
import { ownReliability } from './supplier.ts';

/**
 * Suppliers' reliability (decision 0090). Every customer sees the public figures on the offers
 * (the catalogue); a supplier its own with the orders behind them; staff with manage_suppliers
 * every supplier of their city with a weekly trend.
 */
export const reliabilityRouter = {
  mine: op({
    access: supplier,
    keyScope: 'orders:read',
    rest: {
      method: 'GET',
      path: '/supplier/reliability',
      summary:
        'Your fill, on-time, rejection and claim rates over 30 days, worked out now, with the totals ' +
        'they divide and every order that lowered one',
      tag: 'Supplier',
      input: () => undefined,
    },
  })
    .output(supplierReliabilityOutput)
    .query(({ ctx }) => ownReliability(ctx.db, ctx.user.id, ctx.clock.now())),
  list: op({
    access: staff('manage_suppliers'),
    rest: {
      method: 'GET',
      path: '/admin/suppliers/reliability',
      summary:
        "Your city's suppliers (every city for the super admin) with their figures as customers see " +
        'them and the last four weeks’, the least reliable first',
      tag: 'Admin: suppliers',
      input: (r) => ({ ...paging(r), city_id: r.query.city_id || undefined }),
      query: {
        page: { type: 'integer', description: 'Page number, from 1 (default 1)' },
        page_size: { type: 'integer', description: 'Suppliers per page, 1-100 (default 20)' },
        city_id: { type: 'string', description: 'Super admin: only this city' },
      },
    },
  })
    .input(staffReliabilityInput)
    .output(staffReliabilityOutput)
    .query(({ ctx, input }) => staffReliability(ctx.db, ctx.scope, input)),
};
