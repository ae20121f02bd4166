import { cities, type Database, newId } from '@app/db';
import { asc, eq, sql } from 'drizzle-orm';
import { audit } from '../audit/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';

export const cityDto = (c: typeof cities.$inferSelect) => ({
  id: c.id,
  name: c.name,
  state: c.state,
  is_active: c.isActive,
});

export async function listCities(db: Database, opts: { includeInactive: boolean }) {
  const rows = await db
    .select()
    .from(cities)
    .where(opts.includeInactive ? undefined : eq(cities.isActive, true))
    .orderBy(asc(cities.name));
  return rows.map(cityDto);
}

/** Staff member and time of a change, for the audit log. */
export interface Actor {
  id: string;
  now: number;
}

export async function createCity(
  db: Database,
  input: { name: string; state: string; is_active: boolean },
  actor: Actor,
) {
  return db.write(async (tx) => {
    const [dup] = await tx
      .select({ id: cities.id })
      .from(cities)
      .where(
        sql`lower(${cities.name}) = lower(${input.name}) and lower(${cities.state}) = lower(${input.state})`,
      );
    if (dup)
      throw fail.conflict(
        'city_exists',
        msg('error.site.cityExists', { name: input.name, state: input.state }),
      );
    const [row] = await tx
      .insert(cities)
      .values({ id: newId('city'), name: input.name, state: input.state, isActive: input.is_active })
      .returning();
    const after = cityDto(row!);
    await audit(
      tx,
      { actorId: actor.id, action: 'create', entity: 'city', entityId: after.id, after },
      actor.now,
    );
    return after;
  });
}

export async function setCityActive(db: Database, id: string, isActive: boolean, actor: Actor) {
  return db.write(async (tx) => {
    const [before] = await tx.select().from(cities).where(eq(cities.id, id));
    if (!before) throw fail.notFound(msg('error.site.cityNotFound'));
    const [row] = await tx.update(cities).set({ isActive }).where(eq(cities.id, id)).returning();
    await audit(
      tx,
      {
        actorId: actor.id,
        action: isActive ? 'activate' : 'deactivate',
        entity: 'city',
        entityId: id,
        before: { is_active: before.isActive },
        after: { is_active: isActive },
      },
      actor.now,
    );
    return cityDto(row!);
  });
}
