import { num, type RestRoute } from '../rest/route.ts';

export const auditRoutes: RestRoute[] = [
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
    answer: ['items', 'total'],
  },
];
