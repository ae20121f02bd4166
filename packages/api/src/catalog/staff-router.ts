import { z } from 'zod';
import { op, staff } from '../operations/op.ts';
import { num, opt, page, paging, type RestRequest } from '../rest/route.ts';
import { CSV_ROW_LIMIT } from '../shared/csv.ts';
import { id } from '../shared/schemas.ts';
import { listInventory, updateStock } from './inventory.ts';
import { inventoryCsv } from './inventory-csv.ts';
import {
  inventoryExportOutput,
  inventoryListOutput,
  staffProductListOutput,
  staffProductOutput,
  staffProductRemovedOutput,
  supplierOptionsOutput,
} from './outputs-staff.ts';
import { updatePrice } from './price.ts';
import {
  inventoryListInput,
  staffPriceInput,
  staffProductInput,
  staffProductListInput,
  staffProductUpdateInput,
  stockInput,
} from './schemas.ts';
import {
  createStaffProduct,
  deleteStaffProduct,
  listStaffProducts,
  supplierOptions,
  updateStaffProduct,
} from './staff.ts';

const productStaff = staff('manage_products');

/** The super admin (every product), or a sub-admin with manage_products (its city's products). */
export const catalogAdminRouter = {
  list: op({
    access: productStaff,
    keyScope: 'products:read',
    rest: {
      method: 'GET',
      path: '/admin/products',
      summary: 'Products for staff: search by name, category or city; city and status filters',
      tag: 'Admin: products',
      input: (r) => ({
        search: r.query.search ?? '',
        city_id: opt(r.query.city_id),
        status: opt(r.query.status),
        ...paging(r),
      }),
      query: {
        search: { type: 'string', description: 'Matches name, brand, category or city' },
        city_id: { type: 'string', description: 'Only this city' },
        status: { type: 'string', description: 'all, active or inactive' },
        ...page,
      },
    },
  })
    .input(staffProductListInput)
    .output(staffProductListOutput)
    .query(({ ctx, input }) => listStaffProducts(ctx.db, ctx.scope, input, ctx)),
  /** Suppliers to choose from in the product form. */
  supplierOptions: op({ access: productStaff, keyScope: 'products:read' })
    .output(supplierOptionsOutput)
    .query(({ ctx }) => supplierOptions(ctx.db, ctx.scope)),
  create: op({
    access: productStaff,
    keyScope: 'products:write',
    rest: {
      method: 'POST',
      path: '/products',
      summary: 'Add a product as staff (approved at once)',
      tag: 'Admin: products',
      status: 201,
    },
  })
    .input(staffProductInput)
    .output(staffProductOutput)
    .mutation(({ ctx, input }) =>
      createStaffProduct(ctx.db, ctx.images, {
        scope: ctx.scope,
        actorId: ctx.user.id,
        now: ctx.clock.now(),
        input,
      }),
    ),
  /** A full update; flipping is_active (de)activates (spec section 4). */
  update: op({
    access: productStaff,
    keyScope: 'products:write',
    rest: {
      method: 'PUT',
      path: '/products/:id',
      summary: 'Replace a product as staff; flip is_active to (de)activate',
      tag: 'Admin: products',
    },
  })
    .input(staffProductUpdateInput)
    .output(staffProductOutput)
    .mutation(({ ctx, input: { id, ...input } }) =>
      updateStaffProduct(ctx.db, ctx.images, {
        scope: ctx.scope,
        actorId: ctx.user.id,
        now: ctx.clock.now(),
        id,
        input,
      }),
    ),
  remove: op({
    access: productStaff,
    keyScope: 'products:write',
    rest: {
      method: 'DELETE',
      path: '/products/:id',
      summary: 'Delete a product as staff (order lines keep their snapshot)',
      tag: 'Admin: products',
    },
  })
    .input(z.object({ id }))
    .output(staffProductRemovedOutput)
    .mutation(({ ctx, input }) =>
      deleteStaffProduct(ctx.db, {
        scope: ctx.scope,
        actorId: ctx.user.id,
        now: ctx.clock.now(),
        id: input.id,
      }),
    ),
};

const inventoryQuery = (r: RestRequest) => ({
  city_id: opt(r.query.city_id),
  search: r.query.search ?? '',
  level: opt(r.query.level),
  ...paging(r),
});
const inventoryQueryDocs = {
  city_id: { type: 'string', description: 'Only this city' },
  search: { type: 'string', description: 'Matches name, brand or category' },
  level: { type: 'string', description: 'all, low (under 20 packs, kg or litres) or out (0)' },
} as const;

/** Same callers as catalogAdmin: stock levels and corrections. */
export const inventoryRouter = {
  list: op({
    access: productStaff,
    keyScope: 'products:read',
    rest: {
      method: 'GET',
      path: '/admin/inventory',
      summary: 'Stock levels with total, low-stock and out-of-stock counts',
      tag: 'Admin: inventory',
      input: inventoryQuery,
      query: { ...inventoryQueryDocs, ...page },
    },
  })
    .input(inventoryListInput)
    .output(inventoryListOutput)
    .query(({ ctx, input }) => listInventory(ctx.db, ctx.scope, input, ctx)),
  exportCsv: op({
    access: productStaff,
    keyScope: 'products:read',
    heavy: true,
    rest: {
      method: 'GET',
      path: '/admin/inventory/export',
      summary: `Stock levels as CSV (same filters as the list; at most ${CSV_ROW_LIMIT} rows, then a note)`,
      tag: 'Admin: inventory',
      input: inventoryQuery,
      query: inventoryQueryDocs,
      respond: 'file',
      fileType: 'text/csv',
    },
  })
    .input(inventoryListInput)
    .output(inventoryExportOutput)
    .query(({ ctx, input }) => inventoryCsv(ctx.db, ctx.scope, input, ctx, ctx.clock.now())),
  updateStock: op({
    access: productStaff,
    keyScope: 'stock:write',
    rest: {
      method: 'PUT',
      path: '/admin/inventory/:id',
      summary: 'Set the stock of a product (0 or more: whole packs, or kg or litres up to 3 decimals)',
      tag: 'Admin: inventory',
      input: (r) => ({
        id: r.params.id,
        stock_quantity: num(r.query.stock_quantity) ?? r.body.stock_quantity,
      }),
      query: {
        stock_quantity: {
          type: 'number',
          description: 'The new stock: packs, or kg or litres as the product is sold',
          required: true,
        },
      },
    },
  })
    .input(stockInput)
    .output(staffProductOutput)
    .mutation(({ ctx, input }) =>
      updateStock(ctx.db, {
        scope: ctx.scope,
        actorId: ctx.user.id,
        now: ctx.clock.now(),
        id: input.id,
        quantity: input.stock_quantity,
      }),
    ),
  /**
   * Product managers within their city (404 outside it): the price alone, from the inventory row
   * (decision 0108). Volume prices are kept and must stay cheaper than it (400 break_not_cheaper).
   */
  updatePrice: op({
    access: productStaff,
    keyScope: 'products:write',
    rest: {
      method: 'PUT',
      path: '/admin/inventory/:id/price',
      summary:
        'Set the price of a product alone (rupees per pack, kg or litre; its volume prices are kept and must stay cheaper: 400 break_not_cheaper)',
      tag: 'Admin: inventory',
    },
  })
    .input(staffPriceInput)
    .output(staffProductOutput)
    .mutation(({ ctx, input }) =>
      updatePrice(ctx.db, {
        scope: ctx.scope,
        actorId: ctx.user.id,
        now: ctx.clock.now(),
        id: input.id,
        price: input.price,
      }),
    ),
};
