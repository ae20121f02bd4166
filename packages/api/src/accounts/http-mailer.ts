import type { Database } from '@app/db';
import type { MailerConfig } from '../config.ts';
import type { Mailer } from '../ports.ts';
import { createOutboxMailer } from './outbox-mailer.ts';

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

const SEND_TIMEOUT_MS = 10_000;

/**
 * Sends through a JSON HTTP mail API (Resend's shape: POST {from, to[], subject, text} with a
 * bearer key). fetch-based, so it runs on Node and Workers alike.
 */
export function createHttpMailer(config: MailerConfig, fetchFn: Fetch = (i, init) => fetch(i, init)): Mailer {
  return {
    delivers: true,
    async send(m) {
      const res = await fetchFn(config.url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${config.apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ from: config.from, to: [m.to], subject: m.subject, text: m.text }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      // The provider's body may echo the recipient or the key's name: keep it out of errors.
      if (!res.ok) throw new Error(`The mail API answered ${res.status}.`);
    },
  };
}

/** The configured mail API, or the development outbox when none is configured. */
export function createMailer(config: { mailer?: MailerConfig }, db: Database): Mailer {
  return config.mailer ? createHttpMailer(config.mailer) : createOutboxMailer(db);
}
