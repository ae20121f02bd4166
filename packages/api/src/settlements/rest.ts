import { num, type RestRequest, type RestRoute } from '../rest/route.ts';

const paging = (r: RestRequest) => ({ page: num(r.query.page), page_size: num(r.query.page_size) });
const pagingQuery = {
  page: { type: 'integer', description: 'Page number, from 1 (default 1)' },
  page_size: { type: 'integer', description: 'Settlements per page, 1-100 (default 20)' },
} as const;

export const settlementRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/supplier/settlements',
    procedure: 'settlements.mine',
    summary: "The supplier's weekly settlements, newest first, and the week still open",
    tag: 'Settlements',
    access: 'supplier',
    input: paging,
    query: pagingQuery,
  },
  {
    method: 'GET',
    path: '/supplier/settlements/:id/statement',
    procedure: 'settlements.statement',
    summary: 'A settlement statement as a PDF: every line settled, commission, taxes withheld, payable',
    tag: 'Settlements',
    access: 'supplier',
    input: (r) => ({ id: r.params.id }),
    respond: 'file',
  },
  {
    method: 'GET',
    path: '/admin/settlements',
    procedure: 'settlements.staff.list',
    summary: 'Supplier settlements of your city (every city for the super admin), newest first',
    tag: 'Settlements',
    access: 'staff',
    input: (r) => ({
      ...paging(r),
      status: r.query.status || undefined,
      city_id: r.query.city_id || undefined,
    }),
    query: {
      ...pagingQuery,
      status: { type: 'string', description: 'ready or paid' },
      city_id: { type: 'string', description: 'Super admin: only this city' },
    },
  },
  {
    method: 'GET',
    path: '/admin/settlements/:id/statement',
    procedure: 'settlements.staff.statement',
    summary: "A settlement's statement as a PDF",
    tag: 'Settlements',
    access: 'staff',
    input: (r) => ({ id: r.params.id }),
    respond: 'file',
  },
  {
    method: 'PUT',
    path: '/admin/settlements/:id/paid',
    procedure: 'settlements.staff.markPaid',
    summary: 'Record the bank transfer that paid a settlement: {reference} is its UTR',
    tag: 'Settlements',
    access: 'staff',
  },
  {
    method: 'GET',
    path: '/admin/commissions',
    procedure: 'settlements.staff.commissions',
    summary: 'The commission rate of each category, in percent',
    tag: 'Settlements',
    access: 'staff',
  },
  {
    method: 'PUT',
    path: '/admin/commissions/:category_id',
    procedure: 'settlements.staff.setCommission',
    summary: "Set a category's commission rate: {commission_percent}, 0-50 (super admin)",
    tag: 'Settlements',
    access: 'super_admin',
  },
];
