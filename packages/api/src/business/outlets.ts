import { cities, type Database, newId, outlets, type Tx } from '@app/db';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { audit } from '../audit/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { GST_STATE_CODES, stateOfCode } from '../shared/gstin.ts';
import { outletsOf, ownerOf } from './membership.ts';
import type { createOutletInput, updateOutletInput } from './schemas.ts';

type OutletFields = z.output<typeof createOutletInput>;

const onGstin = (text: ReturnType<typeof msg>) =>
  fail.badRequest('gstin_state', text).with({ fields: [{ path: ['gstin'], text }] });

/**
 * A GSTIN is one state's registration (decision 0102): it must start with the code of the
 * outlet's state, and every outlet of the business in that state carries the same one.
 */
async function checkGstin(
  tx: Tx,
  businessId: string,
  state: string,
  gstin: string | null,
  outletId?: string,
) {
  if (!gstin) return;
  const code = GST_STATE_CODES[state];
  if (code && !gstin.startsWith(code))
    throw onGstin(
      msg('error.business.gstinState', {
        prefix: gstin.slice(0, 2),
        other: stateOfCode(gstin.slice(0, 2)) ?? gstin.slice(0, 2),
        state,
      }),
    );
  const others = await tx
    .select({ gstin: outlets.gstin, state: cities.state })
    .from(outlets)
    .innerJoin(cities, eq(cities.id, outlets.cityId))
    .where(
      and(
        eq(outlets.businessId, businessId),
        isNotNull(outlets.gstin),
        outletId ? ne(outlets.id, outletId) : undefined,
      ),
    );
  const twin = others.find((o) => o.state === state && o.gstin !== gstin);
  if (twin) throw onGstin(msg('error.business.gstinPerState', { state, gstin: twin.gstin ?? '' }));
}

async function activeCity(tx: Tx, cityId: string) {
  const [city] = await tx
    .select()
    .from(cities)
    .where(and(eq(cities.id, cityId), eq(cities.isActive, true)));
  if (!city) throw fail.badRequest('unknown_city', msg('error.accounts.unknownCity'));
  return city;
}

const record = (input: OutletFields) => ({
  name: input.name,
  address: input.address,
  cityId: input.city_id,
  fssaiNumber: input.fssai_number,
  gstin: input.gstin,
});

async function answer(db: Database | Tx, businessId: string, outletId: string) {
  const [row] = (await outletsOf(db, { businessId, outletIds: [outletId] })) as [
    Awaited<ReturnType<typeof outletsOf>>[number],
  ];
  return row;
}

/** The owner adds an outlet. */
export async function createOutlet(db: Database, actorId: string, input: OutletFields, now: number) {
  return db.write(async (tx) => {
    const m = await ownerOf(tx, actorId, input.business_id);
    const city = await activeCity(tx, input.city_id);
    await checkGstin(tx, m.businessId, city.state, input.gstin);
    const id = newId('out');
    await tx
      .insert(outlets)
      .values({ id, businessId: m.businessId, ...record(input), createdAt: now, updatedAt: now });
    const after = await answer(tx, m.businessId, id);
    await audit(tx, { actorId, action: 'outlet.create', entity: 'outlet', entityId: id, after }, now);
    return after;
  });
}

/** The owner edits an outlet of its business. */
export async function updateOutlet(
  db: Database,
  actorId: string,
  input: z.output<typeof updateOutletInput>,
  now: number,
) {
  return db.write(async (tx) => {
    const m = await ownerOf(tx, actorId, input.business_id);
    const before = (await outletsOf(tx, { businessId: m.businessId, outletIds: [input.outlet_id] }))[0];
    if (!before) throw fail.notFound(msg('error.business.outletNotFound'));
    const city = await activeCity(tx, input.city_id);
    await checkGstin(tx, m.businessId, city.state, input.gstin, input.outlet_id);
    await tx
      .update(outlets)
      .set({ ...record(input), updatedAt: now })
      .where(eq(outlets.id, input.outlet_id));
    const after = await answer(tx, m.businessId, input.outlet_id);
    await audit(
      tx,
      { actorId, action: 'outlet.update', entity: 'outlet', entityId: input.outlet_id, before, after },
      now,
    );
    return after;
  });
}
