/** What other domains may use of accounts; everything else in this folder is its own. */
export { authAnswer, ensureSuperAdmin } from './accounts.ts';
export { createHttpMailer, createMailer } from './http-mailer.ts';
export { createOutboxMailer } from './outbox-mailer.ts';
export { sessionOutput } from './outputs.ts';
export { hashPassword } from './password.ts';
export {
  generateToken,
  hashToken,
  invalidateUserSessions,
  type SessionUser,
  validateSessionToken,
} from './session.ts';
export { loadAccount } from './staff.ts';
export { findUserByEmail } from './users.ts';
