import type { Database } from '@app/db';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { recordWhatsAppStatuses, sameSecret, whatsAppSignatureValid } from '../channels/index.ts';
import type { WhatsAppConfig } from '../config.ts';

/**
 * The WhatsApp platform's calls (decision 0101): the GET handshake that proves the endpoint is
 * ours (`hub.verify_token`), and POSTed statuses signed with the app secret. Off (404) without
 * WhatsApp's settings, as in the demo, whose fake provider sends none.
 */
export function mountChannelWebhooks(
  app: Hono,
  s: { db: Database; whatsapp?: WhatsAppConfig; now: () => number },
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
  app.post(
    path,
    bodyLimit({
      maxSize: 512 * 1024,
      onError: (c) => c.json({ detail: 'The request body is too large.', code: 'too_large' }, 413),
    }),
    async (c) => {
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
      return c.json({ ok: true, changed });
    },
  );
}
