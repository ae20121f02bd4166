import { op, staff, supplier } from '../operations/op.ts';
import { listTerms, removeTerms, setTerms } from './manage.ts';
import { termsListOutput, termsOutput, termsRemovedOutput } from './outputs.ts';
import {
  staffTermsCityInput,
  staffTermsInput,
  staffTermsListInput,
  termsCityInput,
  termsInput,
} from './schemas.ts';

const manageSuppliers = staff('manage_suppliers');

/** A supplier's trading terms per city it serves: minimum order, delivery days, cut-off (decision 0095). */
export const termsRouter = {
  mine: op({
    access: supplier,
    keyScope: 'products:read',
    rest: {
      method: 'GET',
      path: '/supplier/terms',
      summary: 'Your trading terms in each city you set them for',
      tag: 'Supplier',
      input: () => undefined,
    },
  })
    .output(termsListOutput)
    .query(({ ctx }) => listTerms(ctx.db, ctx.user.id, null)),
  set: op({
    access: supplier,
    keyScope: 'products:write',
    rest: {
      method: 'PUT',
      path: '/supplier/terms/:city_id',
      summary: 'Set your minimum order, delivery days and order-by time in a city',
      tag: 'Supplier',
    },
  })
    .input(termsInput)
    .output(termsOutput)
    .mutation(({ ctx, input }) =>
      setTerms(
        ctx.db,
        { id: ctx.user.id, scope: null, now: ctx.clock.now() },
        { supplierId: ctx.user.id, cityId: input.city_id },
        input,
      ),
    ),
  remove: op({
    access: supplier,
    keyScope: 'products:write',
    rest: {
      method: 'DELETE',
      path: '/supplier/terms/:city_id',
      summary: 'End your trading terms in a city: the platform’s rules alone apply there again',
      tag: 'Supplier',
    },
  })
    .input(termsCityInput)
    .output(termsRemovedOutput)
    .mutation(({ ctx, input }) =>
      removeTerms(
        ctx.db,
        { id: ctx.user.id, scope: null, now: ctx.clock.now() },
        { supplierId: ctx.user.id, cityId: input.city_id },
      ),
    ),
  staff: {
    /** Staff with manage_suppliers: a supplier's terms in the cities of their reach. */
    list: op({
      access: manageSuppliers,
      rest: {
        method: 'GET',
        path: '/admin/suppliers/:supplier_id/terms',
        summary: 'A supplier’s trading terms in the cities of your reach (manage_suppliers)',
        tag: 'Supplier',
      },
    })
      .input(staffTermsListInput)
      .output(termsListOutput)
      .query(({ ctx, input }) => listTerms(ctx.db, input.supplier_id, ctx.scope)),
    /** Staff with manage_suppliers: set or override a supplier's terms in a city of their reach (another: 404). */
    set: op({
      access: manageSuppliers,
      rest: {
        method: 'PUT',
        path: '/admin/suppliers/:supplier_id/terms/:city_id',
        summary:
          'Set or override a supplier’s trading terms in a city of your reach; audited (manage_suppliers)',
        tag: 'Supplier',
      },
    })
      .input(staffTermsInput)
      .output(termsOutput)
      .mutation(({ ctx, input }) =>
        setTerms(
          ctx.db,
          { id: ctx.user.id, scope: ctx.scope, now: ctx.clock.now() },
          { supplierId: input.supplier_id, cityId: input.city_id },
          input,
        ),
      ),
    remove: op({
      access: manageSuppliers,
      rest: {
        method: 'DELETE',
        path: '/admin/suppliers/:supplier_id/terms/:city_id',
        summary: 'End a supplier’s trading terms in a city of your reach; audited (manage_suppliers)',
        tag: 'Supplier',
      },
    })
      .input(staffTermsCityInput)
      .output(termsRemovedOutput)
      .mutation(({ ctx, input }) =>
        removeTerms(
          ctx.db,
          { id: ctx.user.id, scope: ctx.scope, now: ctx.clock.now() },
          { supplierId: input.supplier_id, cityId: input.city_id },
        ),
      ),
  },
};
