/**
 * 1. CONTEXT: services from the runtime entry, the domains' ports (wiring.ts) and the caller,
 *    resolved once per request.
 * 2. INIT: error shape shared by tRPC and REST ({detail, code, errors}).
 * 3. PROCEDURES: public → authed → role → staff(permission), each stating who may call it.
 */
import type { Permission, UserType } from '@app/db';
import { initTRPC } from '@trpc/server';
import { can, scopeOf } from './access/rules.ts';
import { type SessionUser, validateSessionToken } from './accounts/index.ts';
import { audit } from './audit/index.ts';
import { buyingFor, OUTLET_HEADER, outletReach, type Reach, reportReach } from './business/index.ts';
import {
  AppError,
  DEFAULT_APP_CODES,
  detailIn,
  fail,
  fieldIssues,
  refusalDetails,
  refusedFields,
  validationDetail,
} from './errors.ts';
import { isBusy } from './http/error-body.ts';
import { isApiKey, keyRefusal, validateApiKey } from './keys/index.ts';
import { answerLanguage, type Language, msg, render } from './messages/index.ts';
import { heavyCall, type WorkGate } from './operations/heavy.ts';
import type { OpMeta } from './operations/meta.ts';
import type { Services } from './ports.ts';
import { orderPorts } from './wiring.ts';

// 1. CONTEXT
export type { Services };

export interface RequestInfo {
  headers: Headers;
  /** Client address as the runtime saw it ('' when unknown). */
  ip: string;
  /** Origin of the request, for absolute links (payment return URLs). */
  origin: string;
  /** Procedures in this request: a tRPC batch's size, else 1 (operations/heavy.ts `callsIn`). */
  calls: number;
  /** Whether a call of this request buys for an outlet (operations/meta.ts `buys`). */
  buys: boolean;
}

type Served = Services & { heavyWork: WorkGate };

/** Who is calling: a session's account with the catalogue version it read, or an API key's. */
export async function whoCalls(services: Served, req: RequestInfo) {
  const auth = req.headers.get('authorization') ?? '';
  const token = auth.toLowerCase().startsWith('bearer ') ? auth.slice(7).trim() : '';
  const now = services.clock.now();
  if (token && isApiKey(token)) {
    const found = await validateApiKey(services.db, token, now);
    return {
      user: found?.user ?? null,
      sessionId: null,
      apiKey: found?.key ?? null,
      catalogVersion: null,
      outletReach: null,
    };
  }
  // A buying call's outlets are read with the session, not after it (decision 0120).
  const alongside = req.buys ? (id: string) => outletReach(services.db, id) : undefined;
  const session = token ? await validateSessionToken(services.db, token, now, alongside) : null;
  return {
    user: session?.user ?? null,
    sessionId: session?.sessionId ?? null,
    apiKey: null,
    catalogVersion: session?.catalogVersion ?? null,
    outletReach: (session?.alongside ?? null) as Reach | null,
  };
}
export type WhoCalls = Awaited<ReturnType<typeof whoCalls>>;

/** A call's context: the services, the domains' ports, the request and its caller. */
export const contextFor = (services: Served, req: RequestInfo, who: WhoCalls) => ({
  ...services,
  ...orderPorts,
  req,
  ...who,
});

export const createContext = async (services: Served, req: RequestInfo) =>
  contextFor(services, req, await whoCalls(services, req));
export type Context = Awaited<ReturnType<typeof createContext>>;

/** The language of this request's answers: Accept-Language, else the account's (messages/index.ts). */
export const callerLanguage = (ctx: { req: RequestInfo; user?: { preferredLanguage: Language } | null }) =>
  answerLanguage(ctx.req.headers.get('accept-language'), ctx.user?.preferredLanguage);

// 2. INIT
const t = initTRPC
  .context<Context>()
  .meta<OpMeta>()
  .create({
    errorFormatter({ shape, error, ctx }) {
      const language = ctx ? callerLanguage(ctx) : 'en';
      const issues = error.code === 'BAD_REQUEST' ? fieldIssues(error.cause, language) : undefined;
      const appCode = error instanceof AppError ? error.appCode : (DEFAULT_APP_CODES[error.code] ?? 'error');
      const detail =
        error.code === 'INTERNAL_SERVER_ERROR'
          ? render(language, msg('error.internal'))
          : issues
            ? validationDetail(issues, language)
            : detailIn(error, language);
      return {
        message: detail,
        code: shape.code,
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          appCode,
          errors: issues ?? refusedFields(error, language),
          details: refusalDetails(error),
          path: shape.data.path,
        },
      };
    },
  });

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;

// 3. PROCEDURES
/** A locked or busy database is a 503 the caller may retry, never a 500. */
const busyAnswered = <R extends { ok: boolean; error?: unknown }>(result: R): R => {
  if (!result.ok && isBusy(result.error))
    throw new AppError('SERVICE_UNAVAILABLE', 'busy', msg('error.busy'), 1);
  return result;
};
const busyAsUnavailable = t.middleware(async ({ next }) => busyAnswered(await next()));

/** Anyone, with or without a token. */
export const publicProcedure = t.procedure.use(busyAsUnavailable);

/** Calls a key may make per minute; a session's calls are limited where they are costly. */
const KEY_CALLS_PER_MINUTE = 600;

/**
 * A signed-in chain: a session, or an API key acting as its account within its scopes (decision
 * 0069; 401 without either, 403 for a call the key's scopes do not cover), then `check`, which
 * refuses the caller or answers what it adds to the context. One middleware for the busy answer,
 * the sign-in and the role: tRPC copies the call's options at every level and the whole context
 * wherever one adds to it, a tenth of a kept page's CPU over the three levels this was (decision 0131).
 */
function signedIn<X extends object = object>(check?: (user: SessionUser, ctx: Context) => X | Promise<X>) {
  return t.procedure.use(async ({ ctx, next, path, type, meta }) => {
    try {
      if (!ctx.user) throw fail.unauthenticated();
      if (ctx.apiKey) {
        const refusal = keyRefusal(meta?.keyScope, ctx.apiKey.scopes);
        if (refusal) throw new AppError('FORBIDDEN', 'key_scope', refusal);
        const wait = await ctx.limiter.hit(`api-key:${ctx.apiKey.id}`, KEY_CALLS_PER_MINUTE, 60);
        if (wait) throw fail.tooMany(wait);
        if (type === 'mutation')
          await audit(
            ctx.db,
            {
              actorId: ctx.user.id,
              action: 'api_key.use',
              entity: 'api_key',
              entityId: ctx.apiKey.id,
              after: { call: path },
            },
            ctx.clock.now(),
          );
      } else if (!ctx.sessionId) throw fail.unauthenticated();
      const user = ctx.user as SessionUser;
      const added = check ? await check(user, ctx) : ({} as X);
      // Only what changes: tRPC merges it into the context.
      const run = () => next({ ctx: { user, ...added } });
      return busyAnswered(await (meta?.heavy ? heavyCall(ctx, user, run) : run()));
    } catch (e) {
      // Met before `next` (a key's limit, the buyer's outlets): answered the same way.
      throw busyAnswered({ ok: false, error: e }).error;
    }
  });
}

/** Refuses a caller whose account is not one of `types` (403). */
const ofType = (types: readonly UserType[], user: SessionUser) => {
  if (!types.includes(user.userType)) throw fail.forbidden();
};

/** Any logged-in, active user, or a key within its scope. */
export const authedProcedure = signedIn();

/**
 * Customers, suppliers and staff managing their integrations (API keys, webhooks); riders have
 * neither. Signed in only: these operations declare no key scope, so the key check refuses keys.
 */
export const integratorProcedure = signedIn((user) => {
  if (user.userType === 'delivery') throw fail.forbidden(msg('error.access.deliveryNoKeysOrWebhooks'));
  return {};
});

/** Logged-in users of the given types only; 403 for any other role. */
export const roleProcedure = (...types: UserType[]) =>
  signedIn((user) => {
    ofType(types, user);
    return {};
  });

/** Restaurants buying supplies. */
export const customerProcedure = roleProcedure('customer');
/**
 * Customers buying for an outlet: the account holder, or a member of its business, for the outlet
 * the X-Outlet header names (else its only or first one; decision 0112). `ctx.buying.buyer` is
 * whose cart, orders and credit they are.
 */
export const buyerProcedure = signedIn(async (user, ctx) => {
  ofType(['customer'], user);
  const header = ctx.req.headers.get(OUTLET_HEADER);
  return { buying: await buyingFor(ctx.db, user, header, ctx.clock.now(), ctx.outletReach ?? undefined) };
});
/**
 * The owner and purchase managers of a business reading its spend and purchase register (decision
 * 0112): `ctx.reach` is the holder's orders of the outlets they read; outlet staff get 403.
 */
export const reportReaderProcedure = signedIn(async (user, ctx) => {
  ofType(['customer'], user);
  const header = ctx.req.headers.get(OUTLET_HEADER);
  return { reach: await reportReach(ctx.db, user, header, ctx.clock.now()) };
});
/** Vendors listing products. */
export const supplierProcedure = roleProcedure('supplier');
/** Delivery personnel. */
export const deliveryProcedure = roleProcedure('delivery');

/** Suppliers, and staff holding `permission`. */
export const supplierOrStaffProcedure = (permission: Permission) =>
  signedIn((user) => {
    if (user.userType !== 'supplier' && !can(user, permission)) throw fail.forbidden();
    return {};
  });

/**
 * The super admin, or a sub-admin holding `permission`. `ctx.scope.cityId` is null for the
 * super admin (all cities) and the sub-admin's city otherwise: every query must honour it.
 */
export const staffProcedure = (permission?: Permission) =>
  signedIn((user) => {
    const scope = scopeOf(user);
    if (!scope) throw fail.forbidden();
    if (!can(user, permission ?? null)) throw fail.forbidden(msg('error.access.noPermission'));
    return { scope };
  });

/** The super admin only (sub-admin management, audit log, webhooks). */
export const superAdminProcedure = signedIn((user) => {
  const scope = scopeOf(user);
  if (!scope || !can(user, 'super')) throw fail.forbidden(msg('error.access.superOnly'));
  return { scope };
});
