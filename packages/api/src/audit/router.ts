import { op, superAdmin } from '../operations/op.ts';
import { paging } from '../rest/route.ts';
import { listAuditLog } from './log.ts';
import { auditPageOutput } from './outputs.ts';
import { auditListInput } from './schemas.ts';

export const auditLogRouter = {
  /** Super admin only: who did what, when, with before/after. */
  list: op({
    access: superAdmin,
    rest: {
      method: 'GET',
      path: '/admin/audit-log',
      summary: 'Staff actions, newest first: who, what, when, before/after',
      tag: 'Admin',
      input: (r) => ({
        entity: r.query.entity ?? '',
        ...paging(r),
      }),
      query: {
        entity: { type: 'string', description: 'Only this kind of record (customer, product, order, …)' },
        page: { type: 'integer', description: 'Page number, from 1' },
        page_size: { type: 'integer', description: 'Rows per page (1-100, default 25)' },
      },
    },
  })
    .input(auditListInput)
    .output(auditPageOutput)
    .query(({ ctx, input }) => listAuditLog(ctx.db, input)),
};
