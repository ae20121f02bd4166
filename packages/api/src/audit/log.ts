import { auditLog, type Database, users } from '@app/db';
import { desc, eq, sql } from 'drizzle-orm';
import { iso, offsetOf } from '../shared/query.ts';

/** Newest first, one page, with the actor's name and e-mail as they are now. */
export async function listAuditLog(db: Database, input: { entity: string; page: number; page_size: number }) {
  const where = input.entity ? eq(auditLog.entity, input.entity) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        entry: auditLog,
        actorName: users.username,
        actorEmail: users.email,
        actorType: users.userType,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(input.page_size)
      .offset(offsetOf(input.page, input.page_size)),
    db.select({ n: sql<number>`count(*)` }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.entry.id,
      created_at: iso(r.entry.createdAt),
      actor_id: r.entry.actorId,
      actor_name: r.actorName ?? 'System',
      actor_email: r.actorEmail ?? '',
      actor_type: r.actorType ?? null,
      action: r.entry.action,
      entity: r.entry.entity,
      entity_id: r.entry.entityId,
      before: r.entry.before,
      after: r.entry.after,
    })),
    total: count?.n ?? 0,
    page: input.page,
    page_size: input.page_size,
  };
}
