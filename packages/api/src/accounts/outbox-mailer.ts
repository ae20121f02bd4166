import { type Database, newId, outbox } from '@app/db';
import type { Mailer } from '../ports.ts';

/** Development mailer: keeps messages in the outbox table; `delivers` is false so the spec's on-screen token step applies. */
export function createOutboxMailer(db: Database): Mailer {
  return {
    delivers: false,
    async send(m) {
      await db.insert(outbox).values({ id: newId('mail'), to: m.to, subject: m.subject, body: m.text });
    },
  };
}
