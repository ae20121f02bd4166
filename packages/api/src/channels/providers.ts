import type { SmsConfig, WhatsAppConfig } from '../config.ts';
import { type ChannelMessage, ChannelSendError, type ChannelSender, type MessageChannels } from '../ports.ts';

type Fetch = (input: string, init: RequestInit) => Promise<Response>;
const SEND_TIMEOUT_MS = 10_000;

/** 429 and 5xx may pass; any other refusal (a bad number, an unknown template) will not. */
const refused = (provider: string, status: number) =>
  new ChannelSendError(`${provider} answered ${status}.`, status === 429 || status >= 500);

/**
 * WhatsApp Business Cloud API: a template message (the only kind a business may start a
 * conversation with), its body parameters by position, in the recipient's language.
 */
export function whatsAppSender(
  config: WhatsAppConfig,
  fetchFn: Fetch = (i, init) => fetch(i, init),
): ChannelSender {
  return {
    async send(m: ChannelMessage) {
      const res = await fetchFn(`${config.apiUrl}/${config.phoneNumberId}/messages`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${config.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: m.to,
          type: 'template',
          template: {
            name: m.template,
            language: { code: m.language },
            components: [
              { type: 'body', parameters: m.params.map(([, text]) => ({ type: 'text', text })) },
              ...quickReplies(m.buttons),
              ...(m.link
                ? [
                    {
                      type: 'button',
                      sub_type: 'url',
                      index: String(m.buttons?.length ?? 0),
                      parameters: [{ type: 'text', text: m.link }],
                    },
                  ]
                : []),
            ],
          },
        }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      return messageIdOf(res);
    },
    async sendText(to: string, text: string) {
      const res = await fetchFn(`${config.apiUrl}/${config.phoneNumberId}/messages`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${config.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to,
          type: 'text',
          text: { body: text, preview_url: false },
        }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      return messageIdOf(res);
    },
  };
}

/** A template's quick-reply buttons carry what comes back when tapped: our signed payloads. */
const quickReplies = (payloads: string[] = []) =>
  payloads.map((payload, i) => ({
    type: 'button',
    sub_type: 'quick_reply',
    index: String(i),
    parameters: [{ type: 'payload', payload }],
  }));

async function messageIdOf(res: Response) {
  if (!res.ok) throw refused('WhatsApp', res.status);
  const answer = (await res.json().catch(() => null)) as { messages?: { id?: string }[] } | null;
  const id = answer?.messages?.[0]?.id;
  if (!id) throw new ChannelSendError('WhatsApp answered without a message id.', true);
  return { providerMessageId: id };
}

/**
 * MSG91's Flow API: the MSG91 template (tied to its DLT template id and sender id) and its
 * variables by name; `unicode` for Hindi.
 */
export function smsSender(config: SmsConfig, fetchFn: Fetch = (i, init) => fetch(i, init)): ChannelSender {
  return {
    async send(m: ChannelMessage) {
      const res = await fetchFn(config.apiUrl, {
        method: 'POST',
        headers: { authkey: config.authKey, 'Content-Type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          template_id: m.template,
          sender: config.senderId,
          short_url: '0',
          unicode: m.language === 'en' ? 0 : 1,
          recipients: [{ mobiles: m.to, ...Object.fromEntries(m.params) }],
        }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      if (!res.ok) throw refused('MSG91', res.status);
      const answer = (await res.json().catch(() => null)) as { type?: string; message?: string } | null;
      // MSG91 answers 200 with type "error" for a refused request (a bad template, no balance).
      if (answer?.type !== 'success' || !answer.message)
        throw new ChannelSendError(`MSG91 refused the message.`, false);
      return { providerMessageId: answer.message };
    },
  };
}

/** The configured providers; `demoBase` (the demo only) points unconfigured ones at its fakes. */
export function createChannels(
  config: { whatsapp?: WhatsAppConfig; sms?: SmsConfig },
  demoBase?: string,
): MessageChannels {
  const whatsapp =
    config.whatsapp ?? (demoBase ? { ...DEMO_WHATSAPP, apiUrl: `${demoBase}/whatsapp/v21.0` } : undefined);
  const sms = config.sms ?? (demoBase ? { ...DEMO_SMS, apiUrl: `${demoBase}/sms/flow` } : undefined);
  return {
    ...(whatsapp ? { whatsapp: whatsAppSender(whatsapp) } : {}),
    ...(sms ? { sms: smsSender(sms) } : {}),
    replySecret: config.whatsapp
      ? config.whatsapp.replySecret
      : demoBase
        ? DEMO_WHATSAPP.replySecret
        : undefined,
  };
}

export const DEMO_WHATSAPP = {
  apiUrl: '',
  token: 'demo-whatsapp-token',
  phoneNumberId: '100000000000001',
  appSecret: 'demo-whatsapp-app-secret',
  verifyToken: 'demo-whatsapp-verify-token',
  replySecret: 'demo-whatsapp-reply-secret-0123456789',
} satisfies WhatsAppConfig;
export const DEMO_SMS = { apiUrl: '', authKey: 'demo-msg91-key', senderId: 'SUPBYD' } satisfies SmsConfig;
