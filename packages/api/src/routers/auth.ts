import {
  logoutOutput,
  passwordResetOutput,
  passwordResetRequestOutput,
  passwordResetVerifyOutput,
  sessionOutput,
  sessionUserOutput,
} from '../accounts/outputs.ts';
import { invalidateSession } from '../auth/session.ts';
import { login, register } from '../domain/accounts.ts';
import { requestPasswordReset, resetPassword, verifyResetToken } from '../domain/password-reset.ts';
import { cityName, userDto } from '../domain/users.ts';
import { fail } from '../errors.ts';
import {
  loginInput,
  passwordResetInput,
  passwordResetRequestInput,
  passwordResetVerifyInput,
  registerInput,
} from '../schemas/accounts.ts';
import { authedProcedure, publicProcedure } from '../trpc.ts';

export const authRouter = {
  /** Anyone: creates a customer, supplier or delivery account (never staff) and logs it in. */
  register: publicProcedure
    .input(registerInput)
    .output(sessionOutput)
    .mutation(({ ctx, input }) => {
      const wait = ctx.limiter.hit(`register-ip:${ctx.req.ip}`, 20, 3600);
      if (wait) throw fail.tooMany(wait);
      return register(ctx, input);
    }),
  /** Anyone: answers a new bearer token and the user; a token sent along is ended. Rate limited. */
  login: publicProcedure
    .input(loginInput)
    .output(sessionOutput)
    .mutation(({ ctx, input }) => login(ctx, ctx.req.ip, input.email, input.password, ctx.sessionId)),
  /** The caller: ends this session. */
  logout: authedProcedure.output(logoutOutput).mutation(async ({ ctx }) => {
    await invalidateSession(ctx.db, ctx.sessionId);
    return { ok: true };
  }),
  /** The caller: who am I. */
  me: authedProcedure
    .output(sessionUserOutput)
    .query(async ({ ctx }) => userDto(ctx.user, await cityName(ctx.db, ctx.user.cityId))),
  /** Anyone: starts a password reset. */
  requestPasswordReset: publicProcedure
    .input(passwordResetRequestInput)
    .output(passwordResetRequestOutput)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx, ctx.req.ip, input.email)),
  /** Anyone: checks a reset token without using it (step 2 when the browser does not hold it). */
  verifyResetToken: publicProcedure
    .input(passwordResetVerifyInput)
    .output(passwordResetVerifyOutput)
    .mutation(({ ctx, input }) => verifyResetToken(ctx, ctx.req.ip, input)),
  /** Anyone holding a valid reset token. */
  resetPassword: publicProcedure
    .input(passwordResetInput)
    .output(passwordResetOutput)
    .mutation(({ ctx, input }) => resetPassword(ctx, ctx.req.ip, input)),
};
