import { z } from 'zod';
import { fail } from '../errors.ts';
import { id } from '../shared/schemas.ts';
import {
  authedProcedure,
  publicProcedure,
  staffProcedure,
  superAdminProcedure,
  supplierProcedure,
} from '../trpc.ts';
import { login, register } from './accounts.ts';
import { customersCsv, listCustomers } from './customers.ts';
import {
  accountExportOutput,
  accountOutput,
  accountRemovedOutput,
  customerListOutput,
  logoutOutput,
  passwordResetOutput,
  passwordResetRequestOutput,
  passwordResetVerifyOutput,
  sessionOutput,
  sessionUserOutput,
  subAdminListOutput,
  subAdminOutput,
  subAdminRemovedOutput,
  supplierListOutput,
  supplierProfileOutput,
} from './outputs.ts';
import { requestPasswordReset, resetPassword, verifyResetToken } from './password-reset.ts';
import {
  accountStatusInput,
  customerListInput,
  loginInput,
  passwordResetInput,
  passwordResetRequestInput,
  passwordResetVerifyInput,
  preferredLanguageInput,
  profileEditInput,
  registerInput,
  subAdminCreateInput,
  subAdminUpdateInput,
  supplierListInput,
  supplierProfileInput,
} from './schemas.ts';
import { invalidateSession } from './session.ts';
import { removeAccount, setAccountActive, updateAccount } from './staff.ts';
import { createSubAdmin, deleteSubAdmin, listSubAdmins, updateSubAdmin } from './sub-admins.ts';
import { ownProfile, staffSupplierProfile, updateOwnProfile } from './supplier-profile.ts';
import { listSuppliers, suppliersCsv } from './suppliers.ts';
import { cityName, setPreferredLanguage, userDto } from './users.ts';

const authRouter = {
  /** Anyone: creates a customer, supplier or delivery account (never staff) and logs it in. */
  register: publicProcedure
    .input(registerInput)
    .output(sessionOutput)
    .mutation(async ({ ctx, input }) => {
      const wait = await ctx.limiter.hit(`register-ip:${ctx.req.ip}`, 20, 3600);
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
    // Never reached with an API key (keys.ts lists no logout), so there is always a session.
    if (ctx.sessionId) await invalidateSession(ctx.db, ctx.sessionId);
    return { ok: true };
  }),
  /** The caller: who am I. */
  me: authedProcedure
    .output(sessionUserOutput)
    .query(async ({ ctx }) => userDto(ctx.user, await cityName(ctx.db, ctx.user.cityId))),
  /** The caller: the language of its screens, notifications and e-mails (decision 0078). */
  setPreferredLanguage: authedProcedure
    .input(preferredLanguageInput)
    .output(sessionUserOutput)
    .mutation(({ ctx, input }) =>
      setPreferredLanguage(ctx.db, ctx.user, input.preferred_language, ctx.clock.now()),
    ),
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

const editInput = profileEditInput.extend({ id });

/** Edit, (de)activate and delete, shared by customers and suppliers. */
function accountActions(type: 'customer' | 'supplier', procedure: ReturnType<typeof staffProcedure>) {
  return {
    update: procedure
      .input(editInput)
      .output(accountOutput)
      .mutation(({ ctx, input: { id, ...input } }) =>
        updateAccount(ctx, {
          type,
          id,
          input,
          scope: ctx.scope,
          actorId: ctx.user.id,
          now: ctx.clock.now(),
        }),
      ),
    setStatus: procedure
      .input(accountStatusInput)
      .output(accountOutput)
      .mutation(({ ctx, input }) =>
        setAccountActive(ctx.db, {
          type,
          id: input.id,
          isActive: input.is_active,
          scope: ctx.scope,
          actorId: ctx.user.id,
          now: ctx.clock.now(),
        }),
      ),
    remove: procedure
      .input(z.object({ id }))
      .output(accountRemovedOutput)
      .mutation(({ ctx, input }) =>
        removeAccount(ctx.db, {
          type,
          id: input.id,
          scope: ctx.scope,
          actorId: ctx.user.id,
          now: ctx.clock.now(),
        }),
      ),
  };
}

const customerStaff = staffProcedure('manage_customers');
const supplierStaff = staffProcedure('manage_suppliers');

/** The super admin, or a sub-admin with manage_customers: customers of its city only. */
const customerAccountsRouter = {
  list: customerStaff
    .input(customerListInput)
    .output(customerListOutput)
    .query(({ ctx, input }) => listCustomers(ctx.db, ctx.scope, input)),
  exportCsv: customerStaff
    .input(customerListInput)
    .output(accountExportOutput)
    .query(({ ctx, input }) => customersCsv(ctx.db, ctx.scope, input, ctx.clock.now())),
  ...accountActions('customer', customerStaff),
};

/** The super admin, or a sub-admin with manage_suppliers: suppliers of its city only. */
const supplierAccountsRouter = {
  list: supplierStaff
    .input(supplierListInput)
    .output(supplierListOutput)
    .query(({ ctx, input }) => listSuppliers(ctx.db, ctx.scope, input)),
  exportCsv: supplierStaff
    .input(supplierListInput)
    .output(accountExportOutput)
    .query(({ ctx, input }) => suppliersCsv(ctx.db, ctx.scope, input, ctx.clock.now())),
  /** The supplier as the seller on its invoices. */
  profile: supplierStaff
    .input(z.object({ id }))
    .output(supplierProfileOutput)
    .query(({ ctx, input }) => staffSupplierProfile(ctx.db, ctx.scope, input.id)),
  ...accountActions('supplier', supplierStaff),
};

/** The supplier itself: who it is as the seller on its invoices (decision 0055). */
const supplierProfileRouter = {
  get: supplierProcedure.output(supplierProfileOutput).query(({ ctx }) => ownProfile(ctx.db, ctx.user.id)),
  /** 409 when another seller has the invoice prefix, or invoices were already issued under it. */
  update: supplierProcedure
    .input(supplierProfileInput)
    .output(supplierProfileOutput)
    .mutation(({ ctx, input }) => updateOwnProfile(ctx.db, ctx.user.id, input, ctx.clock.now())),
};

/** Super admin only: sub-admins are created, edited and deleted by nobody else. */
const subAdminsRouter = {
  list: superAdminProcedure.output(subAdminListOutput).query(({ ctx }) => listSubAdmins(ctx.db)),
  create: superAdminProcedure
    .input(subAdminCreateInput)
    .output(subAdminOutput)
    .mutation(({ ctx, input }) => createSubAdmin(ctx, ctx.user.id, input)),
  update: superAdminProcedure
    .input(subAdminUpdateInput)
    .output(subAdminOutput)
    .mutation(({ ctx, input }) => updateSubAdmin(ctx, ctx.user.id, input)),
  remove: superAdminProcedure
    .input(z.object({ id }))
    .output(subAdminRemovedOutput)
    .mutation(({ ctx, input }) => deleteSubAdmin(ctx.db, ctx.user.id, input.id, ctx.clock.now())),
};

export const accountsRouter = {
  ...authRouter,
  customers: customerAccountsRouter,
  suppliers: supplierAccountsRouter,
  supplierProfile: supplierProfileRouter,
  subAdmins: subAdminsRouter,
};
