import { customer, op, supplier } from '../operations/op.ts';
import {
  createContractPrice,
  listAccountPrices,
  listPriceCustomers,
  listSupplierPrices,
  removeContractPrice,
} from './contracts.ts';
import {
  accountPriceListOutput,
  contractPriceRemovedOutput,
  priceCustomerListOutput,
  supplierPriceListOutput,
  supplierPriceOutput,
} from './outputs.ts';
import { contractPriceIdInput, contractPriceInput } from './schemas.ts';

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
    .mutation(({ ctx, input }) =>
      createContractPrice(ctx.db, { id: ctx.user.id, now: ctx.clock.now() }, input),
    ),
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
    .mutation(({ ctx, input }) =>
      removeContractPrice(ctx.db, { id: ctx.user.id, now: ctx.clock.now() }, input.id),
    ),
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
};
