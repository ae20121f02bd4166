import { categories, cities, type Database, newId } from '@app/db';
import { asc, eq, sql } from 'drizzle-orm';
import { fail } from '../errors.ts';

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

export async function createCity(db: Database, input: { name: string; state: string; is_active: boolean }) {
  const [dup] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(
      sql`lower(${cities.name}) = lower(${input.name}) and lower(${cities.state}) = lower(${input.state})`,
    );
  if (dup) throw fail.conflict('city_exists', `${input.name}, ${input.state} already exists.`);
  const [row] = await db
    .insert(cities)
    .values({ id: newId('city'), name: input.name, state: input.state, isActive: input.is_active })
    .returning();
  return cityDto(row!);
}

export async function setCityActive(db: Database, id: string, isActive: boolean) {
  const [row] = await db.update(cities).set({ isActive }).where(eq(cities.id, id)).returning();
  if (!row) throw fail.notFound('City');
  return cityDto(row);
}

export async function listCategories(db: Database) {
  const rows = await db.select().from(categories).orderBy(asc(categories.sortOrder));
  return rows.map((c) => ({ id: c.id, name: c.name, slug: c.slug, icon: c.icon }));
}
