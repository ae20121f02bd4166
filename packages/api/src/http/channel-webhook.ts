import type { Database } from '@app/db';
import type { Hono } from 'hono';
import {
  actOnWhatsAppReplies,
  deepLinkPath,
  type ReplyActions,
  recordSmsReceipts,
  recordWhatsAppStatuses,
  sameSecret,
  whatsAppSignatureValid,
} from '../channels/index.ts';
import type { SmsConfig, WhatsAppConfig } from '../config.ts';
import type { MessageChannels } from '../ports.ts';
import { webhookLimit } from './body-limit.ts';

/** What a provider may send in one call: one limit for both channels' webhooks. */
const limit = webhookLimit(512 * 1024);

/**
 * The providers' calls (decision 0101): WhatsApp's GET handshake that proves the endpoint is ours
 * (`hub.verify_token`) and its POSTed statuses and replies (decision 0110) signed with the app
 * secret, and the deep links our messages carry; MSG91's delivery
 * reports, which carry no signature, at a URL holding SMS_RECEIPT_TOKEN. Each is off (404)
 * without its settings, as in the demo, whose fake providers send none.
 */
export function mountChannelWebhooks(
  app: Hono,
  s: {
    db: Database;
    whatsapp?: WhatsAppConfig;
    sms?: SmsConfig;
    now: () => number;
    channels?: MessageChannels;
    replyActions: ReplyActions;
    publicUrl?: string;
  },
) {
  const path = '/api/channels/whatsapp/webhook';
  const off = { detail: 'Not found.', code: 'not_found' };
  app.get(path, async (c) => {
    if (!s.whatsapp) return c.json(off, 404);
    const mode = c.req.query('hub.mode');
    const token = c.req.query('hub.verify_token') ?? '';
    const challenge = c.req.query('hub.challenge') ?? '';
    if (
      mode !== 'subscribe' ||
      !(await sameSecret(token, s.whatsapp.verifyToken)) ||
      !/^[\w-]{1,200}$/.test(challenge)
    )
      return c.json({ detail: 'Forbidden.', code: 'forbidden' }, 403);
    return c.text(challenge);
  });
  app.post(path, limit, async (c) => {
    if (!s.whatsapp) return c.json(off, 404);
    const raw = await c.req.text();
    if (!(await whatsAppSignatureValid(s.whatsapp.appSecret, raw, c.req.header('x-hub-signature-256'))))
      return c.json({ detail: 'The signature does not match.', code: 'bad_signature' }, 401);
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return c.json({ detail: 'The body is not JSON.', code: 'invalid_input' }, 400);
    }
    const changed = await recordWhatsAppStatuses(s.db, body, s.now());
    const secret = s.whatsapp.replySecret;
    // Without the secret no button was sent with a payload we could read: replies are not read.
    if (!secret) return c.json({ ok: true, changed });
    const replies = await actOnWhatsAppReplies(
      {
        db: s.db,
        channels: s.channels ?? {},
        actions: s.replyActions,
        secret,
        publicUrl: s.publicUrl ?? new URL(c.req.url).origin,
        now: s.now(),
      },
      body,
    );
    return c.json({ ok: true, changed, replies });
  });
  // A deep link from a chat answer (decision 0110): ours, it goes to its screen, which still asks
  // for the person's session; anything else goes nowhere.
  app.get('/api/channels/link/:token', async (c) => {
    const secret = s.whatsapp?.replySecret ?? s.channels?.replySecret;
    const path = secret ? await deepLinkPath(secret, c.req.param('token')) : null;
    if (!path) return c.json({ detail: 'This link is not valid.', code: 'not_found' }, 404);
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return c.redirect(path, 302);
  });
  app.post('/api/channels/sms/receipts', limit, async (c) => {
    if (!s.sms?.receiptToken) return c.json(off, 404);
    if (!(await sameSecret(c.req.query('token') ?? '', s.sms.receiptToken)))
      return c.json({ detail: 'Forbidden.', code: 'forbidden' }, 403);
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return c.json({ detail: 'The body is not JSON.', code: 'invalid_input' }, 400);
    }
    return c.json({ ok: true, changed: await recordSmsReceipts(s.db, body, s.now()) });
  });
}
