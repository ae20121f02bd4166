import { customer, op, staff, supplier } from '../operations/op.ts';
import {
  createContractPrice,
  listAccountPrices,
  listPriceCustomers,
  listPriceListings,
  listSupplierPrices,
  removeContractPrice,
} from './contracts.ts';
import {
  accountPriceListOutput,
  contractPriceRemovedOutput,
  priceCustomerListOutput,
  priceListingListOutput,
  supplierPriceListOutput,
  supplierPriceOutput,
} from './outputs.ts';
import {
  contractPriceIdInput,
  contractPriceInput,
  staffContractPriceInput,
  staffPriceListInput,
} from './schemas.ts';

const manageSuppliers = staff('manage_suppliers');

/** Prices a supplier agrees with one customer (decision 0094). */
export const contractsRouter = {
  supplierList: op({
    access: supplier,
    keyScope: 'products:read',
    rest: {
      method: 'GET',
      path: '/supplier/price-lists',
      summary: 'Your prices for your customers, latest ending first',
      tag: 'Supplier',
      input: () => undefined,
    },
  })
    .output(supplierPriceListOutput)
    .query(({ ctx }) => listSupplierPrices(ctx.db, ctx.user.id, ctx.clock.now())),
  customers: op({
    access: supplier,
    keyScope: 'orders:read',
    rest: {
      method: 'GET',
      path: '/supplier/customers',
      summary: 'The customers who have ordered from you, by name: those you may give a price to',
      tag: 'Supplier',
      input: () => undefined,
    },
  })
    .output(priceCustomerListOutput)
    .query(({ ctx }) => listPriceCustomers(ctx.db, ctx.user.id)),
  create: op({
    access: supplier,
    keyScope: 'products:write',
    rest: {
      method: 'POST',
      path: '/supplier/price-lists',
      summary: 'Give a customer who has ordered from you a price for one of your listings over some days',
      tag: 'Supplier',
      status: 201,
    },
  })
    .input(contractPriceInput)
    .output(supplierPriceOutput)
    .mutation(({ ctx, input }) => createContractPrice(ctx.db, own(ctx), input)),
  remove: op({
    access: supplier,
    keyScope: 'products:write',
    rest: {
      method: 'DELETE',
      path: '/supplier/price-lists/:id',
      summary: 'Withdraw one of your prices; the customer pays the listing’s again',
      tag: 'Supplier',
    },
  })
    .input(contractPriceIdInput)
    .output(contractPriceRemovedOutput)
    .mutation(({ ctx, input }) => removeContractPrice(ctx.db, own(ctx), input.id)),
  mine: op({
    access: customer,
    keyScope: 'orders:read',
    rest: {
      method: 'GET',
      path: '/account/prices',
      summary: 'Your own prices from suppliers that apply today or later',
      tag: 'Cart',
      input: () => undefined,
    },
  })
    .output(accountPriceListOutput)
    .query(({ ctx }) => listAccountPrices(ctx.db, ctx.user.id, ctx.clock.now())),
  staff: {
    /** Staff with manage_suppliers: a supplier's prices for customers within their reach. */
    list: op({
      access: manageSuppliers,
      rest: {
        method: 'GET',
        path: '/admin/suppliers/:supplier_id/price-lists',
        summary: 'A supplier’s prices for its customers within your reach (manage_suppliers)',
        tag: 'Supplier',
      },
    })
      .input(staffPriceListInput)
      .output(supplierPriceListOutput)
      .query(({ ctx, input }) => listSupplierPrices(ctx.db, input.supplier_id, ctx.clock.now(), ctx.scope)),
    /** Staff with manage_suppliers: the supplier's listings to choose from when giving a price. */
    listings: op({
      access: manageSuppliers,
      rest: {
        method: 'GET',
        path: '/admin/suppliers/:supplier_id/price-listings',
        summary: 'A supplier’s listings that may be given a price, by name (manage_suppliers)',
        tag: 'Supplier',
      },
    })
      .input(staffPriceListInput)
      .output(priceListingListOutput)
      .query(({ ctx, input }) => listPriceListings(ctx.db, input.supplier_id)),
    /** Staff with manage_suppliers: give a customer within their reach a price on a supplier's behalf. */
    create: op({
      access: manageSuppliers,
      rest: {
        method: 'POST',
        path: '/admin/suppliers/:supplier_id/price-lists',
        summary:
          'Give a customer within your reach a price for one of a supplier’s listings; audited (manage_suppliers)',
        tag: 'Supplier',
        status: 201,
      },
    })
      .input(staffContractPriceInput)
      .output(supplierPriceOutput)
      .mutation(({ ctx, input }) =>
        createContractPrice(
          ctx.db,
          { id: ctx.user.id, supplierId: input.supplier_id, scope: ctx.scope, now: ctx.clock.now() },
          input,
        ),
      ),
    /** Staff with manage_suppliers: withdraw a price of a customer within their reach. */
    remove: op({
      access: manageSuppliers,
      rest: {
        method: 'DELETE',
        path: '/admin/price-lists/:id',
        summary: 'Withdraw a customer’s price within your reach; audited (manage_suppliers)',
        tag: 'Supplier',
      },
    })
      .input(contractPriceIdInput)
      .output(contractPriceRemovedOutput)
      .mutation(({ ctx, input }) =>
        removeContractPrice(ctx.db, { id: ctx.user.id, scope: ctx.scope, now: ctx.clock.now() }, input.id),
      ),
  },
};

/** The supplier writing its own prices. */
const own = (ctx: { user: { id: string }; clock: { now: () => number } }) => ({
  id: ctx.user.id,
  supplierId: ctx.user.id,
  scope: null,
  now: ctx.clock.now(),
});
