import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { smsSender, whatsAppSender } from '@app/api';
import type { TestApp } from './app.ts';

export const FAKE_WHATSAPP = {
  token: 'wa-test-token',
  phoneNumberId: '109876543210',
  appSecret: 'wa-test-app-secret',
  verifyToken: 'wa-test-verify',
  replySecret: 'wa-test-reply-secret-0123456789abcdef',
};
export const FAKE_SMS = { authKey: 'msg91-test-key', senderId: 'SUPBYD' };

export interface SentWhatsApp {
  to: string;
  template: string;
  language: string;
  params: string[];
  /** The quick-reply buttons' payloads, by index (absent: none). */
  buttons?: string[];
  /** The token after the URL button's registered base (absent: none). */
  link?: string;
}
export interface SentSms {
  to: string;
  template: string;
  sender: string;
  unicode: number;
  vars: Record<string, string>;
}

/**
 * Stand-ins for the WhatsApp Cloud API and MSG91's Flow API on 127.0.0.1, recording what each
 * accepted. `whatsAppAnswers` / `smsAnswers`: a status to answer instead of success (e.g. 500).
 */
export async function startFakeChannels() {
  const f = {
    whatsapp: [] as SentWhatsApp[],
    /** Free-form texts (answers within the 24-hour window). */
    texts: [] as { to: string; body: string }[],
    sms: [] as SentSms[],
    /** Every request, accepted or not. */
    requests: 0,
    whatsAppAnswers: 200,
    smsAnswers: 200,
    base: '',
    close: async () => {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
    /** Forgets what was sent and answers success again, for the next test. */
    reset: () => {
      f.whatsapp.length = 0;
      f.texts.length = 0;
      f.sms.length = 0;
      f.whatsAppAnswers = 200;
      f.smsAnswers = 200;
    },
    /** The settings a server reads to send through this fake and verify its webhook calls. */
    whatsAppEnv: () => ({
      WHATSAPP_API_URL: `${f.base}/v21.0`,
      WHATSAPP_TOKEN: FAKE_WHATSAPP.token,
      WHATSAPP_PHONE_NUMBER_ID: FAKE_WHATSAPP.phoneNumberId,
      WHATSAPP_APP_SECRET: FAKE_WHATSAPP.appSecret,
      WHATSAPP_VERIFY_TOKEN: FAKE_WHATSAPP.verifyToken,
    }),
    senders: () => ({
      whatsapp: whatsAppSender({ ...FAKE_WHATSAPP, apiUrl: `${f.base}/v21.0` }),
      sms: smsSender({ ...FAKE_SMS, apiUrl: `${f.base}/api/v5/flow` }),
    }),
  };
  let seq = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      f.requests++;
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      const json = (status: number, answer: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer));
      };
      if (req.url === `/v21.0/${FAKE_WHATSAPP.phoneNumberId}/messages`) {
        if (req.headers.authorization !== `Bearer ${FAKE_WHATSAPP.token}`)
          return json(401, { error: { code: 190, message: 'Invalid OAuth access token.' } });
        if (f.whatsAppAnswers !== 200)
          return json(f.whatsAppAnswers, { error: { code: 131000, message: 'Something went wrong' } });
        if (body.type === 'text') f.texts.push({ to: body.to, body: body.text.body });
        else {
          const t = body.template;
          const buttons: string[] = t.components
            .filter(
              (c: { type: string; sub_type?: string }) => c.type === 'button' && c.sub_type === 'quick_reply',
            )
            .map((c: { parameters: { payload: string }[] }) => c.parameters[0]!.payload);
          const link: string | undefined = t.components.find(
            (c: { type: string; sub_type?: string }) => c.type === 'button' && c.sub_type === 'url',
          )?.parameters[0].text;
          f.whatsapp.push({
            to: body.to,
            template: t.name,
            language: t.language.code,
            params: t.components[0].parameters.map((p: { text: string }) => p.text),
            ...(buttons.length > 0 ? { buttons } : {}),
            ...(link ? { link } : {}),
          });
        }
        return json(200, {
          messaging_product: 'whatsapp',
          contacts: [{ input: body.to, wa_id: body.to }],
          messages: [{ id: `wamid.TEST${++seq}` }],
        });
      }
      if (req.url === '/api/v5/flow') {
        if (req.headers.authkey !== FAKE_SMS.authKey)
          return json(401, { type: 'error', message: 'Authentication failure' });
        if (f.smsAnswers !== 200) return json(f.smsAnswers, { type: 'error', message: 'Server error' });
        const { mobiles, ...vars } = body.recipients[0];
        f.sms.push({
          to: mobiles,
          template: body.template_id,
          sender: body.sender,
          unicode: body.unicode,
          vars,
        });
        return json(200, { type: 'success', message: `3263686b${++seq}` });
      }
      json(404, { error: 'not found' });
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  f.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return f;
}
export type FakeChannels = Awaited<ReturnType<typeof startFakeChannels>>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Moves the app's clock to the next noon in India, outside the channels' quiet hours. */
export function toNoonInIndia(t: TestApp) {
  const intoDay = (t.services.clock.now() + 5.5 * HOUR) % DAY;
  t.advance((12 * HOUR - intoDay + DAY) % DAY);
}
