import type { Hono } from 'hono';
import { DEMO_SMS, DEMO_WHATSAPP, LINK_PATH } from '../channels/index.ts';

/** What the demo's fake providers accepted, newest first (the last 200, in this process). */
const sent: {
  channel: 'whatsapp' | 'sms';
  at: string;
  to: string;
  template: string;
  language: string;
  params: unknown;
  buttons?: unknown[];
  link?: string;
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
      type: 'template' | 'text';
      text?: { body: string };
      template: {
        name: string;
        language: { code: string };
        components: {
          type: string;
          sub_type?: string;
          parameters: { text?: string; payload?: string }[];
        }[];
      };
    }>();
    const at = new Date().toISOString();
    if (body.type === 'text') {
      keep({
        channel: 'whatsapp',
        at,
        to: body.to,
        template: 'text',
        language: '',
        params: [body.text?.body],
      });
      return c.json({ messaging_product: 'whatsapp', messages: [{ id: `wamid.DEMO${++seq}` }] });
    }
    const t = body.template;
    const button = (sub: string) => t.components.filter((x) => x.type === 'button' && x.sub_type === sub);
    keep({
      channel: 'whatsapp',
      at,
      to: body.to,
      template: t.name,
      language: t.language.code,
      params: t.components[0]?.parameters.map((p) => p.text) ?? [],
      // What a tap would send back (quick replies) and where the link button leads.
      buttons: button('quick_reply').map((x) => x.parameters[0]?.payload),
      link: button('url').map((x) => `${LINK_PATH}${x.parameters[0]?.text}`)[0],
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
