import { passwordResets, type Tx } from '@app/db';
import { and, eq, isNull } from 'drizzle-orm';
import { audit } from '../audit/index.ts';
import { type Language, msg, render } from '../messages/index.ts';
import type { Services } from '../ports.ts';
import { endDelegatedAccess } from './credentials-changed.ts';
import { invalidateUserSessions } from './session.ts';

/*
 * An account's e-mail address is its login and where password resets go, so changing it is
 * handing the account to whoever holds the new address (docs/decisions/0053). Whenever staff
 * change it: every session of the account ends, unused reset tokens are void, its API keys are
 * revoked and its webhooks paused, the change is audit-logged with both addresses, and the old
 * address is told whom to contact.
 */

export interface EmailChange {
  actorId: string;
  /** The account's kind as the audit log names it: customer, supplier, sub_admin. */
  entity: string;
  userId: string;
  name: string;
  /** The account's language: the notice is written in it. */
  language: Language;
  from: string;
  to: string;
  now: number;
}

/** Inside the write transaction that changed the address; nothing when it did not change. */
export async function endAccessAfterEmailChange(tx: Tx, c: EmailChange) {
  if (c.from === c.to) return;
  await invalidateUserSessions(tx, c.userId);
  await tx
    .delete(passwordResets)
    .where(and(eq(passwordResets.userId, c.userId), isNull(passwordResets.usedAt)));
  const ended = await endDelegatedAccess(tx, {
    userId: c.userId,
    actorId: c.actorId,
    reason: 'email_changed',
    now: c.now,
  });
  await audit(
    tx,
    {
      actorId: c.actorId,
      action: 'email_change',
      entity: c.entity,
      entityId: c.userId,
      before: { email: c.from },
      after: {
        email: c.to,
        sessions_ended: true,
        keys_revoked: ended.keysRevoked,
        webhooks_paused: ended.webhooksPaused,
      },
    },
    c.now,
  );
}

/**
 * After the commit: a plain notice to the old address. A mail failure does not undo the change
 * (it is made, and the sessions are already gone); the operator sees it in the log.
 */
export async function noticeToOldAddress(s: Pick<Services, 'mailer' | 'config'>, c: EmailChange) {
  if (c.from === c.to) return;
  const { email, phone } = s.config.site;
  const when = new Intl.DateTimeFormat(`${c.language}-IN`, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(c.now);
  try {
    await s.mailer.send({
      to: c.from,
      subject: render(c.language, msg('mail.emailChange.subject')),
      text: render(
        c.language,
        msg('mail.emailChange.body', { name: c.name, when, old: c.from, email, phone }),
      ),
    });
  } catch (e) {
    console.error('E-mail change notice not sent:', e instanceof Error ? e.message : e);
  }
}
