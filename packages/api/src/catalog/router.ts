import { OUTLET_HEADER } from '../business/index.ts';
import { anyone, customer, op } from '../operations/op.ts';
import { checkedOnce } from '../shared/kept-answer.ts';
import { productApprovalRouter } from './approval-router.ts';
import { listProducts, productById } from './catalog.ts';
import { listCategories } from './categories.ts';
import { catalogPageInput, catalogPageQuery, itemsRouter } from './items/router.ts';
import { outletBuyer } from './outlet-city.ts';
import { catalogPageOutput, catalogProductOutput, categoryListOutput } from './outputs.ts';
import { productByIdInput, productListInput } from './schemas.ts';
import { searchProducts } from './search-page.ts';
import { catalogAdminRouter, inventoryRouter } from './staff-router.ts';
import { supplierProductsRouter, uploadsRouter } from './supplier-router.ts';

const catalogProcedures = {
  /** Customers: live products of their city and all-city ones; search, category, keyset pages. */
  list: op({
    access: customer,
    keyScope: 'products:read',
    // A page is the account's city's (else the outlet's); a search also ranks by what the buyer ordered.
    repeatable: (input, headers) => !headers.has(OUTLET_HEADER) && !(input as { search?: unknown }).search,
    rest: {
      method: 'GET',
      path: '/products',
      summary:
        'Catalogue page for the customer: live products of their city and all cities, in name order. ' +
        'Pass next_cursor back as cursor for the next page (null on the last page). Answers ETag; ' +
        'send it as If-None-Match to get 304 when nothing changed.',
      tag: 'Catalogue',
      etag: true,
      input: catalogPageInput,
      query: catalogPageQuery(
        'Words as kitchens type them: English, Hindi in Devanagari or Latin letters, regional names, with typing slips; ranked exact, synonym, then corrected (decision 0092)',
      ),
    },
  })
    .input(productListInput)
    .output(checkedOnce(catalogPageOutput))
    .query(async ({ ctx, input }) => {
      const { cityId, buyerId } = await outletBuyer(ctx);
      return input.search
        ? searchProducts(ctx, {
            cityId,
            search: input.search,
            categoryId: input.category_id,
            cursor: input.cursor,
            limit: input.limit,
            buyerId,
          })
        : listProducts(ctx, {
            cityId,
            categoryId: input.category_id,
            cursor: input.cursor,
            limit: input.limit,
          });
    }),
  /** Customers: one live product they may buy; 404 otherwise. */
  byId: op({
    access: customer,
    keyScope: 'products:read',
    repeatable: (_input, headers) => !headers.has(OUTLET_HEADER),
    rest: {
      method: 'GET',
      path: '/products/:id',
      summary: 'One product the customer may buy',
      tag: 'Catalogue',
      input: (r) => ({ id: r.params.id }),
    },
  })
    .input(productByIdInput)
    .output(checkedOnce(catalogProductOutput))
    .query(async ({ ctx, input }) => productById(ctx, (await outletBuyer(ctx)).cityId, input.id)),
};

const categoriesRouter = {
  /** Anyone. */
  list: op({
    access: anyone,
    rest: {
      method: 'GET',
      path: '/categories',
      summary: 'Product categories',
      tag: 'Reference',
      input: () => undefined,
    },
  })
    .output(categoryListOutput)
    .query(({ ctx }) => listCategories(ctx.db)),
};

export const catalogRouter = {
  ...catalogProcedures,
  categories: categoriesRouter,
  supplier: supplierProductsRouter,
  uploads: uploadsRouter,
  approval: productApprovalRouter,
  staff: catalogAdminRouter,
  inventory: inventoryRouter,
  items: itemsRouter,
};
