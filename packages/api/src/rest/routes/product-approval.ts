import { num, type RestRoute } from '../route.ts';

export const productApprovalRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/admin/products/pending',
    procedure: 'catalog.approval.listPending',
    summary: 'Products awaiting approval (in a sub-admin’s city), oldest first',
    tag: 'Product approval',
    access: 'staff',
    input: (r) => ({ limit: num(r.query.limit) ?? 100, cursor: r.query.cursor || undefined }),
    query: {
      limit: { type: 'integer', description: 'At most this many (1-500, default 100)' },
      cursor: { type: 'string', description: 'Id of the last product of the previous page' },
    },
  },
  {
    method: 'POST',
    path: '/admin/products/:id/approve',
    procedure: 'catalog.approval.approve',
    summary: 'Approve a pending product (it goes live; the supplier is notified)',
    tag: 'Product approval',
    access: 'staff',
    input: (r) => ({ id: r.params.id }),
  },
  {
    method: 'POST',
    path: '/admin/products/:id/reject',
    procedure: 'catalog.approval.reject',
    summary: 'Reject a pending product with a reason (the supplier is notified)',
    tag: 'Product approval',
    access: 'staff',
  },
  {
    method: 'DELETE',
    path: '/admin/products/:id',
    procedure: 'catalog.approval.remove',
    summary: 'Delete a product (approved ones need manage_products too; the supplier is notified)',
    tag: 'Product approval',
    access: 'staff',
    input: (r) => ({ id: r.params.id }),
  },
];
