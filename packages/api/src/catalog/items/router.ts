import { checkedOnce } from '../../shared/kept-answer.ts';
import { customerProcedure, staffProcedure } from '../../trpc.ts';
import { listItems } from '../items.ts';
import { confirmItem, listSuggestions, moveListing, renameItem } from '../items-staff.ts';
import { catalogItemOutput, itemMoveOutput, itemPageOutput, itemSuggestionListOutput } from '../outputs.ts';
import { itemConfirmInput, itemListInput, itemMoveInput, itemRenameInput } from '../schemas.ts';

const itemStaff = staffProcedure('manage_products');

/**
 * Catalogue items (decision 0074): customers read the grouped view; the super admin and sub-admins
 * with manage_products (their city's listings and items; others answer 404) group listings.
 */
export const itemsRouter = {
  /** Customers: one row per item with a live offer in their city, offers in the chooser's order. */
  list: customerProcedure
    .input(itemListInput)
    .output(checkedOnce(itemPageOutput))
    .query(({ ctx, input }) =>
      listItems(ctx, {
        cityId: ctx.user.cityId,
        search: input.search,
        categoryId: input.category_id,
        cursor: input.cursor,
        limit: input.limit,
      }),
    ),
  /** Ungrouped approved listings sharing category, normalised name and unit. */
  suggestions: itemStaff
    .output(itemSuggestionListOutput)
    .query(({ ctx }) => listSuggestions(ctx.db, ctx.scope)),
  /** A group becomes a new item or joins item_id; other units or categories need allow_mixed (400). */
  confirm: itemStaff
    .input(itemConfirmInput)
    .output(catalogItemOutput)
    .mutation(({ ctx, input }) =>
      confirmItem(ctx.db, { id: ctx.user.id, scope: ctx.scope }, input, ctx.clock.now()),
    ),
  /** A listing into another item, or out of any (item_id null). */
  move: itemStaff
    .input(itemMoveInput)
    .output(itemMoveOutput)
    .mutation(({ ctx, input }) =>
      moveListing(ctx.db, { id: ctx.user.id, scope: ctx.scope }, input, ctx.clock.now()),
    ),
  rename: itemStaff
    .input(itemRenameInput)
    .output(catalogItemOutput)
    .mutation(({ ctx, input }) =>
      renameItem(ctx.db, { id: ctx.user.id, scope: ctx.scope }, input, ctx.clock.now()),
    ),
};
