import { num, opt, type RestRequest, type RestRoute } from '../rest/route.ts';

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

export const authRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/auth/register',
    procedure: 'accounts.register',
    summary: 'Register a customer, supplier or delivery account',
    tag: 'Auth',
    access: 'public',
    status: 201,
  },
  {
    method: 'POST',
    path: '/auth/login',
    procedure: 'accounts.login',
    summary: 'Log in and receive a bearer token',
    tag: 'Auth',
    access: 'public',
  },
  {
    method: 'POST',
    path: '/auth/logout',
    procedure: 'accounts.logout',
    summary: 'End the current session',
    tag: 'Auth',
    access: 'authenticated',
  },
  {
    method: 'GET',
    path: '/auth/me',
    procedure: 'accounts.me',
    summary: 'The logged-in user',
    tag: 'Auth',
    access: 'authenticated',
  },
  {
    method: 'PUT',
    path: '/auth/me/preferred-language',
    procedure: 'accounts.setPreferredLanguage',
    summary: "Set the logged-in user's language (en or hi) for screens, notifications and e-mails",
    tag: 'Auth',
    access: 'authenticated',
  },
  {
    method: 'POST',
    path: '/auth/request-password-reset',
    procedure: 'accounts.requestPasswordReset',
    summary: 'Start a password reset (reset_token is returned only in development; otherwise it is e-mailed)',
    tag: 'Auth',
    access: 'public',
  },
  {
    method: 'POST',
    path: '/auth/verify-reset-token',
    procedure: 'accounts.verifyResetToken',
    summary: 'Check a reset token without using it up',
    tag: 'Auth',
    access: 'public',
  },
  {
    method: 'POST',
    path: '/auth/reset-password',
    procedure: 'accounts.resetPassword',
    summary: 'Set a new password with a reset token',
    tag: 'Auth',
    access: 'public',
  },
];

export const supplierProfileRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/supplier/profile',
    procedure: 'accounts.supplierProfile.get',
    summary:
      'The supplier as the seller on its invoices: legal name, GSTIN, address, state, FSSAI, invoice prefix',
    tag: 'Supplier',
    access: 'supplier',
    input: () => undefined,
  },
  {
    method: 'PUT',
    path: '/supplier/profile',
    procedure: 'accounts.supplierProfile.update',
    summary:
      'Replace the seller profile. The GSTIN (optional) must start with the state code; the invoice prefix ' +
      '(2-5 letters or digits, not MKT) is unique across sellers (409 when taken)',
    tag: 'Supplier',
    access: 'supplier',
  },
];

export const staffAccountRoutes: RestRoute[] = [
  ...accountRoutes('customers', 'accounts.customers', 'Admin: customers'),
  ...accountRoutes('suppliers', 'accounts.suppliers', 'Admin: suppliers'),
  {
    method: 'GET',
    path: '/admin/suppliers/:id/profile',
    procedure: 'accounts.suppliers.profile',
    summary: "A supplier's seller profile (GSTIN, state, legal name, address, FSSAI, invoice prefix)",
    tag: 'Admin: suppliers',
    access: 'staff',
    input: (r) => ({ id: r.params.id }),
  },
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
];
