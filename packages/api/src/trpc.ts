/**
 * 1. CONTEXT: services from the runtime entry plus the caller, resolved once per request.
 * 2. INIT: error shape shared by tRPC and REST ({detail, code, errors}).
 * 3. PROCEDURES: public → authed → role → staff(permission), each stating who may call it.
 */
import type { Database, Permission, UserType } from '@app/db';
import { initTRPC } from '@trpc/server';
import { type SessionUser, validateSessionToken } from './accounts/index.ts';
import type { AppConfig } from './config.ts';
import { AppError, DEFAULT_APP_CODES, fail, fieldIssues, validationDetail } from './errors.ts';
import { isBusy } from './http/error-body.ts';
import type { Clock, ImageStore, Mailer, PaymentProvider, RateLimiter } from './ports.ts';

// 1. CONTEXT
export interface Services {
  db: Database;
  images: ImageStore;
  mailer: Mailer;
  payments: PaymentProvider;
  clock: Clock;
  limiter: RateLimiter;
  config: AppConfig;
}

export interface RequestInfo {
  headers: Headers;
  /** Client address as the runtime saw it ('' when unknown). */
  ip: string;
  /** Origin of the request, for absolute links (payment return URLs). */
  origin: string;
}

export async function createContext(services: Services, req: RequestInfo) {
  const auth = req.headers.get('authorization') ?? '';
  const token = auth.toLowerCase().startsWith('bearer ') ? auth.slice(7).trim() : '';
  const session = token ? await validateSessionToken(services.db, token, services.clock.now()) : null;
  return { ...services, req, user: session?.user ?? null, sessionId: session?.sessionId ?? null };
}
export type Context = Awaited<ReturnType<typeof createContext>>;

// 2. INIT
const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const issues = error.code === 'BAD_REQUEST' ? fieldIssues(error.cause) : undefined;
    const appCode = error instanceof AppError ? error.appCode : (DEFAULT_APP_CODES[error.code] ?? 'error');
    const detail =
      error.code === 'INTERNAL_SERVER_ERROR'
        ? 'Something went wrong on our side. Please try again.'
        : issues
          ? validationDetail(issues)
          : error.message;
    return {
      message: detail,
      code: shape.code,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        appCode,
        errors: issues,
        path: shape.data.path,
      },
    };
  },
});

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;

// 3. PROCEDURES
/** A locked or busy database is a 503 the caller may retry, never a 500. */
const busyAsUnavailable = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && isBusy(result.error)) {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'busy',
      'The service is busy. Please try again in a moment.',
      1,
    );
  }
  return result;
});

/** Anyone, with or without a token. */
export const publicProcedure = t.procedure.use(busyAsUnavailable);

/** Any logged-in, active user. 401 without a valid session. */
export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.sessionId) throw fail.unauthenticated();
  return next({ ctx: { ...ctx, user: ctx.user as SessionUser, sessionId: ctx.sessionId } });
});

/** Logged-in users of the given types only; 403 for any other role. */
export const roleProcedure = (...types: UserType[]) =>
  authedProcedure.use(({ ctx, next }) => {
    if (!types.includes(ctx.user.userType)) throw fail.forbidden();
    return next();
  });

/** Restaurants buying supplies. */
export const customerProcedure = roleProcedure('customer');
/** Vendors listing products. */
export const supplierProcedure = roleProcedure('supplier');
/** Delivery personnel. */
export const deliveryProcedure = roleProcedure('delivery');

export const isSuperAdmin = (u: SessionUser) => u.userType === 'admin' && u.isAdmin;

/**
 * The super admin, or a sub-admin holding `permission`. `ctx.scope.cityId` is null for the
 * super admin (all cities) and the sub-admin's city otherwise: every query must honour it.
 */
export const staffProcedure = (permission?: Permission) =>
  authedProcedure.use(({ ctx, next }) => {
    const u = ctx.user;
    if (isSuperAdmin(u)) return next({ ctx: { scope: { cityId: null as string | null, superAdmin: true } } });
    if (u.userType !== 'sub_admin' || !u.cityId) throw fail.forbidden();
    if (permission && !u.permissions.includes(permission))
      throw fail.forbidden('Your account does not have this permission.');
    return next({ ctx: { scope: { cityId: u.cityId as string | null, superAdmin: false } } });
  });

/** The super admin only (sub-admin management, audit log, webhooks). */
export const superAdminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!isSuperAdmin(ctx.user)) throw fail.forbidden('Only super admins can do this.');
  return next({ ctx: { scope: { cityId: null as string | null, superAdmin: true } } });
});
