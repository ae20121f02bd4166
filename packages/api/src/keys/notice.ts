import type { users } from '@app/db';
import { dayValue, msg, render } from '../messages/index.ts';
import type { Services } from '../ports.ts';
import { istDayOf } from '../shared/query.ts';

/** The account a key is made for, as the session knows it. */
export type KeyOwner = Pick<
  typeof users.$inferSelect,
  'id' | 'userType' | 'email' | 'username' | 'preferredLanguage'
>;

interface MadeKey {
  name: string;
  prefix: string;
  scopes: readonly string[];
  created_at: string;
  expires_at: string | null;
}

const expiryDay = (k: MadeKey) => (k.expires_at ? dayValue(istDayOf(Date.parse(k.expires_at))) : '');

/** The bell notice, in the owner's language: what the key may do, until when, and what if it was not them. */
export const newKeyNotice = (k: MadeKey) => ({
  type: 'api_key_created',
  title: msg('apiKey.created.title', { name: k.name }),
  message: msg('apiKey.created.message', { scopes: k.scopes.join(', '), date: expiryDay(k) }),
});

/**
 * After the commit: the same notice by e-mail, so an owner who does not open the app still hears
 * of a key made with their session. A mail failure does not undo the key; the log shows it.
 */
export async function mailNewKeyNotice(s: Pick<Services, 'mailer' | 'config'>, owner: KeyOwner, k: MadeKey) {
  const language = owner.preferredLanguage;
  const when = new Intl.DateTimeFormat(`${language}-IN`, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(Date.parse(k.created_at));
  const { email, phone } = s.config.site;
  try {
    await s.mailer.send({
      to: owner.email,
      subject: render(language, msg('mail.keyCreated.subject')),
      text: render(
        language,
        msg('mail.keyCreated.body', {
          name: owner.username,
          when,
          label: k.name,
          prefix: k.prefix,
          scopes: k.scopes.join(', '),
          expires: expiryDay(k),
          email,
          phone,
        }),
      ),
    });
  } catch (e) {
    console.error('New API key notice not sent:', e instanceof Error ? e.message : e);
  }
}
