import { auditLog } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { makeProduct } from '../support/catalog.ts';

let t: TestApp;
let admin: string;
let customer: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = (await t.userWithToken('admin')).token;
  customer = (await t.userWithToken('customer')).token;
});
afterEach(() => t.close());

const found = async (q: string) =>
  (
    await t.call('GET', `/api/products?search=${encodeURIComponent(q)}`, { token: customer })
  ).data.products.map((p: { name: string }) => p.name);
const save = (body: unknown, id?: string) =>
  t.call(id ? 'PUT' : 'POST', `/api/admin/vocabulary${id ? `/${id}` : ''}`, { token: admin, body });

describe('the search vocabulary', () => {
  it('is seeded broadly: hundreds of things, each category of the catalogue, in four kinds of names', async () => {
    const all = await t.call('GET', '/api/admin/vocabulary?page_size=100', { token: admin });
    expect(all.status).toBe(200);
    expect(all.data.total).toBeGreaterThanOrEqual(300);
    const onion = await t.call('GET', '/api/admin/vocabulary?search=kanda', { token: admin });
    const terms = onion.data.items.find((c: { key: string }) => c.key === 'onion').terms;
    expect(terms).toEqual(
      expect.arrayContaining([
        { term: 'onion', kind: 'en' },
        { term: 'pyaz', kind: 'latin' },
        { term: 'प्याज', kind: 'hi' },
      ]),
    );
    const pulses = await t.call('GET', '/api/admin/vocabulary?category=Pulses', { token: admin });
    expect(pulses.data.total).toBeGreaterThan(5);
  });

  it('a thing added by staff is searched at once, and its adding is in the audit log', async () => {
    await makeProduct(t, { name: 'Drumstick Fresh', categoryId: 'cat_vegetables' });
    expect(await found('munga')).toEqual([]);
    const res = await save({
      name: 'Moringa pod',
      category: 'Vegetables',
      terms: [
        { term: 'Drumstick', kind: 'en' },
        { term: '  MUNGA ', kind: 'latin' },
        { term: 'munga', kind: 'latin' },
        { term: 'सहजन', kind: 'latin' },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.data.key).toBe('moringa_pod');
    // Lower-cased and once each; Devanagari is Hindi whatever was chosen.
    expect(res.data.terms).toEqual([
      { term: 'drumstick', kind: 'en' },
      { term: 'सहजन', kind: 'hi' },
      { term: 'munga', kind: 'latin' },
    ]);
    expect(await found('munga')).toEqual(['Drumstick Fresh']);
    expect(await found('सहजन')).toEqual(['Drumstick Fresh']);
    const [log] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, res.data.id));
    expect(log).toMatchObject({ action: 'vocabulary.create', entity: 'search_concept' });
  });

  it('an edit replaces the names (before and after in the audit log); a removal forgets them', async () => {
    await makeProduct(t, { name: 'Red Onion', categoryId: 'cat_vegetables' });
    expect(await found('kanda')).toEqual(['Red Onion']);
    const res = await save(
      {
        name: 'onion',
        category: 'Vegetables',
        terms: [
          { term: 'onion', kind: 'en' },
          { term: 'ulli', kind: 'regional' },
        ],
      },
      'scn_onion',
    );
    expect(res.status).toBe(200);
    expect(await found('kanda')).toEqual([]);
    expect(await found('ulli')).toEqual(['Red Onion']);
    const [log] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'vocabulary.update'));
    expect((log!.before as { terms: { term: string }[] }).terms.map((x) => x.term)).toContain('kanda');
    expect((log!.after as { terms: { term: string }[] }).terms.map((x) => x.term)).toEqual(['onion', 'ulli']);
    const gone = await t.call('DELETE', '/api/admin/vocabulary/scn_onion', { token: admin });
    expect(gone.status).toBe(200);
    expect(await found('ulli')).toEqual([]);
    const again = await t.call('DELETE', '/api/admin/vocabulary/scn_onion', { token: admin });
    expect(again.status).toBe(404);
    expect(again.data.code).toBe('not_found');
  });

  it('refuses a second thing of the same name, an empty list of names and names of nothing but marks', async () => {
    const twice = await save({ name: 'Onion', category: '', terms: [{ term: 'x onion', kind: 'en' }] });
    expect(twice.status).toBe(409);
    expect(twice.data.code).toBe('concept_exists');
    const none = await save({ name: 'Kokum', category: '', terms: [] });
    expect(none.status).toBe(400);
    expect(none.data.errors[0].path).toEqual(['terms']);
    const marks = await save({ name: 'Kokum', category: '', terms: [{ term: '---', kind: 'en' }] });
    expect(marks.status).toBe(400);
    expect(marks.data.code).toBe('no_terms');
    const kind = await save({ name: 'Kokum', category: '', terms: [{ term: 'kokum', kind: 'tamil' }] });
    expect(kind.status).toBe(400);
  });
});
