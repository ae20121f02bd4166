import { auditPageOutput } from '../audit/outputs.ts';
import { listAuditLog } from '../domain/audit-log.ts';
import { auditListInput } from '../schemas/admin.ts';
import { superAdminProcedure } from '../trpc.ts';

export const auditLogRouter = {
  /** Super admin only: who did what, when, with before/after. */
  list: superAdminProcedure
    .input(auditListInput)
    .output(auditPageOutput)
    .query(({ ctx, input }) => listAuditLog(ctx.db, input)),
};
