import { auditLog, type Database, newId, type Tx } from '@app/db';

/** Records an admin or sub-admin action: who, what, when, before/after. */
export async function audit(
  db: Database | Tx,
  entry: {
    actorId: string;
    action: string;
    entity: string;
    entityId: string;
    before?: unknown;
    after?: unknown;
  },
  now = Date.now(),
) {
  await db.insert(auditLog).values({
    id: newId('aud'),
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: now,
  });
}
