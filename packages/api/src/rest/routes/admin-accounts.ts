import { num, type RestRequest, type RestRoute } from '../route.ts';

const opt = (v: string | undefined) => (v === undefined || v === '' ? undefined : v);

/** Search, paging and sorting of an admin list from the query string. */
export const listQuery = (r: RestRequest) => ({
  search: r.query.search ?? '',
  page: num(r.query.page),
  page_size: num(r.query.page_size),
  sort: opt(r.query.sort),
  dir: opt(r.query.dir),
  status: opt(r.query.status),
});

export const listQueryDocs = {
  search: { type: 'string', description: 'Matches name, e-mail or restaurant/company name' },
  page: { type: 'integer', description: 'Page number, from 1' },
  page_size: { type: 'integer', description: 'Rows per page (1-100, default 20)' },
  sort: { type: 'string', description: 'Column to sort by' },
  dir: { type: 'string', description: 'asc or desc' },
  status: { type: 'string', description: 'all, active or inactive' },
} as const;

function accountRoutes(kind: 'customers' | 'suppliers', procedure: string, tag: string): RestRoute[] {
  const one = kind === 'customers' ? 'customer' : 'supplier';
  return [
    {
      method: 'GET',
      path: `/admin/${kind}`,
      procedure: `${procedure}.list`,
      summary: `${tag}: one page with aggregates and totals (ETag; If-None-Match answers 304)`,
      tag,
      access: 'staff',
      input: listQuery,
      query: listQueryDocs,
    },
    {
      method: 'GET',
      path: `/admin/${kind}/export`,
      procedure: `${procedure}.exportCsv`,
      summary: `${tag} as CSV (same filters as the list; formula-safe cells)`,
      tag,
      access: 'staff',
      input: listQuery,
      query: listQueryDocs,
      respond: 'file',
      fileType: 'text/csv',
    },
    {
      method: 'PUT',
      path: `/admin/${kind}/:id`,
      procedure: `${procedure}.update`,
      summary: `Edit a ${one}: name, email, phone, restaurant_name, fssai_number`,
      tag,
      access: 'staff',
    },
    {
      method: 'PUT',
      path: `/admin/${kind}/:id/status`,
      procedure: `${procedure}.setStatus`,
      summary: `Activate or deactivate a ${one} (deactivation ends its sessions)`,
      tag,
      access: 'staff',
    },
    {
      method: 'DELETE',
      path: `/admin/${kind}/:id`,
      procedure: `${procedure}.remove`,
      summary: `Delete a ${one} (with history: anonymised and deactivated instead)`,
      tag,
      access: 'staff',
    },
  ];
}

export const adminAccountRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/admin/dashboard',
    procedure: 'analytics.dashboard.counts',
    summary: 'Counts for the dashboard cards the caller may open (null for the others)',
    tag: 'Admin',
    access: 'staff',
    input: () => undefined,
  },
  ...accountRoutes('customers', 'accounts.customers', 'Admin: customers'),
  ...accountRoutes('suppliers', 'accounts.suppliers', 'Admin: suppliers'),
  {
    method: 'GET',
    path: '/admin/sub-admins',
    procedure: 'accounts.subAdmins.list',
    summary: 'Sub-admins',
    tag: 'Admin: sub-admins',
    access: 'super_admin',
    input: () => undefined,
  },
  {
    method: 'POST',
    path: '/admin/sub-admins',
    procedure: 'accounts.subAdmins.create',
    summary: 'Create a sub-admin for one city with permissions',
    tag: 'Admin: sub-admins',
    access: 'super_admin',
    status: 201,
  },
  {
    method: 'PUT',
    path: '/admin/sub-admins/:id',
    procedure: 'accounts.subAdmins.update',
    summary: 'Edit a sub-admin (blank password keeps the current one)',
    tag: 'Admin: sub-admins',
    access: 'super_admin',
  },
  {
    method: 'DELETE',
    path: '/admin/sub-admins/:id',
    procedure: 'accounts.subAdmins.remove',
    summary: 'Delete a sub-admin (access revoked; kept for the audit log)',
    tag: 'Admin: sub-admins',
    access: 'super_admin',
  },
  {
    method: 'GET',
    path: '/admin/audit-log',
    procedure: 'audit.list',
    summary: 'Staff actions, newest first: who, what, when, before/after',
    tag: 'Admin',
    access: 'super_admin',
    input: (r) => ({
      entity: r.query.entity ?? '',
      page: num(r.query.page),
      page_size: num(r.query.page_size),
    }),
    query: {
      entity: { type: 'string', description: 'Only this kind of record (customer, product, order, …)' },
      page: { type: 'integer', description: 'Page number, from 1' },
      page_size: { type: 'integer', description: 'Rows per page (1-100, default 25)' },
    },
  },
];
