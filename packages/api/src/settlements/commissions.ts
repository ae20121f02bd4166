import { categories, type Database } from '@app/db';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { audit } from '../audit/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import type { commissionInput } from './schemas.ts';

/** Every category with the commission the marketplace takes on goods sold in it. */
export async function listCommissions(db: Database) {
  const rows = await db.select().from(categories).orderBy(asc(categories.sortOrder));
  return rows.map((c) => ({
    category_id: c.id,
    category_name: c.name,
    commission_percent: c.commissionBps / 100,
  }));
}

/** The super admin sets a category's rate; it applies to lines settled from then on. Audit-logged. */
export async function setCommission(
  db: Database,
  actorId: string,
  input: z.infer<typeof commissionInput>,
  now: number,
) {
  const bps = Math.round(input.commission_percent * 100);
  return db.write(async (tx) => {
    const [before] = await tx.select().from(categories).where(eq(categories.id, input.category_id));
    if (!before) throw fail.notFound(msg('error.settlements.categoryNotFound'));
    await tx.update(categories).set({ commissionBps: bps }).where(eq(categories.id, before.id));
    await audit(
      tx,
      {
        actorId,
        action: 'category.commission',
        entity: 'category',
        entityId: before.id,
        before: { commission_percent: before.commissionBps / 100 },
        after: { commission_percent: bps / 100 },
      },
      now,
    );
    return { ok: true, id: before.id };
  });
}
