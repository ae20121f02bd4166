import { type Tx, users } from '@app/db';
import { eq } from 'drizzle-orm';
import { revokeKeysOf } from '../keys/index.ts';
import { pauseWebhooksOf } from '../webhooks/index.ts';

/**
 * A password reset or an e-mail change by staff may be the owner taking the account back: API
 * keys and webhooks made with the old credentials could be an intruder's, so the keys are revoked
 * and the webhooks paused until the owner resumes them. Inside the change's transaction.
 */
export async function endDelegatedAccess(
  tx: Tx,
  c: { userId: string; actorId: string; reason: 'password_reset' | 'email_changed'; now: number },
) {
  const keysRevoked = await revokeKeysOf(tx, c);
  const [owner] = await tx.select().from(users).where(eq(users.id, c.userId));
  const webhooksPaused = owner ? await pauseWebhooksOf(tx, owner, 'credentials_changed', c.now) : 0;
  return { keysRevoked, webhooksPaused };
}
