import { passwordResets, sessions, users } from '@app/db';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { msg, render } from '../messages/index.ts';
import type { Services } from '../ports.ts';
import { liftLoginLock } from './accounts.ts';
import { endDelegatedAccess } from './credentials-changed.ts';
import { hashPassword } from './password.ts';
import { generateToken, hashToken } from './session.ts';
import { findUserByEmail } from './users.ts';

export const RESET_TOKEN_LIFETIME = 30 * 60_000;
const WINDOW_SECONDS = 15 * 60;

const GENERIC_ANSWER = {
  message: 'If an account exists for this email, we have sent a reset token to it.',
  reset_token: null as string | null,
};

/** The spec's on-screen token (step 2) is a development mode only: no mailer and not production. */
const revealsToken = (s: Services) => !s.mailer.delivers && !s.config.production;

const invalidToken = () => fail.badRequest('invalid_token', msg('error.accounts.invalidToken'));

/**
 * Starts a reset. Outside development the token only travels by e-mail and the answer is the
 * same whether or not the address exists; the dev outbox hands it back (spec step 2).
 */
export async function requestPasswordReset(s: Services, ip: string, email: string) {
  const wait =
    (await s.limiter.hit(`reset-ip:${ip}`, 10, WINDOW_SECONDS)) ||
    (await s.limiter.hit(`reset-email:${email}`, 3, WINDOW_SECONDS));
  if (wait) throw fail.tooMany(wait);
  const dev = revealsToken(s);
  const user = await findUserByEmail(s.db, email);
  if (!user?.isActive) {
    if (!dev) return GENERIC_ANSWER;
    throw fail.notFound(msg('error.accounts.emailNotFound'));
  }
  const token = generateToken();
  const now = s.clock.now();
  await s.db.write((tx) =>
    tx.insert(passwordResets).values({
      id: hashToken(token),
      userId: user.id,
      expiresAt: now + RESET_TOKEN_LIFETIME,
      createdAt: now,
    }),
  );
  try {
    await s.mailer.send({
      to: user.email,
      // In the account's language, whoever typed the address.
      subject: render(user.preferredLanguage, msg('mail.reset.subject')),
      text: render(user.preferredLanguage, msg('mail.reset.body', { name: user.username, token })),
    });
  } catch (e) {
    if (dev) throw e;
    // Telling the caller would reveal that the address exists; the operator sees it in the log.
    console.error('Password reset e-mail not sent:', e instanceof Error ? e.message : e);
  }
  return dev ? { message: 'Reset token generated', reset_token: token } : GENERIC_ANSWER;
}

async function findValidReset(s: Services, email: string, token: string) {
  const user = await findUserByEmail(s.db, email);
  if (!user?.isActive) return null;
  const [row] = await s.db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.id, hashToken(token)),
        eq(passwordResets.userId, user.id),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, s.clock.now()),
      ),
    );
  return row ? { user, resetId: row.id } : null;
}

/** Step 2 on the server: checks a token without using it up. */
export async function verifyResetToken(
  s: Services,
  ip: string,
  input: { email: string; reset_token: string },
) {
  const wait = await s.limiter.hit(`reset-try:${ip}`, 20, WINDOW_SECONDS);
  if (wait) throw fail.tooMany(wait);
  if (!(await findValidReset(s, input.email, input.reset_token))) throw invalidToken();
  return { valid: true, message: 'Token verified' };
}

/**
 * Step 3: uses the token once, sets the password, and ends every session, every other token,
 * every API key and (paused) every webhook of the account.
 */
export async function resetPassword(
  s: Services,
  ip: string,
  input: { email: string; reset_token: string; new_password: string },
) {
  const wait = await s.limiter.hit(`reset-try:${ip}`, 20, WINDOW_SECONDS);
  if (wait) throw fail.tooMany(wait);
  // Refuse bad tokens before paying for the password hash.
  const found = await findValidReset(s, input.email, input.reset_token);
  if (!found) throw invalidToken();
  const { user, resetId } = found;
  const passwordHash = await hashPassword(input.new_password, s.config.passwordIterations);
  const now = s.clock.now();
  await s.db.write(async (tx) => {
    // Conditional again inside the transaction: two concurrent resets cannot both use one token.
    const used = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(eq(passwordResets.id, resetId), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
      )
      .returning({ id: passwordResets.id });
    if (used.length === 0) throw invalidToken();
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await endDelegatedAccess(tx, { userId: user.id, actorId: user.id, reason: 'password_reset', now });
  });
  await liftLoginLock(s, user.email, ip);
  return { message: 'Password reset successful' };
}
