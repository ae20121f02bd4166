import { superAdminProcedure } from '../trpc.ts';
import { listAuditLog } from './log.ts';
import { auditListInput } from './schemas.ts';

export const auditLogRouter = {
  /** Super admin only: who did what, when, with before/after. */
  list: superAdminProcedure.input(auditListInput).query(({ ctx, input }) => listAuditLog(ctx.db, input)),
};
