export {
  createHttpMailer,
  createMailer,
  createOutboxMailer,
  ensureSuperAdmin,
  hashPassword,
} from './accounts/index.ts';
export { type AppOptions, createApp, openApiDocument } from './app.ts';
export { memoryPageCache } from './catalog/index.ts';
export { createChannels, sendDueMessages, smsSender, whatsAppSender } from './channels/index.ts';
export { type AppConfig, ConfigError, type MailerConfig, readConfig, type SiteConfig } from './config.ts';
export { forwardedClient } from './http/client-address.ts';
export { createDatabaseRateLimiter, createMemoryRateLimiter } from './http/rate-limiter.ts';
export {
  type DocumentPress,
  FONT_FILES,
  type FontFiles,
  type FontKey,
  prepareRenderer,
} from './invoices/index.ts';
export { createWorkGate, type WorkGate } from './operations/heavy.ts';
export type { OpMeta } from './operations/meta.ts';
export * as operations from './operations/op.ts';
export { choosePayments } from './payments/index.ts';
export type * from './ports.ts';
export { systemClock } from './ports.ts';
export { procedureSchema } from './rest/openapi.ts';
export type { RestRoute } from './rest/route.ts';
export { restRoutes, restRoutesOf } from './rest/routes.ts';
export {
  type AppRouter,
  appRouter,
  createCaller,
  type ProcedurePath,
  type RouterInputs,
  type RouterOutputs,
} from './root.ts';
export { runScheduledWork, type ScheduledReport } from './scheduled/index.ts';
export { createTRPCRouter, type Services } from './trpc.ts';
export { fetchWebhookTransport } from './webhooks/index.ts';
