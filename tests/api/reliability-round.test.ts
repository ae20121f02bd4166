import { catalogVersion, reliabilityRefresh, supplierReliability, supplierReliabilityNext } from '@app/db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REFRESH_MS, refreshReliability } from '../../packages/api/src/reliability/refresh.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { gstinOf } from '../support/catalog.ts';
import { DAY, insertPart } from '../support/reliability.ts';

// Decision 0128: the refresh works a supplier at a time, claimed by one statement, so a round
// spreads over runs on a large marketplace and two servers never work out the same supplier.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const ON_TIME = {
  ago: 2 * DAY,
  outcome: 'handed_over' as const,
  lines: [{ pricePaise: 10_000, quantity: 2 }],
};

/** Three suppliers, each with one part of known outcome. */
async function threeSuppliers() {
  const customer = await t.userWithToken('customer');
  const ids: string[] = [];
  for (const name of ['Amba Dairy', 'Bharat Grains', 'Chambal Oils']) {
    const s = await t.userWithToken('supplier', { restaurantName: name, gstin: gstinOf('23') });
    await insertPart(t, s.id, customer, ON_TIME);
    ids.push(s.id);
  }
  return ids;
}
const rated = async () => (await t.db.select().from(supplierReliability)).map((r) => r.supplierId).sort();
const round = async () => (await t.db.select().from(reliabilityRefresh))[0]!;
const catalogue = async () => (await t.db.select().from(catalogVersion))[0]!.version;
const refreshedAt = async () => {
  const admin = await t.userWithToken('admin');
  const staff = await t.call('GET', '/api/admin/suppliers/reliability', { token: admin.token });
  expect(staff.status).toBe(200);
  return staff.data.refreshed_at as string | null;
};

describe('the reliability round', () => {
  it('goes on over runs a supplier at a time when a run has no time left, then waits ten minutes', async () => {
    const ids = await threeSuppliers();
    expect(await refreshedAt()).toBeNull();
    const now = t.services.clock.now();

    // No time left after each supplier: every run works out exactly one, in id order, and stages
    // it. Nothing is public, and the catalogue's version stays, until the round ends.
    const version = await catalogue();
    for (let k = 1; k <= 3; k++) {
      expect(await refreshReliability(t.db, now, 0)).toBe(0);
      expect(await rated()).toEqual([]);
      expect(await catalogue()).toBe(version);
      expect(await refreshedAt()).toBeNull();
    }
    // Past the last supplier the round ends: its figures are public at once, the catalogue's
    // version moves in that one transaction, and the next round is due ten minutes on.
    expect(await refreshReliability(t.db, now, 0)).toBe(3);
    expect(await rated()).toEqual([...ids].sort());
    expect(await catalogue()).toBeGreaterThan(version);
    expect(await round()).toMatchObject({ cursor: null, dueAt: now + REFRESH_MS });
    expect(await refreshedAt()).toBe(new Date(now).toISOString());
    expect(await refreshReliability(t.db, now + REFRESH_MS - 1)).toBe(0);
    expect(await round()).toMatchObject({ cursor: null, dueAt: now + REFRESH_MS });
  });

  it('gives two runs at once different suppliers, and one run with time does the round', async () => {
    const ids = await threeSuppliers();
    const now = t.services.clock.now();
    const [a, b] = await Promise.all([refreshReliability(t.db, now, 0), refreshReliability(t.db, now, 0)]);
    expect(a + b).toBe(0);
    expect(await rated()).toHaveLength(0);
    const staged = (await t.db.select().from(supplierReliabilityNext)).map((r) => r.supplierId);
    expect(staged.sort()).toEqual([...ids].sort().slice(0, 2));
    expect((await round()).cursor).toBe([...ids].sort()[1]);

    expect(await refreshReliability(t.db, now)).toBe(3);
    expect(await rated()).toEqual([...ids].sort());
    expect((await round()).cursor).toBeNull();
  });
});
