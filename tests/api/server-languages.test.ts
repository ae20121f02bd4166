import { outbox } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { CHECKOUT, customerWithCart, makeProduct } from '../support/catalog.ts';

/* Notifications and e-mails are written in the recipient's preferred_language (decision 0081). */

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const inbox = async (token: string) =>
  (await t.call('GET', '/api/notifications', { token })).data.notifications as {
    type: string;
    title: string;
    message: string;
  }[];

describe('notifications in the recipient’s language', () => {
  it('tells a Hindi customer in Hindi and an English one in English, and each staff member in theirs', async () => {
    const english = await t.userWithToken('admin');
    const hindi = await t.userWithToken('admin', { preferredLanguage: 'hi' });
    const rice = await makeProduct(t, { pricePaise: 12_000, gstRate: 5 });
    const hi = await customerWithCart(t, [[rice, 2]], { preferredLanguage: 'hi' });
    const en = await customerWithCart(t, [[rice, 1]]);

    const hiOrder = await t.call('POST', '/api/orders', { token: hi.token, body: CHECKOUT });
    const enOrder = await t.call('POST', '/api/orders', { token: en.token, body: CHECKOUT });
    expect([hiOrder.status, enOrder.status]).toEqual([201, 201]);
    const hiNumber = hiOrder.data.order_number as string;
    const enNumber = enOrder.data.order_number as string;

    const [placed] = await inbox(hi.token);
    expect(placed).toMatchObject({
      type: 'order_placed',
      title: `ऑर्डर ${hiNumber} प्लेस हुआ`,
      message: expect.stringMatching(/^₹[\d,.]+ का आपका ऑर्डर प्लेस हो गया। डिलीवरी पर कैश दें।$/),
    });
    expect((await inbox(en.token))[0]).toMatchObject({
      title: `Order ${enNumber} placed`,
      message: expect.stringMatching(/^Your order of ₹[\d,.]+ is placed. Pay cash on delivery.$/),
    });

    // A status change, with the note its caller passes, follows the same language.
    await t.call('POST', `/api/orders/${hiOrder.data.id}/verify-payment`, { token: hi.token });
    await t.call('POST', `/api/orders/${enOrder.data.id}/verify-payment`, { token: en.token });
    expect((await inbox(hi.token))[0]).toMatchObject({
      type: 'order_status',
      title: `ऑर्डर ${hiNumber} कन्फ़र्म हुआ`,
      message: 'आपका ऑर्डर अब कन्फ़र्म हो गया है। डिलीवरी पर कैश दें।',
    });
    expect((await inbox(en.token))[0]).toMatchObject({
      title: `Order ${enNumber} confirmed`,
      message: 'Your order is now confirmed. Pay cash on delivery.',
    });

    // Staff: one notification each, in each one's language.
    const staffTitles = async (token: string) =>
      (await inbox(token)).filter((n) => n.type === 'new_order').map((n) => n.title);
    expect(await staffTitles(hindi.token)).toEqual([`नया ऑर्डर ${enNumber}`, `नया ऑर्डर ${hiNumber}`]);
    expect(await staffTitles(english.token)).toEqual([`New order ${enNumber}`, `New order ${hiNumber}`]);
    const [hindiNew] = await inbox(hindi.token);
    expect(hindiNew!.message).toMatch(/ने ₹[\d,.]+ के 1 आइटम ऑर्डर किए \(COD\)।$/);
  });
});

describe('e-mails in the account’s language', () => {
  it('sends the password reset in Hindi to a Hindi account and in English to an English one', async () => {
    const hi = await t.userWithToken('customer', { preferredLanguage: 'hi' });
    const en = await t.userWithToken('customer');
    const request = (email: string) =>
      t.call('POST', '/api/auth/request-password-reset', {
        body: { email },
        headers: { 'x-test-ip': '10.0.0.9' },
      });
    const hiToken = (await request(hi.email.toUpperCase())).data.reset_token as string;
    const enToken = (await request(en.email)).data.reset_token as string;

    const [hiMail] = await t.db.select().from(outbox).where(eq(outbox.to, hi.email));
    expect(hiMail!.subject).toBe('अपना Supply & Beyond पासवर्ड रीसेट करें');
    expect(hiMail!.body).toContain(`आपका पासवर्ड रीसेट टोकन है: ${hiToken}`);
    expect(hiMail!.body).toContain('30 मिनट में एक्सपायर');
    expect(hiMail!.body).not.toMatch(/password/i);

    const [enMail] = await t.db.select().from(outbox).where(eq(outbox.to, en.email));
    expect(enMail!.subject).toBe('Reset your Supply & Beyond password');
    expect(enMail!.body).toContain(`Your password reset token is: ${enToken}`);
    expect(enMail!.body).not.toMatch(/[\u0900-\u097f]/);
  });

  it('tells the old address of a Hindi account of its new e-mail in Hindi, with the time in India', async () => {
    const admin = await t.userWithToken('admin');
    const customer = await t.userWithToken('customer', { preferredLanguage: 'hi' });
    const res = await t.call('PUT', `/api/admin/customers/${customer.id}`, {
      token: admin.token,
      body: {
        name: 'किरण राव',
        email: 'new.owner@example.in',
        phone: '9812345678',
        restaurant_name: 'Rao Kitchen',
        fssai_number: '11112222333344',
      },
    });
    expect(res.status).toBe(200);
    const [notice] = await t.db.select().from(outbox).where(eq(outbox.to, customer.email));
    expect(notice!.subject).toBe('आपके Supply & Beyond अकाउंट का ईमेल पता बदल दिया गया');
    expect(notice!.body).toContain('नमस्ते किरण राव,');
    expect(notice!.body).toContain(`अब यह ${customer.email} नहीं है।`);
    expect(notice!.body).toContain('(भारतीय समय)');
  });
});

describe('dates and slots in server messages', () => {
  it('reads a day and a slot as people of each language do, with no English month or am/pm in Hindi', async () => {
    const { dayValue, msg, render, slotValue } = await import('../../packages/api/src/messages/index.ts');
    const placed = msg('order.placed.slot', { slot: slotValue('2026-12-07', 840, 1020) });
    expect(render('en', placed)).toBe('Delivery 7 Dec, 2–5 pm.');
    expect(render('hi', placed)).toContain('7 दिस॰, दोपहर 2–5');
    expect(render('hi', placed)).not.toMatch(/[A-Za-z]/);
    const due = msg('credit.due.title', { date: dayValue('2026-12-24') });
    expect(render('en', due)).toContain('24 Dec 2026');
    expect(render('hi', due)).toContain('24 दिस॰ 2026');
    expect(render('hi', due)).not.toMatch(/[A-Za-z]|2026-12-24/);
  });
});
