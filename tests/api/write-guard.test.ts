import { cities, writeGuards } from '@app/db';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changedMeanwhile, guard } from '../../packages/api/src/shared/write-guard.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const rename = (name: string) => t.db.update(cities).set({ name }).where(eq(cities.id, 'city_indore'));
const nameNow = async () => (await t.db.select().from(cities).where(eq(cities.id, 'city_indore')))[0]!.name;

/** Decision 0082: the checks of an interactive transaction inside one batch of writes. */
describe('write guards in a batch', () => {
  it('lets the batch write while its condition holds, and leaves write_guards empty', async () => {
    await t.db.batch([rename('Indore One'), guard(t.db, sql`1 = 1`), rename('Indore Two')]);
    expect(await nameNow()).toBe('Indore Two');
    expect(await t.db.select().from(writeGuards)).toEqual([]);
  });

  it.each([
    ['false', sql`1 = 0`],
    ['null (unknown counts as false)', sql`null`],
    [
      'false on the batch’s own earlier write',
      sql`(select name from cities where id = 'city_indore') = 'Indore'`,
    ],
  ])('refuses the whole batch when its condition is %s: nothing is written', async (_, holds) => {
    const refused = await t.db
      .batch([rename('Indore One'), guard(t.db, holds), rename('Indore Two')])
      .then(() => null)
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Error);
    expect(changedMeanwhile(refused)).toBe(true);
    expect(await nameNow()).toBe('Indore');
    expect(await t.db.select().from(writeGuards)).toEqual([]);
  });

  it('tells a changed-meanwhile refusal from any other failure', async () => {
    const other = await t.db.run(sql`select * from no_such_table`).catch((e: unknown) => e);
    expect(other).toBeInstanceOf(Error);
    expect(changedMeanwhile(other)).toBe(false);
  });
});
