import { ensureOwnBusiness } from '../business/index.ts';
import { fail } from '../errors.ts';
import { anyone, customer, op, signedIn } from '../operations/op.ts';
import { login, register } from './accounts.ts';
import {
  logoutOutput,
  passwordResetOutput,
  passwordResetRequestOutput,
  passwordResetVerifyOutput,
  sessionOutput,
  sessionUserOutput,
} from './outputs.ts';
import { requestPasswordReset, resetPassword, verifyResetToken } from './password-reset.ts';
import {
  loginInput,
  passwordResetInput,
  passwordResetRequestInput,
  passwordResetVerifyInput,
  preferredLanguageInput,
  registerInput,
  substitutePreferenceInput,
} from './schemas.ts';
import { invalidateSession } from './session.ts';
import { customerAccountsRouter, subAdminsRouter, supplierAccountsRouter } from './staff-router.ts';
import { supplierProfileRouter } from './supplier-router.ts';
import { cityName, setPreferredLanguage, setSubstitutePreference, userDto } from './users.ts';

const authRouter = {
  /** Anyone: creates a customer, supplier or delivery account (never staff) and logs it in. */
  register: op({
    access: anyone,
    rest: {
      method: 'POST',
      path: '/auth/register',
      summary: 'Register a customer, supplier or delivery account',
      tag: 'Auth',
      status: 201,
    },
  })
    .input(registerInput)
    .output(sessionOutput)
    .mutation(async ({ ctx, input }) => {
      const wait = await ctx.limiter.hit(`register-ip:${ctx.req.ip}`, 20, 3600);
      if (wait) throw fail.tooMany(wait);
      const answer = await register(ctx, input);
      // A restaurant registering is a business with one outlet, its own (decision 0102).
      await ensureOwnBusiness(ctx.db, answer.user.id, ctx.clock.now());
      return answer;
    }),
  /** Anyone: answers a new bearer token and the user; a token sent along is ended. Rate limited. */
  login: op({
    access: anyone,
    rest: { method: 'POST', path: '/auth/login', summary: 'Log in and receive a bearer token', tag: 'Auth' },
  })
    .input(loginInput)
    .output(sessionOutput)
    .mutation(({ ctx, input }) => login(ctx, ctx.req.ip, input.email, input.password, ctx.sessionId)),
  /** The caller: ends this session. */
  logout: op({
    access: signedIn,
    rest: { method: 'POST', path: '/auth/logout', summary: 'End the current session', tag: 'Auth' },
  })
    .output(logoutOutput)
    .mutation(async ({ ctx }) => {
      // Never reached with an API key (logout declares no key scope), so there is always a session.
      if (ctx.sessionId) await invalidateSession(ctx.db, ctx.sessionId);
      return { ok: true };
    }),
  /** The caller: who am I. */
  me: op({
    access: signedIn,
    keyScope: 'any',
    rest: { method: 'GET', path: '/auth/me', summary: 'The logged-in user', tag: 'Auth' },
  })
    .output(sessionUserOutput)
    .query(async ({ ctx }) => userDto(ctx.user, await cityName(ctx.db, ctx.user.cityId))),
  /** The caller: the language of its screens, notifications and e-mails (decision 0078). */
  setPreferredLanguage: op({
    access: signedIn,
    rest: {
      method: 'PUT',
      path: '/auth/me/preferred-language',
      summary: "Set the logged-in user's language (en or hi) for screens, notifications and e-mails",
      tag: 'Auth',
    },
  })
    .input(preferredLanguageInput)
    .output(sessionUserOutput)
    .mutation(({ ctx, input }) =>
      setPreferredLanguage(ctx.db, ctx.user, input.preferred_language, ctx.clock.now()),
    ),
  /** Customers: accept substitutes of the same item up to N% dearer without being asked, or always ask. */
  setSubstitutePreference: op({
    access: customer,
    rest: {
      method: 'PUT',
      path: '/auth/me/substitutes',
      summary:
        'Customers: {up_to_percent} (0 to 50) accepts a substitute of the same catalogue item, another brand, ' +
        'costing up to that much more, without asking; null always asks',
      tag: 'Auth',
    },
  })
    .input(substitutePreferenceInput)
    .output(sessionUserOutput)
    .mutation(({ ctx, input }) =>
      setSubstitutePreference(ctx.db, ctx.user, input.up_to_percent, ctx.clock.now()),
    ),
  /** Anyone: starts a password reset. */
  requestPasswordReset: op({
    access: anyone,
    rest: {
      method: 'POST',
      path: '/auth/request-password-reset',
      summary:
        'Start a password reset (reset_token is returned only in development; otherwise it is e-mailed)',
      tag: 'Auth',
    },
  })
    .input(passwordResetRequestInput)
    .output(passwordResetRequestOutput)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx, ctx.req.ip, input.email)),
  /** Anyone: checks a reset token without using it (step 2 when the browser does not hold it). */
  verifyResetToken: op({
    access: anyone,
    rest: {
      method: 'POST',
      path: '/auth/verify-reset-token',
      summary: 'Check a reset token without using it up',
      tag: 'Auth',
    },
  })
    .input(passwordResetVerifyInput)
    .output(passwordResetVerifyOutput)
    .mutation(({ ctx, input }) => verifyResetToken(ctx, ctx.req.ip, input)),
  /** Anyone holding a valid reset token. */
  resetPassword: op({
    access: anyone,
    rest: {
      method: 'POST',
      path: '/auth/reset-password',
      summary: 'Set a new password with a reset token',
      tag: 'Auth',
    },
  })
    .input(passwordResetInput)
    .output(passwordResetOutput)
    .mutation(({ ctx, input }) => resetPassword(ctx, ctx.req.ip, input)),
};

export const accountsRouter = {
  ...authRouter,
  customers: customerAccountsRouter,
  suppliers: supplierAccountsRouter,
  supplierProfile: supplierProfileRouter,
  subAdmins: subAdminsRouter,
};
