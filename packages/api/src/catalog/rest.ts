import { num, opt, page, type RestRequest, type RestRoute } from '../rest/route.ts';

export const categoryRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/categories',
    procedure: 'catalog.categories.list',
    summary: 'Product categories',
    tag: 'Reference',
    access: 'public',
    input: () => undefined,
  },
];

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

export const catalogRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/products',
    procedure: 'catalog.list',
    summary:
      'Catalogue page for the customer: live products of their city and all cities, in name order. ' +
      'Pass next_cursor back as cursor for the next page (null on the last page). Answers ETag; ' +
      'send it as If-None-Match to get 304 when nothing changed.',
    tag: 'Catalogue',
    access: 'customer',
    etag: true,
    input: catalogPageInput,
    query: catalogPageQuery('Words of the name or brand; each word matches as a prefix'),
  },
  {
    method: 'GET',
    path: '/products/:id',
    procedure: 'catalog.byId',
    summary: 'One product the customer may buy',
    tag: 'Catalogue',
    access: 'customer',
    input: (r) => ({ id: r.params.id }),
  },
];

export const supplierProductRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/supplier/dashboard',
    procedure: 'catalog.supplier.dashboard',
    summary: "The supplier's listing counts, stock alerts and orders holding its products",
    tag: 'Supplier',
    access: 'supplier',
    input: () => undefined,
  },
  {
    method: 'GET',
    path: '/supplier/products',
    procedure: 'catalog.supplier.list',
    summary: "The supplier's own products in every approval status (with rejection_reason)",
    tag: 'Supplier',
    access: 'supplier',
    input: () => undefined,
  },
  {
    method: 'POST',
    path: '/supplier/products',
    procedure: 'catalog.supplier.create',
    summary: 'Add a product (pending until an admin approves it)',
    tag: 'Supplier',
    access: 'supplier',
    status: 201,
  },
  {
    method: 'PUT',
    path: '/supplier/products/:id',
    procedure: 'catalog.supplier.update',
    summary:
      'Edit an own product (an approved one takes stock and price at once and keeps its other changes in pending_changes, on sale until reviewed; any other becomes pending again)',
    tag: 'Supplier',
    access: 'supplier',
  },
  {
    method: 'PUT',
    path: '/supplier/products/:id/stock',
    procedure: 'catalog.supplier.setStock',
    summary: 'Set the stock of one of your products (whole number, 0 or more), e.g. from your ERP',
    tag: 'Supplier',
    access: 'supplier',
  },
  {
    method: 'DELETE',
    path: '/supplier/products/:id',
    procedure: 'catalog.supplier.remove',
    summary: 'Delete an own product (past order lines keep their snapshot)',
    tag: 'Supplier',
    access: 'supplier',
    input: (r) => ({ id: r.params.id }),
  },
  {
    method: 'POST',
    path: '/supplier/products/bulk-upload',
    procedure: 'catalog.supplier.bulkUpload',
    summary: 'Upload a .csv or .xlsx of products (at most 2 MB and 5,000 rows); valid rows become pending',
    tag: 'Supplier',
    access: 'supplier',
    multipart: true,
    input: (r) => ({ file: r.file }),
  },
  {
    method: 'GET',
    path: '/supplier/products/template.csv',
    procedure: 'catalog.supplier.templateCsv',
    summary: 'The bulk-upload template (CSV)',
    tag: 'Supplier',
    access: 'public',
    input: () => undefined,
    respond: 'file',
    fileType: 'text/csv',
  },
  {
    method: 'GET',
    path: '/supplier/products/template.xlsx',
    procedure: 'catalog.supplier.templateXlsx',
    summary: 'The bulk-upload template (Excel .xlsx, with a sheet of category names)',
    tag: 'Supplier',
    access: 'public',
    input: () => undefined,
    respond: 'file',
    fileType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  {
    method: 'POST',
    path: '/upload/product-image',
    procedure: 'catalog.uploads.productImage',
    summary: 'Upload a product image (JPG, PNG, WebP or GIF, at most 5 MB); answers its URL',
    tag: 'Supplier',
    access: 'supplier_or_staff',
    multipart: true,
    input: (r) => ({ file: r.file }),
    status: 201,
  },
];

export const approvalRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/admin/products/pending',
    procedure: 'catalog.approval.listPending',
    summary:
      'Products awaiting approval and approved ones with pending_changes (in a sub-admin’s city), oldest first',
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
    summary: 'Approve a pending product, or its pending_changes (it goes live; the supplier is notified)',
    tag: 'Product approval',
    access: 'staff',
    input: (r) => ({ id: r.params.id }),
  },
  {
    method: 'POST',
    path: '/admin/products/:id/reject',
    procedure: 'catalog.approval.reject',
    summary:
      'Reject a pending product, or its pending_changes (the approved version stays on sale), with a reason (the supplier is notified)',
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

export const catalogStaffRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/admin/products',
    procedure: 'catalog.staff.list',
    summary: 'Products for staff: search by name, category or city; city and status filters',
    tag: 'Admin: products',
    access: 'staff',
    input: (r) => ({
      search: r.query.search ?? '',
      city_id: opt(r.query.city_id),
      status: opt(r.query.status),
      page: num(r.query.page),
      page_size: num(r.query.page_size),
    }),
    query: {
      search: { type: 'string', description: 'Matches name, brand, category or city' },
      city_id: { type: 'string', description: 'Only this city' },
      status: { type: 'string', description: 'all, active or inactive' },
      ...page,
    },
  },
  {
    method: 'POST',
    path: '/products',
    procedure: 'catalog.staff.create',
    summary: 'Add a product as staff (approved at once)',
    tag: 'Admin: products',
    access: 'staff',
    status: 201,
  },
  {
    method: 'PUT',
    path: '/products/:id',
    procedure: 'catalog.staff.update',
    summary: 'Replace a product as staff; flip is_active to (de)activate',
    tag: 'Admin: products',
    access: 'staff',
  },
  {
    method: 'DELETE',
    path: '/products/:id',
    procedure: 'catalog.staff.remove',
    summary: 'Delete a product as staff (order lines keep their snapshot)',
    tag: 'Admin: products',
    access: 'staff',
  },
  {
    method: 'GET',
    path: '/admin/inventory',
    procedure: 'catalog.inventory.list',
    summary: 'Stock levels with total, low-stock and out-of-stock counts',
    tag: 'Admin: inventory',
    access: 'staff',
    input: (r) => ({
      city_id: opt(r.query.city_id),
      search: r.query.search ?? '',
      level: opt(r.query.level),
      page: num(r.query.page),
      page_size: num(r.query.page_size),
    }),
    query: {
      city_id: { type: 'string', description: 'Only this city' },
      search: { type: 'string', description: 'Matches name, brand or category' },
      level: { type: 'string', description: 'all, low (1-19) or out (0)' },
      ...page,
    },
  },
  {
    method: 'PUT',
    path: '/admin/inventory/:id',
    procedure: 'catalog.inventory.updateStock',
    summary: 'Set the stock of a product (whole number, 0 or more)',
    tag: 'Admin: inventory',
    access: 'staff',
    input: (r) => ({ id: r.params.id, stock_quantity: num(r.query.stock_quantity) ?? r.body.stock_quantity }),
    query: { stock_quantity: { type: 'integer', description: 'The new stock', required: true } },
  },
];
