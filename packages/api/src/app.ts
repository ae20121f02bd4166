import { trpcServer } from '@hono/trpc-server';
import type { AnyRouter } from '@trpc/server';
import { Hono, type Context as HonoContext } from 'hono';
import { cors } from 'hono/cors';
import { isServableImageKey } from './catalog/index.ts';
import { AppError } from './errors.ts';
import { limitBody } from './http/body-limit.ts';
import { mountChannelWebhooks } from './http/channel-webhook.ts';
import type { Scheme } from './http/client-address.ts';
import { compressAnswers, type GzipSync } from './http/compress-answers.ts';
import { mountDemoChannels } from './http/demo-channels.ts';
import { isBusy } from './http/error-body.ts';
import { keptQueries } from './http/kept-queries.ts';
import { mountPaymentWebhook } from './http/payment-webhook.ts';
import { privateEtag } from './http/private-etag.ts';
import { securityHeaders } from './http/security-headers.ts';
import { mountTracking, withTrackingDoc } from './http/tracking.ts';
import { closeWhenBodyUnread } from './http/unread-body.ts';
import { type Language, msg, render } from './messages/index.ts';
import { callsIn, createWorkGate } from './operations/heavy.ts';
import { buysIn } from './operations/meta.ts';
import { errorResponse, JSON_BODY_LIMIT, mountRest, requestLanguage } from './rest/adapter.ts';
import { renderDocsPage } from './rest/docs-page.ts';
import { buildOpenApi } from './rest/openapi.ts';
import { restRoutesOf } from './rest/routes.ts';
import { appRouter } from './root.ts';
import { AccountAnswers } from './shared/account-answers.ts';
import { contextFor, createCallerFactory, createContext, type Services, whoCalls } from './trpc.ts';
import { replyActions } from './wiring.ts';

export interface AppOptions {
  /** The client's address as the runtime knows it. */
  clientIp: (c: HonoContext) => string;
  /** The scheme the client used (behind a TLS proxy, not the socket's); the request URL's by default. */
  scheme?: (c: HonoContext) => Scheme;
  /**
   * Gzip API answers for clients that accept it. Node does it here; Cloudflare compresses at its
   * edge, so the Worker does not.
   */
  compress?: boolean;
  /** Gzip in one call for answers whose text is known (node:zlib `gzipSync`); streamed without it. */
  gzipSync?: GzipSync;
  /**
   * How long a page view waits for others to share its transaction (decision 0104). Node, one
   * long-lived process, sets a few ms; a Worker's app lives for one request, so there is no one
   * to wait for and each view is inserted at once (the default, 0).
   */
  trackLingerMs?: number;
  /** The operations served (tRPC, REST and the document): the app router unless a test adds some. */
  router?: AnyRouter;
}

const urlScheme = (c: HonoContext): Scheme => (new URL(c.req.url).protocol === 'https:' ? 'https' : 'http');

/** Anything thrown, as the public error body; a busy database is a 503 the caller may retry. */
function answerError(c: HonoContext, e: unknown, preferred?: Language) {
  if (isBusy(e)) {
    c.header('Retry-After', '1');
    return c.json({ detail: sentence(c, 'error.busy', preferred), code: 'busy' }, 503);
  }
  return errorResponse(c, e, preferred);
}

const sentence = (
  c: HonoContext,
  key: 'error.busy' | 'error.noSuchCall' | 'error.catalog.badImagePath',
  preferred?: Language,
) => render(requestLanguage(c, preferred), msg(key));

/** Retry-After on a tRPC answer too, the longest any refused call of the request asks for. */
function retryAfterOf(errors: readonly unknown[]) {
  const wait = Math.max(0, ...errors.map((e) => (e instanceof AppError ? (e.retryAfter ?? 0) : 0)));
  return wait ? { headers: new Headers({ 'Retry-After': String(wait) }) } : {};
}

/** GET /api/openapi.json; the SDK generates its REST types from it at build time. */
export function openApiDocument(router: AnyRouter = appRouter) {
  return withTrackingDoc(buildOpenApi(router, restRoutesOf(router)));
}

/** The whole HTTP surface; runtime entries add only static files. */
export function createApp(services: Services, options: AppOptions) {
  const app = new Hono();
  const requestInfo = (c: HonoContext, buys: boolean) => {
    const url = new URL(c.req.url);
    return {
      headers: c.req.raw.headers,
      ip: options.clientIp(c),
      origin: services.config.publicUrl ?? url.origin,
      calls: callsIn(url),
      buys,
    };
  };
  const served = { ...services, heavyWork: services.heavyWork ?? createWorkGate(services.config.heavy) };
  const contextOf = (c: HonoContext, buys = false) => createContext(served, requestInfo(c, buys));
  const router = options.router ?? appRouter;
  const callerOf = createCallerFactory(router);
  // The context is built only for a call: an account's repeat is answered without one.
  const callOf = async (c: HonoContext, buys = false) => {
    const info = requestInfo(c, buys);
    const who = await whoCalls(served, info);
    return {
      who,
      caller: () => callerOf(contextFor(served, info, who)) as unknown as Record<string, unknown>,
    };
  };
  const repeats = new AccountAnswers();

  app.use(
    '*',
    securityHeaders({ production: services.config.production, scheme: options.scheme ?? urlScheme }),
    closeWhenBodyUnread(),
  );
  // A catalogue page is 15-70 KB of JSON: about a fifth of that on a slow phone connection.
  if (options.compress)
    for (const path of ['/api/*', '/trpc/*']) app.use(path, compressAnswers(options.gzipSync));
  if (services.config.corsOrigins.length > 0) {
    app.use(
      '/api/*',
      cors({
        origin: services.config.corsOrigins,
        allowHeaders: ['Authorization', 'Content-Type', 'If-None-Match', 'Idempotency-Key'],
        exposeHeaders: ['ETag', 'Retry-After'],
        maxAge: 600,
      }),
    );
  }

  app.onError((e, c) => answerError(c, e));

  app.get('/api/health', (c) => c.json({ ok: true }));
  services.payments?.mountRoutes?.(app);
  if (!services.config.production) mountDemoChannels(app);
  // Without the sandbox (production) its paths answer 404 here rather than the SPA's fallback page.
  app.all('/sandbox/*', (c) => c.json({ detail: 'Not found.', code: 'not_found' }, 404));
  mountPaymentWebhook(app, services);
  mountChannelWebhooks(app, {
    db: services.db,
    whatsapp: services.config.channels.whatsapp,
    sms: services.config.channels.sms,
    now: () => services.clock.now(),
    channels: services.channels,
    replyActions: replyActions(services.config.orderLimits),
    publicUrl: services.config.publicUrl,
  });
  mountTracking(app, services, options.clientIp, options.trackLingerMs ?? 0);

  app.use(
    '/trpc/*',
    limitBody(JSON_BODY_LIMIT),
    keptQueries(router, callOf, repeats),
    trpcServer({
      router,
      endpoint: '/trpc',
      maxBatchSize: 20,
      createContext: (opts, c) => contextOf(c, buysIn(opts.info.calls)),
      responseMeta: ({ errors }) => retryAfterOf(errors),
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') console.error('tRPC error', path, error.cause ?? error);
      },
    }),
  );

  let openApi: ReturnType<typeof openApiDocument> | undefined;
  const doc = () => {
    openApi ??= openApiDocument(router);
    return openApi;
  };
  app.get('/api/openapi.json', (c) => c.json(doc()));
  app.get('/api/docs', (c) => c.html(renderDocsPage(doc())));

  app.use('/api/admin/*', privateEtag());
  app.use('/api/analytics/*', privateEtag());
  mountRest(app, restRoutesOf(router), (c, route) => callOf(c, route.buys === true), repeats, answerError);
  app.all('/api/*', (c) => c.json({ detail: sentence(c, 'error.noSuchCall'), code: 'not_found' }, 404));

  app.get('/images/*', async (c) => {
    // The key is checked as the store will read it: the request's own path, fully decoded once.
    const path = new URL(c.req.url).pathname;
    let key: string;
    try {
      key = decodeURIComponent(path.slice('/images/'.length));
    } catch {
      return c.json({ detail: sentence(c, 'error.catalog.badImagePath'), code: 'bad_image_path' }, 400);
    }
    if (!path.startsWith('/images/') || !isServableImageKey(key))
      return c.json({ detail: 'Image not found.', code: 'not_found' }, 404);
    const img = await services.images.get(key);
    if (!img) return c.json({ detail: 'Image not found.', code: 'not_found' }, 404);
    return new Response(img.body as BodyInit, {
      headers: {
        'Content-Type': img.contentType,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      },
    });
  });

  return app;
}

export { JSON_BODY_LIMIT };
