import { type Database, LANGUAGES, newId, notifications, type Tx, users } from '@app/db';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { StaffTopic } from '../access/rules.ts';
import { staffReading } from '../access/scope.ts';
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

/** Who is told, and the language it is written in (their preferred_language). */
export interface Recipient {
  id: string;
  language: Language;
}

/**
 * The insert that tells these users something, for a caller's batch of writes (decision 0082):
 * each in their own language, each language rendered once however many read it.
 */
export function notificationInsert(db: Writer, recipients: Recipient[], n: NotificationInput, now: number) {
  const texts = new Map<Language, ReturnType<typeof rendered>>();
  const textFor = (language: Language) => {
    const text = texts.get(language) ?? rendered(n, language);
    texts.set(language, text);
    return text;
  };
  return db
    .insert(notifications)
    .values(
      recipients.map((r) => ({ id: newId('ntf'), userId: r.id, ...textFor(r.language), createdAt: now })),
    );
}

/**
 * The one way to tell a user something; callers pass their transaction so it commits with the
 * change. One statement: the text is rendered in every language here and the insert picks the
 * recipient's by their preferred_language (no read of it first, a round trip on Turso).
 */
export async function notify(db: Writer, userId: string, n: NotificationInput, now = Date.now()) {
  const texts = LANGUAGES.map((language) => [language, rendered(n, language)] as const);
  const inTheirs = (field: 'title' | 'message') =>
    sql<string>`case ${users.preferredLanguage} ${sql.join(
      texts.map(([language, text]) => sql`when ${language} then ${text[field]}`),
      sql` `,
    )} else ${rendered(n, 'en')[field]} end`;
  await db.insert(notifications).select(
    db
      .select({
        id: sql`${newId('ntf')}`.as('id'),
        userId: users.id,
        type: sql`${n.type}`.as('type'),
        title: inTheirs('title').as('title'),
        message: inTheirs('message').as('message'),
        isRead: sql`0`.as('is_read'),
        createdAt: sql`${now}`.as('created_at'),
      })
      .from(users)
      .where(eq(users.id, userId)),
  );
}

/**
 * What each notification told to staff is about: only staff who may read that through the API
 * (access/rules.ts `STAFF_READS`) in the record's city are told. A new kind of staff notice names
 * its topic here, or `notifyStaff` does not compile.
 */
export const STAFF_NOTICE_TOPIC = {
  new_order: 'orders',
  order_cancelled: 'orders',
  order_part_rejected: 'orders',
  part_overdue: 'orders',
  refund_due: 'orders',
  claim_filed: 'orders',
  delivery: 'orders',
  cash_handover: 'orders',
  cash_mismatch: 'orders',
  products_pending: 'products',
} as const satisfies Record<string, StaffTopic>;
export type StaffNotice = keyof typeof STAFF_NOTICE_TOPIC;

/**
 * The staff to tell a `type` notice about a record of `cityId`, with their languages: the super
 * admins, and that city's active sub-admins holding a permission that reads it.
 */
export const staffToTell = (db: Writer, cityId: string | null, type: StaffNotice) =>
  db
    .select({ id: users.id, language: users.preferredLanguage })
    .from(users)
    .where(
      and(eq(users.isActive, true), staffReading(STAFF_NOTICE_TOPIC[type], cityId), isNull(users.deletedAt)),
    );

/** Tells the staff who may read what the notice is about (`staffToTell`). */
export async function notifyStaff(
  db: Writer,
  cityId: string | null,
  n: NotificationInput & { type: StaffNotice },
  now = Date.now(),
) {
  const staff = await staffToTell(db, cityId, n.type);
  if (staff.length === 0) return;
  await notificationInsert(db, staff, n, now);
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
