import type { Hono } from 'hono';
import { DEMO_SMS, DEMO_WHATSAPP } from '../channels/index.ts';

/** What the demo's fake providers accepted, newest first (the last 200, in this process). */
const sent: {
  channel: 'whatsapp' | 'sms';
  at: string;
  to: string;
  template: string;
  language: string;
  params: unknown;
}[] = [];
const keep = (m: (typeof sent)[number]) => {
  sent.unshift(m);
  sent.length = Math.min(sent.length, 200);
};
let seq = 0;

/**
 * The demo's stand-ins for the WhatsApp Cloud API and MSG91 (never in production): the demo's
 * own adapters post to them over real HTTP, as they would to the providers, and
 * GET /sandbox/channels lists what they accepted.
 */
export function mountDemoChannels(app: Hono) {
  app.post(`/sandbox/channels/whatsapp/v21.0/${DEMO_WHATSAPP.phoneNumberId}/messages`, async (c) => {
    if (c.req.header('authorization') !== `Bearer ${DEMO_WHATSAPP.token}`)
      return c.json({ error: { code: 190, message: 'Invalid OAuth access token.' } }, 401);
    const body = await c.req.json<{
      to: string;
      template: {
        name: string;
        language: { code: string };
        components: { parameters: { text: string }[] }[];
      };
    }>();
    const t = body.template;
    keep({
      channel: 'whatsapp',
      at: new Date().toISOString(),
      to: body.to,
      template: t.name,
      language: t.language.code,
      params: t.components[0]?.parameters.map((p) => p.text) ?? [],
    });
    return c.json({ messaging_product: 'whatsapp', messages: [{ id: `wamid.DEMO${++seq}` }] });
  });
  app.post('/sandbox/channels/sms/flow', async (c) => {
    if (c.req.header('authkey') !== DEMO_SMS.authKey)
      return c.json({ type: 'error', message: 'Bad key' }, 401);
    const body = await c.req.json<{
      template_id: string;
      unicode: number;
      recipients: Record<string, string>[];
    }>();
    const { mobiles = '', ...vars } = body.recipients[0] ?? {};
    keep({
      channel: 'sms',
      at: new Date().toISOString(),
      to: mobiles,
      template: body.template_id,
      language: body.unicode ? 'hi' : 'en',
      params: vars,
    });
    return c.json({ type: 'success', message: `demo${++seq}` });
  });
  app.get('/sandbox/channels', (c) => c.json({ sent }));
}
