import { type Database, newId, notifications, type Tx, users } from '@app/db';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { type Language, type Message, render, renderText, type Text } from '../messages/index.ts';

/** What to tell: catalogue messages, rendered per recipient in the recipient's language (decision 0081). */
export interface NotificationInput {
  type: string;
  title: Message;
  message: Text;
}

type Writer = Database | Tx;

/** Plain text as stored: the REST payload stays title and message strings. */
const rendered = (n: NotificationInput, language: Language) => ({
  type: n.type,
  title: render(language, n.title),
  message: renderText(language, n.message),
});

/** The one way to tell a user something; callers pass their transaction so it commits with the change. */
export async function notify(db: Writer, userId: string, n: NotificationInput, now = Date.now()) {
  const [user] = await db
    .select({ language: users.preferredLanguage })
    .from(users)
    .where(eq(users.id, userId));
  await db
    .insert(notifications)
    .values({ id: newId('ntf'), userId, ...rendered(n, user?.language ?? 'en'), createdAt: now });
}

/** Tells the super admins and the sub-admins of `cityId` (all staff when cityId is null). */
export async function notifyStaff(db: Writer, cityId: string | null, n: NotificationInput, now = Date.now()) {
  const staff = await db
    .select({ id: users.id, language: users.preferredLanguage })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        or(
          and(eq(users.userType, 'admin'), eq(users.isAdmin, true)),
          and(eq(users.userType, 'sub_admin'), cityId ? eq(users.cityId, cityId) : undefined),
        ),
        isNull(users.deletedAt),
      ),
    );
  if (staff.length === 0) return;
  // Each language is rendered once, however many staff read it.
  const texts = new Map<Language, ReturnType<typeof rendered>>();
  const textFor = (language: Language) => {
    const text = texts.get(language) ?? rendered(n, language);
    texts.set(language, text);
    return text;
  };
  await db
    .insert(notifications)
    .values(staff.map((s) => ({ id: newId('ntf'), userId: s.id, ...textFor(s.language), createdAt: now })));
}

export const notificationDto = (n: typeof notifications.$inferSelect) => ({
  id: n.id,
  type: n.type,
  title: n.title,
  message: n.message,
  is_read: n.isRead,
  created_at: new Date(n.createdAt).toISOString(),
});

/** Newest first; `since` (epoch ms) answers only newer ones so 30-second polling stays cheap. */
export async function listNotifications(
  db: Database,
  userId: string,
  opts: { limit: number; since?: number },
) {
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.userId, userId), opts.since ? gt(notifications.createdAt, opts.since) : undefined),
    )
    .orderBy(desc(notifications.createdAt))
    .limit(opts.limit);
  const [unread] = await db
    .select({ n: sql<number>`count(*)` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return { notifications: rows.map(notificationDto), unread_count: unread?.n ?? 0 };
}

export async function markRead(db: Database, userId: string, id: string) {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return row ?? null;
}

export async function markAllRead(db: Database, userId: string) {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return { updated: rows.length };
}
