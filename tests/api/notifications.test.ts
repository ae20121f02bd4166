import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { msg } from '../../packages/api/src/messages/index.ts';
import { notify } from '../../packages/api/src/notifications/notifications.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('notifications', () => {
  it('lists only the caller’s own, newest first, with an unread count, and marks read', async () => {
    const a = await t.userWithToken('customer');
    const b = await t.userWithToken('customer');
    const say = (number: string) => ({
      type: 'x',
      title: msg('order.new.title', { number }),
      message: msg('cash.received'),
    });
    await notify(t.db, a.id, say('First'), 1000);
    await notify(t.db, a.id, say('Second'), 2000);
    await notify(t.db, b.id, say('Not yours'), 3000);
    const list = await t.call('GET', '/api/notifications', { token: a.token });
    expect(list.status).toBe(200);
    expect(list.data.unread_count).toBe(2);
    expect(list.data.notifications.map((n: { title: string }) => n.title)).toEqual([
      'New order Second',
      'New order First',
    ]);
    expect(list.data.notifications[0]).toMatchObject({
      is_read: false,
      type: 'x',
      message: 'Cash received.',
    });

    const since = await t.call('GET', '/api/notifications?since=1500', { token: a.token });
    expect(since.data.notifications).toHaveLength(1);

    const bList = await t.call('GET', '/api/notifications', { token: b.token });
    const bId = bList.data.notifications[0].id;
    expect((await t.call('PUT', `/api/notifications/${bId}/read`, { token: a.token })).status).toBe(404);

    const firstId = list.data.notifications[1].id;
    expect((await t.call('PUT', `/api/notifications/${firstId}/read`, { token: a.token })).status).toBe(200);
    expect((await t.call('GET', '/api/notifications', { token: a.token })).data.unread_count).toBe(1);
    expect((await t.call('PUT', '/api/notifications/mark-all-read', { token: a.token })).data.updated).toBe(
      1,
    );
    expect((await t.call('GET', '/api/notifications', { token: a.token })).data.unread_count).toBe(0);
    expect((await t.call('GET', '/api/notifications', { token: b.token })).data.unread_count).toBe(1);
  });

  it('needs a token', async () => {
    expect((await t.call('GET', '/api/notifications')).status).toBe(401);
    expect((await t.call('PUT', '/api/notifications/mark-all-read')).status).toBe(401);
  });
});
