import { cities } from '@app/db';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('one writer, free readers', () => {
  it('serves reads and queues single writes while a write transaction is open', async () => {
    const order: string[] = [];
    const tx = t.db.write(async (w) => {
      await w.update(cities).set({ name: 'Indore (tx)' }).where(eq(cities.id, 'city_indore'));
      await sleep(50);
      order.push('tx-commit');
    });
    await sleep(5);
    const [read] = await t.db.select().from(cities).where(eq(cities.id, 'city_indore'));
    order.push('read');
    // The open transaction's change is invisible to readers until it commits.
    expect(read!.name).toBe('Indore');
    const single = t.db
      .update(cities)
      .set({ state: 'MP' })
      .where(eq(cities.id, 'city_indore'))
      .then(() => order.push('single-write'));
    await Promise.all([tx, single]);
    expect(order).toEqual(['read', 'tx-commit', 'single-write']);
    const [after] = await t.db.select().from(cities).where(eq(cities.id, 'city_indore'));
    expect(after).toMatchObject({ name: 'Indore (tx)', state: 'MP' });
  });

  it('answers many concurrent API reads and writes without an error', async () => {
    const admin = await t.userWithToken('admin');
    const calls = Array.from({ length: 30 }, (_, i) =>
      i % 3 === 0
        ? t.call('POST', '/api/cities', { token: admin.token, body: { name: `Town ${i}`, state: 'Test' } })
        : t.call('GET', '/api/notifications', { token: admin.token }),
    );
    const statuses = (await Promise.all(calls)).map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    const [n] = await t.db.select({ n: sql<number>`count(*)` }).from(cities).where(eq(cities.state, 'Test'));
    expect(n!.n).toBe(10);
  });

  it('releases the writer when a transaction fails', async () => {
    await expect(
      t.db.write(async (w) => {
        await w.update(cities).set({ name: 'Broken' }).where(eq(cities.id, 'city_indore'));
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await t.db.update(cities).set({ name: 'Still writable' }).where(eq(cities.id, 'city_bhopal'));
    const [c] = await t.db.select().from(cities).where(eq(cities.id, 'city_indore'));
    expect(c!.name).toBe('Indore');
  });
});
