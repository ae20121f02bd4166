import type { RestRoute } from '../../rest/route.ts';
import { catalogPageInput, catalogPageQuery } from '../rest.ts';

export const itemRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/items',
    procedure: 'catalog.items.list',
    summary:
      'The grouped catalogue for the customer: one row per item with a live offer in their city and ' +
      'one per live listing in no item (id null), in name order; each with its from-price, supplier ' +
      'count and offers (in stock first, then lowest price per kg, litre or piece)',
    tag: 'Catalogue',
    access: 'customer',
    input: catalogPageInput,
    query: catalogPageQuery('Words of the item name'),
  },
  {
    method: 'GET',
    path: '/admin/items/suggestions',
    procedure: 'catalog.items.suggestions',
    summary:
      'Ungrouped approved listings sharing category, normalised name and unit (never mixing units or categories)',
    tag: 'Admin: products',
    access: 'staff',
    input: () => undefined,
  },
  {
    method: 'POST',
    path: '/admin/items',
    procedure: 'catalog.items.confirm',
    summary:
      'Group listings into a new item, or into item_id; listings of another unit or category need allow_mixed',
    tag: 'Admin: products',
    access: 'staff',
  },
  {
    method: 'PUT',
    path: '/admin/items/:id',
    procedure: 'catalog.items.rename',
    summary: 'Rename an item (later approvals match the new name)',
    tag: 'Admin: products',
    access: 'staff',
  },
  {
    method: 'PUT',
    path: '/admin/products/:id/item',
    procedure: 'catalog.items.move',
    summary: 'Move a listing into another item, or out of any (item_id null)',
    tag: 'Admin: products',
    access: 'staff',
  },
];
