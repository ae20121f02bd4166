import { formatPhone, normalisePhone, PHONE_MESSAGE, phoneE164 } from '@app/api/shared';
import { orders, users } from '@app/db';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { CHECKOUT, customerWithCart, makeProduct } from '../support/catalog.ts';

// Landlines with their STD code are accepted wherever a phone is asked (issue 22, decision 0077).
let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = (await t.userWithToken('admin')).token;
});
afterEach(() => t.close());

const register = (phone: string) =>
  t.call('POST', '/api/auth/register', {
    body: {
      username: 'Asha Rao',
      email: `asha${Math.random().toString(36).slice(2)}@example.in`,
      password: 'secret1',
      restaurant_name: 'Rao Kitchen',
      fssai_number: '12345678901234',
      phone,
      address: '12 MG Road',
      city_id: 'city_indore',
    },
  });
const storedPhone = async (id: string) =>
  (await t.db.select({ phone: users.phone }).from(users).where(eq(users.id, id)))[0]!.phone;
const GARBAGE = [
  '12345',
  '0731',
  '98765 4321a',
  '+1 415 555 0100',
  '02224567890',
  '0000000000',
  '5876543210',
];

describe('registration', () => {
  it.each([
    ['0731 245 6789', '0731-2456789'],
    ['+91 731 245 6789', '0731-2456789'],
    ['0731-2456789', '0731-2456789'],
    ['+91-22-2345-6789', '022-23456789'],
    ['05162 223344', '05162-223344'],
    // Every form a mobile was accepted in before stays accepted, stored as its 10 digits.
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['098765-43210', '9876543210'],
    ['07312456789', '7312456789'],
    ['+ 91 98765-43210', '9876543210'],
  ])('accepts %j and stores %j', async (typed, stored) => {
    const res = await register(typed);
    expect(res.status).toBe(201);
    expect(res.data.user.phone).toBe(stored);
    expect(await storedPhone(res.data.user.id)).toBe(stored);
  });

  it.each(GARBAGE)('refuses %j with 400 and one sentence, creating no account', async (typed) => {
    const before = (await t.db.select().from(users)).length;
    const res = await register(typed);
    expect(res.status).toBe(400);
    expect(res.data.detail).toBe(`phone: ${PHONE_MESSAGE}`);
    expect((await t.db.select().from(users)).length).toBe(before);
  });
});

describe('staff edits and sub-admins', () => {
  it('stores a supplier landline edited by staff in the one form, and refuses garbage', async () => {
    const s = await t.userWithToken('supplier');
    const body = { name: 'Malwa Wholesale', email: s.email, phone: '(0731) 2456789' };
    const bad = await t.call('PUT', `/api/admin/suppliers/${s.id}`, { token: admin, body });
    expect(bad.status).toBe(400);
    expect(bad.data.detail).toBe(`phone: ${PHONE_MESSAGE}`);
    const before = await storedPhone(s.id);
    expect(before).not.toBe('0731-2456789');

    const ok = await t.call('PUT', `/api/admin/suppliers/${s.id}`, {
      token: admin,
      body: { ...body, phone: '+91 731 245-6789' },
    });
    expect(ok.status).toBe(200);
    expect(await storedPhone(s.id)).toBe('0731-2456789');
    const blank = await t.call('PUT', `/api/admin/suppliers/${s.id}`, {
      token: admin,
      body: { ...body, phone: '' },
    });
    expect(blank.status).toBe(200);
    expect(await storedPhone(s.id)).toBe('');
  });

  it('creates a sub-admin with an office landline', async () => {
    const res = await t.call('POST', '/api/admin/sub-admins', {
      token: admin,
      body: {
        username: 'Sunita',
        email: 'sunita@city.in',
        password: 'secret123',
        phone: '0755 255 1234',
        city_id: 'city_bhopal',
        permissions: ['manage_orders'],
      },
    });
    expect(res.status).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'sunita@city.in'));
    expect(row!.phone).toBe('0755-2551234');
  });
});

describe('checkout', () => {
  it('takes a restaurant landline as the primary phone and a mobile as the alternate', async () => {
    const p = await makeProduct(t);
    const me = await customerWithCart(t, [[p, 1]]);
    const res = await t.call('POST', '/api/orders', {
      token: me.token,
      body: { ...CHECKOUT, phone: '+91 731 4000 123', alternate_phone: '+91 91234 56780' },
    });
    expect(res.status).toBe(201);
    const [order] = await t.db.select().from(orders).where(eq(orders.customerId, me.id));
    expect(order).toMatchObject({ phone: '0731-4000123', alternatePhone: '9123456780' });
  });

  it('refuses a garbled alternate phone with 400', async () => {
    const p = await makeProduct(t);
    const me = await customerWithCart(t, [[p, 1]]);
    const res = await t.call('POST', '/api/orders', {
      token: me.token,
      body: { ...CHECKOUT, alternate_phone: '0731-245' },
    });
    expect(res.status).toBe(400);
    expect(res.data.detail).toBe(`alternate_phone: ${PHONE_MESSAGE}`);
    expect(await t.db.select().from(orders)).toEqual([]);
  });
});

describe('every mobile accepted before', () => {
  // The rule before landlines: drop spaces and hyphens, then one leading +91 or 0, then 10 digits 6–9.
  const before = (typed: string) => typed.replace(/[\s-]/g, '').replace(/^(\+91|0)/, '');
  const written = fc
    .tuple(
      fc.constantFrom('', '+91', '0'),
      fc.stringMatching(/^[6-9]\d{9}$/),
      fc.array(fc.constantFrom('', ' ', '-', '  '), { minLength: 14, maxLength: 14 }),
    )
    .map(([prefix, mobile, seps]) =>
      [...`${prefix}${mobile}`].map((c, i) => `${seps[i] ?? ''}${c}`).join(''),
    );

  it('is still accepted, as the same number', () => {
    fc.assert(
      fc.property(written, (typed) => {
        const stored = normalisePhone(typed);
        expect(stored).not.toBeNull();
        expect(phoneE164(stored!)).toBe(`+91${before(typed)}`);
      }),
      { numRuns: 500 },
    );
  });
});

describe('display', () => {
  it('reads +91 with the usual grouping, and dials the international number', () => {
    expect(formatPhone('9876543210')).toBe('+91 98765 43210');
    expect(formatPhone('0731-2456789')).toBe('+91 731 245 6789');
    expect(formatPhone('022-23456789')).toBe('+91 22 2345 6789');
    expect(formatPhone('05162-223344')).toBe('+91 5162 223 344');
    expect(formatPhone('')).toBe('');
    expect(phoneE164('0731-2456789')).toBe('+917312456789');
    expect(phoneE164('9876543210')).toBe('+919876543210');
  });
});
