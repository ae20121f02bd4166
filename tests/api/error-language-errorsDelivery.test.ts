import { users } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dayIn } from '../../packages/api/src/shared/slot-text.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { CHECKOUT, customerWithCart, makeProduct } from '../support/catalog.ts';
import { deliveryWorld, OTP } from '../support/delivery.ts';
import { insertOrder } from '../support/orders.ts';
import { insertSlot } from '../support/slots.ts';

// Issue 22 / decision 0081: the refusals of delivery, slots, payments and settlements are written
// in the caller's language (Accept-Language, else the account's), with the same status and code.
const IST = 330 * 60_000;
const DAY = 86_400_000;
const tomorrow = new Date(Date.now() + IST + DAY).toISOString().slice(0, 10);
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const at = (day: string, minute: number) => Date.parse(`${day}T00:00:00Z`) - IST + minute * 60_000;
const dayText = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

const HI = { 'Accept-Language': 'hi' };

let t: TestApp;
let now: number;
beforeEach(async () => {
  now = at(tomorrow, 21 * 60);
  t = await createTestApp({ clock: { now: () => now } });
});
afterEach(() => {
  vi.restoreAllMocks();
  return t.close();
});

/** The same call in English (no header) and in Hindi: status, code and sentence of each. */
async function both(method: string, path: string, opts: { token: string; body?: unknown }) {
  const answer = async (headers: Record<string, string>) => {
    const res = await t.call(method, path, { ...opts, headers });
    return { status: res.status, code: res.data.code, detail: res.data.detail };
  };
  return { en: await answer({}), hi: await answer(HI) };
}

describe('delivery, slot and settlement refusals in the caller’s language', () => {
  it('a step the delivery cannot take: 409 invalid_transition, the steps named in each language', async () => {
    const w = await deliveryWorld(t);
    const { assignmentId } = await w.orderAt('assigned');
    const res = await both('PUT', `/api/delivery/assignments/${assignmentId}/status`, {
      token: w.rider.token,
      body: { status: 'delivered', otp: OTP, cash_collected: 0 },
    });
    expect(res.en).toEqual({
      status: 409,
      code: 'invalid_transition',
      detail: 'A delivery that is assigned cannot be marked delivered; next it can only be picked up.',
    });
    expect(res.hi).toEqual({
      status: 409,
      code: 'invalid_transition',
      detail:
        'डिलीवरी का स्टेटस "असाइन हुआ" से "डिलीवर हुआ" नहीं किया जा सकता; अब इसे सिर्फ़ इस स्टेटस पर ले जाया जा सकता है: पिक अप हुआ।',
    });
  });

  it('a wrong delivery code: 400 wrong_otp', async () => {
    const w = await deliveryWorld(t);
    const { assignmentId } = await w.orderAt('in_transit');
    const res = await both('PUT', `/api/delivery/assignments/${assignmentId}/status`, {
      token: w.rider.token,
      body: { status: 'delivered', otp: '0000' },
    });
    expect(res.en).toEqual({
      status: 400,
      code: 'wrong_otp',
      detail: 'That delivery code is not correct. Ask the customer to check it.',
    });
    expect(res.hi).toEqual({
      status: 400,
      code: 'wrong_otp',
      detail: 'यह डिलीवरी कोड सही नहीं है। ग्राहक से कोड दोबारा जाँचने को कहें।',
    });
  });

  it('assigning to someone who is not a rider: 400 not_delivery_person, with the name', async () => {
    const w = await deliveryWorld(t);
    const order = await insertOrder(t.db, w.customer);
    const [who] = await t.db.select().from(users).where(eq(users.id, w.customer.id));
    const res = await both('POST', `/api/admin/orders/${order.id}/assign-delivery`, {
      token: w.admin.token,
      body: { delivery_person_id: w.customer.id },
    });
    expect(res.en).toEqual({
      status: 400,
      code: 'not_delivery_person',
      detail: `${who!.username} is not a delivery person.`,
    });
    expect(res.hi).toEqual({
      status: 400,
      code: 'not_delivery_person',
      detail: `${who!.username} राइडर नहीं हैं।`,
    });
  });

  it('a slot past its cut-off: 409 slot_closed, the slot and the moment worded in Hindi order', async () => {
    const slot = await insertSlot(t.db);
    const me = await customerWithCart(t, [[await makeProduct(t), 2]]);
    now = at(tomorrow, 22 * 60);
    const date = shift(tomorrow, 1);
    const res = await both('POST', '/api/orders', {
      token: me.token,
      body: { ...CHECKOUT, slot_id: slot.id, slot_date: date },
    });
    expect(res.en).toEqual({
      status: 409,
      code: 'slot_closed',
      detail: `The 6–9 am slot on ${dayText(date)} closed at 10 pm on ${dayText(tomorrow)}; pick another slot.`,
    });
    expect(res.hi).toEqual({
      status: 409,
      code: 'slot_closed',
      detail: `${dayIn('hi', date, false)} का सुबह 6–9 वाला स्लॉट अब बुक नहीं हो सकता: इसकी बुकिंग ${dayIn('hi', tomorrow, false)} को रात 10 बंद हो गई; कोई दूसरा स्लॉट चुनें।`,
    });
  });

  it('a slot that ends before it starts, and an unknown settlement', async () => {
    const admin = await t.userWithToken('admin');
    const slot = await both('POST', '/api/admin/delivery-slots', {
      token: admin.token,
      body: { start_minute: 600, end_minute: 540, cutoff_minutes: 60, capacity: 5, city_id: 'city_indore' },
    });
    expect(slot.en).toEqual({
      status: 400,
      code: 'invalid_slot',
      detail: 'A slot must end after it starts on the same day.',
    });
    expect(slot.hi).toEqual({
      status: 400,
      code: 'invalid_slot',
      detail: 'स्लॉट उसी दिन शुरू होने के बाद ही खत्म होना चाहिए।',
    });
    const paid = await both('PUT', '/api/admin/settlements/stl_nothing/paid', {
      token: admin.token,
      body: { reference: 'HDFCN52026112600001' },
    });
    expect(paid.en).toEqual({ status: 404, code: 'not_found', detail: 'Settlement not found.' });
    expect(paid.hi).toEqual({ status: 404, code: 'not_found', detail: 'सेटलमेंट नहीं मिला।' });
  });

  it('a rider whose account reads Hindi hears Hindi without asking', async () => {
    const w = await deliveryWorld(t);
    const other = await t.userWithToken('delivery', { preferredLanguage: 'hi' });
    const { assignmentId } = await w.orderAt('assigned');
    const res = await t.call('PUT', `/api/delivery/assignments/${assignmentId}/status`, {
      token: other.token,
      body: { status: 'picked_up' },
    });
    expect(res.status).toBe(403);
    expect(res.data).toEqual({ code: 'forbidden', detail: 'यह डिलीवरी किसी और को असाइन है।' });
  });

  it('paying online: a COD order is 409 not_online; a silent gateway is told in the answer', async () => {
    const place = async (payment_method: 'COD' | 'ONLINE') => {
      const me = await customerWithCart(t, [[await makeProduct(t), 2]]);
      const res = await t.call('POST', '/api/orders', {
        token: me.token,
        body: { ...CHECKOUT, payment_method },
      });
      expect(res.status, JSON.stringify(res.data)).toBe(201);
      return { token: me.token, id: res.data.id as string };
    };
    const cod = await place('COD');
    const refused = await both('POST', `/api/orders/${cod.id}/create-payment`, { token: cod.token });
    expect(refused.en).toEqual({
      status: 409,
      code: 'not_online',
      detail: 'This is a Cash on Delivery order; there is nothing to pay online.',
    });
    expect(refused.hi).toEqual({
      status: 409,
      code: 'not_online',
      detail: 'यह कैश ऑन डिलीवरी ऑर्डर है; इसका ऑनलाइन पेमेंट नहीं करना है।',
    });
    const online = await place('ONLINE');
    vi.spyOn(t.services.payments!, 'createPayment').mockRejectedValue(new Error('gateway down'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const ask = (headers: Record<string, string>) =>
      t.call('POST', `/api/orders/${online.id}/create-payment`, { token: online.token, headers });
    expect((await ask({})).data).toMatchObject({
      success: false,
      detail: 'The payment gateway did not answer. Please try again.',
    });
    expect((await ask(HI)).data).toMatchObject({
      success: false,
      detail: 'पेमेंट गेटवे से जवाब नहीं आया। कृपया फिर से कोशिश करें।',
    });
  });
});
