import { isValidGstin } from './shared/gstin.ts';

/** Public settings shown by the site (footer, contact, landing). Values come from the environment. */
export interface SiteConfig {
  phone: string;
  email: string;
  addressLine: string;
  mapsLink: string;
  mapsEmbedLink: string;
  planningSiteUrl: string;
  landingImages: string[];
  loginBackgroundImage: string;
}

/** The seller of record printed on GST invoices (the marketplace operator). */
export interface SellerConfig {
  name: string;
  address: string;
  state: string;
  gstin: string;
  fssai: string;
}

/** Keys of the real payment gateway; without them the demo uses its sandbox and production takes no online payments. */
export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** A JSON HTTP mail API (Resend-style). Unset (demo only): the dev outbox, and the reset token shows on screen. */
export interface MailerConfig {
  url: string;
  apiKey: string;
  from: string;
}

/**
 * What one buyer may hold or owe at once (issue 34): money in paise. Read from ORDER_LINE_STOCK_PERCENT,
 * ORDER_LINE_MIN_UNITS, COD_ORDER_MAX, CREDIT_ORDER_MAX, OPEN_UNPAID_ORDERS_MAX, NEW_ACCOUNT_DAYS,
 * NEW_ACCOUNT_COD_REVIEW_ABOVE and COD_CONFIRM_HOURS (rupees and whole numbers).
 */
export interface OrderLimits {
  /** Share (percent) of a listing's units one customer may hold in its open unpaid orders. */
  lineStockPercent: number;
  /** Units of a listing any customer may hold whatever that share (small listings). */
  lineMinUnits: number;
  codMaxPaise: number;
  creditMaxPaise: number;
  /** Orders still pending or confirmed and not paid, per customer. */
  openUnpaidOrders: number;
  /** An account younger than this with nothing delivered is new. */
  newAccountDays: number;
  /** A new account's cash order above this waits for staff to confirm it. */
  newAccountCodReviewPaise: number;
  /** How long such an order holds its stock unconfirmed. */
  codConfirmHours: number;
}

/**
 * Heavy operations (PDFs, CSV exports, bulk upload; operations/heavy.ts), read from HEAVY_AT_ONCE,
 * HEAVY_QUEUE and HEAVY_PER_ACCOUNT_PER_MINUTE. Per process on Node, per isolate on Workers.
 */
export interface HeavyLimits {
  /** Running at once: two cores also serve the catalogue, so a burst takes at most these. */
  atOnce: number;
  /** Waiting for a turn, in arrival order; past them the answer is 503 `heavy_busy` with Retry-After. */
  queue: number;
  /** Calls one account (a user and all its keys) may make per minute; past them 429. */
  perAccountPerMinute: number;
}

/** WhatsApp Business Cloud API (decision 0101): POST {apiUrl}/{phoneNumberId}/messages with a bearer token. */
export interface WhatsAppConfig {
  /** The Graph API with its version, e.g. https://graph.facebook.com/v21.0. */
  apiUrl: string;
  token: string;
  phoneNumberId: string;
  /** Signs the platform's webhook calls (X-Hub-Signature-256). */
  appSecret: string;
  /** Answered in the webhook's GET handshake. */
  verifyToken: string;
  /** Signs the quick-reply buttons' payloads and the deep links (decision 0110); unset: no buttons. */
  replySecret?: string;
}

/** MSG91's Flow API for DLT-registered SMS templates (decision 0101). */
export interface SmsConfig {
  apiUrl: string;
  authKey: string;
  /** The DLT-registered sender id (header), six letters. */
  senderId: string;
  /** The secret in the receipt URL MSG91 posts delivery reports to (it signs nothing); unset: receipts off. */
  receiptToken?: string;
}

export interface AppConfig {
  site: SiteConfig;
  seller: SellerConfig;
  razorpay?: RazorpayConfig;
  mailer?: MailerConfig;
  /** Channels outside the app; each absent is off (the demo then uses its local fakes). */
  channels: { whatsapp?: WhatsAppConfig; sms?: SmsConfig };
  /** Public origin used in links handed to payment providers and e-mails; required in production. */
  publicUrl?: string;
  /** Origins allowed to call the API from browsers; closed by default. */
  corsOrigins: string[];
  passwordIterations: number;
  /** Page-view records accepted per client address per minute (raise behind a shared NAT or for load tests). */
  trackPerAddressPerMinute: number;
  /** Login attempts accepted per client address per 15 minutes (failures per e-mail are capped separately). */
  loginPerAddress: number;
  /** NODE_ENV=production: no demo data, sandbox or dev outbox; every required setting present. */
  production: boolean;
  /** Seed demo accounts and products into an empty database (demo only). */
  seedDemo: boolean;
  /** Reverse proxies in front of the Node server whose X-Forwarded-For/-Proto are believed (0: none). */
  trustProxyHops: number;
  /** Hours before its promised delivery day that a part still not accepted is flagged to staff. */
  partOverdueHours: number;
  orderLimits: OrderLimits;
  heavy: HeavyLimits;
}

/** A setting that stops the start; the message is one sentence naming it. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * PBKDF2-SHA256 iterations for new password hashes. Workers' Web Crypto refuses more than
 * 100,000, so the default is that ceiling, and production refuses less: the most both runtimes can
 * run (OWASP's 600,000 for PBKDF2-SHA256 is out of reach on Workers).
 */
export const DEFAULT_PASSWORD_ITERATIONS = 100_000;
export const PRODUCTION_MIN_PASSWORD_ITERATIONS = 100_000;

const DEFAULT_LANDING = Array.from({ length: 7 }, (_, i) => `/landing/gallery-${i + 1}.webp`);

/** Reads the settings; throws ConfigError (one sentence naming the setting) when one is wrong. */
export function readConfig(env: Record<string, string | undefined>): AppConfig {
  const production = env.NODE_ENV === 'production';
  if (production) refuseUnsafeProduction(env);
  const list = (v: string | undefined) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  return {
    site: {
      phone: env.SITE_PHONE ?? '+91 98765 43210',
      email: env.SITE_EMAIL ?? 'support@supplyandbeyond.in',
      addressLine: env.SITE_ADDRESS ?? 'Vijay Nagar, Indore, Madhya Pradesh 452010',
      mapsLink: env.SITE_MAPS_LINK ?? 'https://maps.google.com/?q=Vijay+Nagar+Indore',
      mapsEmbedLink:
        env.SITE_MAPS_EMBED ?? 'https://maps.google.com/maps?q=Vijay%20Nagar%20Indore&output=embed',
      planningSiteUrl: env.PLANNING_SITE_URL ?? '',
      landingImages: list(env.LANDING_IMAGES).length === 7 ? list(env.LANDING_IMAGES) : DEFAULT_LANDING,
      loginBackgroundImage: env.LOGIN_BACKGROUND_IMAGE ?? '/landing/gallery-1.webp',
    },
    seller: {
      name: env.SELLER_NAME ?? 'Supply & Beyond Marketplace Pvt. Ltd.',
      address: env.SELLER_ADDRESS ?? '21 Vijay Nagar, Indore, Madhya Pradesh 452010',
      state: env.SELLER_STATE ?? 'Madhya Pradesh',
      gstin: env.SELLER_GSTIN ?? '23AAACS1234D1Z4',
      fssai: env.SELLER_FSSAI ?? '11425999000123',
    },
    razorpay: readRazorpay(env),
    mailer: readMailer(env),
    channels: { whatsapp: readWhatsApp(env, production), sms: readSms(env) },
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, ''),
    corsOrigins: list(env.CORS_ORIGINS),
    passwordIterations: count(env, 'PASSWORD_ITERATIONS', DEFAULT_PASSWORD_ITERATIONS),
    trackPerAddressPerMinute: count(env, 'TRACK_LIMIT_PER_ADDRESS', 300),
    loginPerAddress: count(env, 'LOGIN_LIMIT_PER_ADDRESS', 30),
    production,
    seedDemo: production ? false : env.SEED_DEMO !== 'false',
    trustProxyHops: count(env, 'TRUST_PROXY', 0),
    partOverdueHours: count(env, 'PART_OVERDUE_HOURS', 24),
    orderLimits: readOrderLimits(env),
    heavy: {
      atOnce: atLeastOne(env, 'HEAVY_AT_ONCE', 2),
      // A queue of 16 at about 20 ms a drawn invoice is a third of a second of waiting, not seconds.
      queue: count(env, 'HEAVY_QUEUE', 16),
      perAccountPerMinute: atLeastOne(env, 'HEAVY_PER_ACCOUNT_PER_MINUTE', 20),
    },
  };
}

/**
 * Defaults: half a listing (at least 10 units), cash below ₹2 lakh (the Income Tax Act, s. 269ST,
 * forbids taking ₹2 lakh or more in cash in one transaction), ₹5 lakh on credit, 20 orders waiting
 * unpaid, and a new account's cash order over ₹25,000 held 2 hours for staff.
 */
function readOrderLimits(env: Record<string, string | undefined>): OrderLimits {
  const rupees = (name: string, fallback: number) => atLeastOne(env, name, fallback) * 100;
  const lineStockPercent = atLeastOne(env, 'ORDER_LINE_STOCK_PERCENT', 50);
  if (lineStockPercent > 100)
    throw new ConfigError(
      `ORDER_LINE_STOCK_PERCENT must be a percentage from 1 to 100, not "${lineStockPercent}".`,
    );
  return {
    lineStockPercent,
    lineMinUnits: atLeastOne(env, 'ORDER_LINE_MIN_UNITS', 10),
    codMaxPaise: rupees('COD_ORDER_MAX', 199_999),
    creditMaxPaise: rupees('CREDIT_ORDER_MAX', 500_000),
    openUnpaidOrders: atLeastOne(env, 'OPEN_UNPAID_ORDERS_MAX', 20),
    newAccountDays: count(env, 'NEW_ACCOUNT_DAYS', 30),
    newAccountCodReviewPaise: rupees('NEW_ACCOUNT_COD_REVIEW_ABOVE', 25_000),
    codConfirmHours: atLeastOne(env, 'COD_CONFIRM_HOURS', 2),
  };
}

/** A cap of 0 would refuse every order (or every PDF): a mistake to stop on. */
function atLeastOne(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const n = count(env, name, fallback);
  if (n < 1) throw new ConfigError(`${name} must be a whole number of at least 1, not "${env[name]}".`);
  return n;
}

function count(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 0)
    throw new ConfigError(`${name} must be a whole number, not "${raw}".`);
  return n;
}

/**
 * Production refuses to start rather than run half-configured: each missing or unsafe setting is
 * named in one sentence (docs/decisions/0051-production-fails-closed.md).
 */
function refuseUnsafeProduction(env: Record<string, string | undefined>) {
  if (env.SEED_DEMO === 'true')
    throw new ConfigError('SEED_DEMO=true is refused in production: demo accounts have published passwords.');
  if (!env.MAILER_URL)
    throw new ConfigError('MAILER_URL is required in production: without it nobody can reset a password.');
  if (!env.PUBLIC_URL || !/^https:\/\/[^/\s]+\/?$/.test(env.PUBLIC_URL))
    throw new ConfigError(
      'PUBLIC_URL is required in production as the https origin of the shop (for example https://shop.example.in).',
    );
  if (!env.SELLER_GSTIN || !isValidGstin(env.SELLER_GSTIN))
    throw new ConfigError(
      'SELLER_GSTIN is required in production and must be a valid 15-character GSTIN (its check digit failed or it is missing).',
    );
  const iterations = count(env, 'PASSWORD_ITERATIONS', DEFAULT_PASSWORD_ITERATIONS);
  if (iterations < PRODUCTION_MIN_PASSWORD_ITERATIONS)
    throw new ConfigError(
      `PASSWORD_ITERATIONS must be at least ${PRODUCTION_MIN_PASSWORD_ITERATIONS} in production, not ${iterations}: fewer makes a stolen password hash cheaper to crack.`,
    );
}

const RAZORPAY_KEYS = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;

/** All three keys or none: a partial set is a mistake to stop on, not a reason to take no payments. */
function readRazorpay(env: Record<string, string | undefined>): RazorpayConfig | undefined {
  const missing = RAZORPAY_KEYS.filter((k) => !env[k]);
  if (missing.length === RAZORPAY_KEYS.length) return undefined;
  if (missing.length > 0)
    throw new ConfigError(`${missing[0]} is required when the other Razorpay keys are set.`);
  return {
    keyId: env.RAZORPAY_KEY_ID!,
    keySecret: env.RAZORPAY_KEY_SECRET!,
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET!,
  };
}

function readMailer(env: Record<string, string | undefined>): MailerConfig | undefined {
  if (!env.MAILER_URL) return undefined;
  if (!env.MAILER_API_KEY) throw new ConfigError('MAILER_API_KEY is required when MAILER_URL is set.');
  return {
    url: env.MAILER_URL,
    apiKey: env.MAILER_API_KEY,
    from: env.MAILER_FROM ?? `Supply & Beyond <${env.SITE_EMAIL ?? 'support@supplyandbeyond.in'}>`,
  };
}

const WHATSAPP_KEYS = [
  'WHATSAPP_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
] as const;
const SMS_KEYS = ['SMS_AUTH_KEY', 'SMS_SENDER_ID'] as const;

/**
 * None of a channel's settings: the channel is off. Some but not all: a mistake to stop on, named,
 * rather than a channel that silently never sends.
 */
function channelSettings(
  env: Record<string, string | undefined>,
  keys: readonly string[],
  urlKey: string,
  name: string,
): boolean {
  const missing = keys.filter((k) => !env[k]);
  if (missing.length === keys.length && !env[urlKey]) return false;
  if (missing.length > 0)
    throw new ConfigError(`${missing[0]} is required when the other ${name} settings are set.`);
  const url = env[urlKey];
  if (url !== undefined && !/^https?:\/\/[^\s]+$/.test(url))
    throw new ConfigError(`${urlKey} must be an http(s) address, not "${url}".`);
  return true;
}

function readWhatsApp(
  env: Record<string, string | undefined>,
  production: boolean,
): WhatsAppConfig | undefined {
  if (!channelSettings(env, WHATSAPP_KEYS, 'WHATSAPP_API_URL', 'WhatsApp')) return undefined;
  const replySecret = env.WHATSAPP_REPLY_SECRET;
  // Production would otherwise send buttons nobody can act on, or accept payloads nobody signed.
  if (production && !replySecret)
    throw new ConfigError('WHATSAPP_REPLY_SECRET is required when the other WhatsApp settings are set.');
  if (replySecret !== undefined && replySecret.length < 32)
    throw new ConfigError('WHATSAPP_REPLY_SECRET must be at least 32 characters.');
  return {
    replySecret,
    apiUrl: (env.WHATSAPP_API_URL ?? 'https://graph.facebook.com/v21.0').replace(/\/$/, ''),
    token: env.WHATSAPP_TOKEN!,
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID!,
    appSecret: env.WHATSAPP_APP_SECRET!,
    verifyToken: env.WHATSAPP_VERIFY_TOKEN!,
  };
}

function readSms(env: Record<string, string | undefined>): SmsConfig | undefined {
  if (!channelSettings(env, SMS_KEYS, 'SMS_API_URL', 'SMS')) return undefined;
  return {
    apiUrl: env.SMS_API_URL ?? 'https://control.msg91.com/api/v5/flow',
    authKey: env.SMS_AUTH_KEY!,
    senderId: env.SMS_SENDER_ID!,
    receiptToken: receiptToken(env.SMS_RECEIPT_TOKEN),
  };
}

function receiptToken(token: string | undefined) {
  if (!token) return undefined;
  if (!/^[\w-]{24,200}$/.test(token))
    throw new ConfigError('SMS_RECEIPT_TOKEN must be at least 24 letters, digits, hyphens or underscores.');
  return token;
}
