import { num, type RestRoute } from '../rest/route.ts';

export const notificationRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/notifications',
    procedure: 'notifications.list',
    summary: "The caller's notifications, newest first, with the unread count",
    tag: 'Notifications',
    access: 'authenticated',
    input: (r) => ({ limit: num(r.query.limit) ?? 50, since: num(r.query.since) }),
    query: {
      limit: { type: 'integer', description: 'At most this many (1-100, default 50)' },
      since: { type: 'integer', description: 'Only those created after this epoch-ms time (cheap polling)' },
    },
    answer: ['notifications', 'unread_count'],
  },
  {
    method: 'PUT',
    path: '/notifications/mark-all-read',
    procedure: 'notifications.markAllRead',
    summary: 'Mark all as read',
    tag: 'Notifications',
    access: 'authenticated',
    input: () => undefined,
    answer: ['updated'],
  },
  {
    method: 'PUT',
    path: '/notifications/:id/read',
    procedure: 'notifications.markRead',
    summary: 'Mark one as read',
    tag: 'Notifications',
    access: 'authenticated',
    input: (r) => ({ id: r.params.id }),
    answer: ['ok'],
  },
];
