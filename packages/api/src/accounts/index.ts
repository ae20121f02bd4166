/** What other domains may use of accounts; everything else in this folder is its own. */
export { ensureSuperAdmin } from './accounts.ts';
export { createHttpMailer, createMailer } from './http-mailer.ts';
export { createOutboxMailer } from './outbox-mailer.ts';
export { hashPassword } from './password.ts';
export { type SessionUser, validateSessionToken } from './session.ts';
export { loadAccount } from './staff.ts';
