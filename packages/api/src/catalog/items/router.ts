import { customer, op, staff } from '../../operations/op.ts';
import { num, type RestRequest } from '../../rest/route.ts';
import { checkedOnce } from '../../shared/kept-answer.ts';
import { listItems } from '../items.ts';
import { itemDetail } from '../items-detail.ts';
import { searchItems } from '../items-search.ts';
import { confirmItem, listSuggestions, moveListing, renameItem } from '../items-staff.ts';
import { detailWithArrivals, pageWithArrivals } from '../offer-arrival.ts';
import { outletBuyer } from '../outlet-city.ts';
import {
  catalogItemOutput,
  itemDetailOutput,
  itemMoveOutput,
  itemPageOutput,
  itemSuggestionListOutput,
} from '../outputs.ts';
import {
  itemByIdInput,
  itemConfirmInput,
  itemListInput,
  itemMoveInput,
  itemRenameInput,
} from '../schemas.ts';

/** A customer's catalogue page (products or grouped items): search, category and a cursor. */
export const catalogPageInput = (r: RestRequest) => ({
  search: r.query.search || undefined,
  category_id: r.query.category_id || undefined,
  cursor: r.query.cursor || undefined,
  limit: num(r.query.limit) ?? 50,
});

export const catalogPageQuery = (search: string) =>
  ({
    search: { type: 'string', description: search },
    category_id: { type: 'string', description: 'Only this category' },
    cursor: { type: 'string', description: 'next_cursor of the previous page' },
    limit: { type: 'integer', description: 'Page size, 1-100 (default 50)' },
  }) as const;

const itemStaff = staff('manage_products');

const filterOf = (input: { brand?: string; in_stock: boolean; supplier_id?: string }) => ({
  brand: input.brand || undefined,
  inStock: input.in_stock,
  supplierId: input.supplier_id,
});

/**
 * Catalogue items (decision 0074): customers read the grouped view; the super admin and sub-admins
 * with manage_products (their city's listings and items; others answer 404) group listings.
 */
export const itemsRouter = {
  /** Customers: one row per item with a live offer in their city, offers in the chooser's order. */
  list: op({
    access: customer,
    keyScope: 'products:read',
    rest: {
      method: 'GET',
      path: '/items',
      summary:
        'The grouped catalogue for the customer: one row per item with a live offer in their city and ' +
        'one per live listing in no item (id null), in name order; each with its from-price, supplier ' +
        'count and offers (in stock first, then lowest price per kg, litre or piece, or best value) with ' +
        "each supplier's reliability",
      tag: 'Catalogue',
      input: (r) => ({
        ...catalogPageInput(r),
        sort: r.query.sort || undefined,
        order: r.query.order || undefined,
        brand: r.query.brand || undefined,
        in_stock: r.query.in_stock === undefined ? undefined : r.query.in_stock === 'true',
        supplier_id: r.query.supplier_id || undefined,
      }),
      query: {
        ...catalogPageQuery(
          'Words as for GET /api/products?search= (decision 0092); items in the order of their best-matching listing',
        ),
        sort: {
          type: 'string',
          description:
            "Each item's offers: price (default), lowest price per kg, litre or piece first; best_value, " +
            'lowest price of what is kept first (price ÷ (fill rate × (1 − rejection rate − claim rate)))',
        },
        order: {
          type: 'string',
          description:
            'The items: name (default, keyset pages); unit_price, lowest price per kg or litre first, then ' +
            'per piece, then units that cannot be read (decision 0105); with search, the found items so ordered',
        },
        brand: { type: 'string', description: 'Only offers of this brand (any letter case)' },
        in_stock: { type: 'boolean', description: 'true: only offers in stock' },
        supplier_id: { type: 'string', description: "Only this supplier's offers" },
      },
    },
  })
    .input(itemListInput)
    .output(checkedOnce(itemPageOutput))
    .query(async ({ ctx, input }) => {
      const { cityId, buyerId } = await outletBuyer(ctx);
      return pageWithArrivals(
        ctx,
        cityId,
        ctx.clock.now(),
        input.search
          ? searchItems(ctx, {
              cityId,
              search: input.search,
              categoryId: input.category_id,
              cursor: input.cursor,
              limit: input.limit,
              sort: input.sort,
              order: input.order,
              filter: filterOf(input),
              buyerId,
            })
          : listItems(ctx, {
              cityId,
              categoryId: input.category_id,
              cursor: input.cursor,
              limit: input.limit,
              sort: input.sort,
              order: input.order,
              filter: filterOf(input),
            }),
      );
    }),
  /** Customers: one item (or a listing in no item) with every live offer and its other packs. */
  byId: op({
    access: customer,
    keyScope: 'products:read',
    rest: {
      method: 'GET',
      path: '/items/:id',
      summary:
        "One item the customer may buy with every live offer in their city, and the same product's " +
        'other packs with theirs (decision 0105); a listing id answers its item, or the listing alone',
      tag: 'Catalogue',
      input: (r) => ({ id: r.params.id }),
    },
  })
    .input(itemByIdInput)
    .output(checkedOnce(itemDetailOutput))
    .query(async ({ ctx, input }) => {
      const { cityId } = await outletBuyer(ctx);
      return detailWithArrivals(ctx, cityId, ctx.clock.now(), itemDetail(ctx, cityId, input.id));
    }),
  /** Ungrouped approved listings sharing category, normalised name and unit. */
  suggestions: op({
    access: itemStaff,
    keyScope: 'products:read',
    rest: {
      method: 'GET',
      path: '/admin/items/suggestions',
      summary:
        'Ungrouped approved listings sharing category, normalised name and unit (never mixing units or categories)',
      tag: 'Admin: products',
      input: () => undefined,
    },
  })
    .output(itemSuggestionListOutput)
    .query(({ ctx }) => listSuggestions(ctx.db, ctx.scope)),
  /** A group becomes a new item or joins item_id; other units or categories need allow_mixed (400). */
  confirm: op({
    access: itemStaff,
    keyScope: 'products:write',
    rest: {
      method: 'POST',
      path: '/admin/items',
      summary:
        'Group listings into a new item, or into item_id; listings of another unit or category need allow_mixed',
      tag: 'Admin: products',
    },
  })
    .input(itemConfirmInput)
    .output(catalogItemOutput)
    .mutation(({ ctx, input }) =>
      confirmItem(ctx.db, { id: ctx.user.id, scope: ctx.scope }, input, ctx.clock.now()),
    ),
  /** A listing into another item, or out of any (item_id null). */
  move: op({
    access: itemStaff,
    keyScope: 'products:write',
    rest: {
      method: 'PUT',
      path: '/admin/products/:id/item',
      summary: 'Move a listing into another item, or out of any (item_id null)',
      tag: 'Admin: products',
    },
  })
    .input(itemMoveInput)
    .output(itemMoveOutput)
    .mutation(({ ctx, input }) =>
      moveListing(ctx.db, { id: ctx.user.id, scope: ctx.scope }, input, ctx.clock.now()),
    ),
  rename: op({
    access: itemStaff,
    keyScope: 'products:write',
    rest: {
      method: 'PUT',
      path: '/admin/items/:id',
      summary: 'Rename an item (later approvals match the new name)',
      tag: 'Admin: products',
    },
  })
    .input(itemRenameInput)
    .output(catalogItemOutput)
    .mutation(({ ctx, input }) =>
      renameItem(ctx.db, { id: ctx.user.id, scope: ctx.scope }, input, ctx.clock.now()),
    ),
};
