import type { Database } from '@app/db';
import type { Hono } from 'hono';
import type { AppConfig } from './config.ts';
import type { DocumentPress, FontFiles } from './invoices/index.ts';
import type { WorkGate } from './operations/heavy.ts';

/** Runtime differences live behind these ports; the Node and Workers entries pass adapters. */

export interface StoredImage {
  body: ReadableStream<Uint8Array> | Uint8Array;
  contentType: string;
  size?: number;
}

export interface ImageStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredImage | null>;
  delete(key: string): Promise<void>;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** False for the development outbox: the spec's "token shown on screen" step is allowed only then. */
  readonly delivers: boolean;
  send(message: MailMessage): Promise<void>;
}

/**
 * One templated message to one mobile (decision 0101): the template registered with the
 * provider, its language, and its parameters in the order that language's text prints them
 * (WhatsApp fills {{1}}, {{2}}, … by position; MSG91 fills its variables by name).
 */
export interface ChannelMessage {
  /** International digits without the plus: 919876543210; for e-mail, the address. */
  to: string;
  template: string;
  language: 'en' | 'hi';
  params: [name: string, value: string][];
  /** WhatsApp quick-reply buttons' payloads, by the template's button index (decision 0110). */
  buttons?: string[];
  /** A WhatsApp template's "Open in the app" URL button: the signed token after its registered base. */
  link?: string;
}

/** Why a provider did not take a message; `retry` false when sending it again cannot help. */
export class ChannelSendError extends Error {
  override name = 'ChannelSendError';
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

/** One provider: answers its message id (none for e-mail), or throws (a ChannelSendError when it answered). */
export interface ChannelSender {
  send(message: ChannelMessage): Promise<{ providerMessageId: string | null }>;
  /** A free-form text, allowed only within 24 hours of the person's own message (WhatsApp's answers). */
  sendText?(to: string, text: string): Promise<{ providerMessageId: string }>;
}

/** The channels that leave the product; an absent one is off. E-mail is the Mailer's (decision 0111). */
export interface MessageChannels {
  whatsapp?: ChannelSender;
  sms?: ChannelSender;
  /** Signs the WhatsApp buttons' payloads (WHATSAPP_REPLY_SECRET); absent: templates go without them. */
  replySecret?: string;
  email?: ChannelSender;
}

export interface PaymentSession {
  providerRef: string;
  paymentLink: string;
}

export type ProviderPaymentStatus = 'success' | 'failed' | 'pending';

export interface PaymentProvider {
  readonly name: string;
  createPayment(input: {
    orderId: string;
    orderNumber: string;
    amountPaise: number;
    customer: { name: string; email: string; phone: string };
    returnUrl: string;
    /** Epoch ms after which the provider should refuse payment (the order's payment deadline). */
    expiresAt?: number;
  }): Promise<PaymentSession>;
  fetchStatus(providerRef: string): Promise<{ status: ProviderPaymentStatus; amountPaise: number }>;
  /** Verifies a webhook and answers its event id, reference and status, or null if forged. */
  parseWebhook(
    rawBody: string,
    headers: Headers,
  ): Promise<{
    eventId: string;
    providerRef: string;
    status: ProviderPaymentStatus;
    amountPaise: number;
  } | null>;
  /** Pages the provider serves itself (the sandbox's hosted checkout). */
  mountRoutes?(app: Hono): void;
}

export interface Clock {
  now(): number;
}

/**
 * Fixed-window counters: in memory on Node (one process), in the database on Workers (shared by
 * every isolate and location). Async because the database one asks the database.
 */
export interface RateLimiter {
  /** Counts a hit for `key`; answers seconds to wait when over `limit` hits per `windowSeconds`, else 0. */
  hit(key: string, limit: number, windowSeconds: number): Promise<number>;
  /** Seconds to wait when `key` already holds `limit` hits in its window, else 0; counts nothing. */
  peek(key: string, limit: number): Promise<number>;
  /** Forgets the hits of `key`. */
  clear(key: string): Promise<void>;
}

export const systemClock: Clock = { now: () => Date.now() };

/** An address a host name resolves to, as a resolver answers it (no brackets). */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/**
 * How webhooks reach their targets (webhooks/targets.ts decides which are allowed). Node resolves
 * names itself and connects to the very address that was checked (apps/server); Workers give code
 * no DNS and their fetch cannot reach private networks, so there names are judged as written.
 */
export interface WebhookTransport {
  /** Every address `host` resolves to; absent where code cannot resolve names. */
  resolve?(host: string): Promise<ResolvedAddress[]>;
  /**
   * One POST to `url`, connecting only to `addresses` when given (no second lookup), following
   * no redirect. Answers the HTTP status (0: an opaque redirect); throws when there is no answer.
   */
  post(
    url: URL,
    addresses: ResolvedAddress[] | null,
    init: { headers: Record<string, string>; body: string; signal: AbortSignal },
  ): Promise<number>;
}

/**
 * Catalogue pages kept under keys that carry the catalogue version (decision 0080), so a kept
 * page is never stale: a process's memory on Node, the Cache API of the location on Workers.
 */
export interface PageCache {
  get(key: string): Promise<unknown | undefined>;
  put(key: string, page: unknown): Promise<void>;
}

/** What a runtime entry hands the app: the database, the ports and the configuration. */
export interface Services {
  db: Database;
  images: ImageStore;
  mailer: Mailer;
  /** WhatsApp and SMS; absent or empty: every channel off. */
  channels?: MessageChannels;
  /** Null when online payment is off (production without gateway keys). */
  payments: PaymentProvider | null;
  clock: Clock;
  limiter: RateLimiter;
  /** The fonts GST documents print with (read only while a PDF is drawn). */
  fonts: FontFiles;
  /** Draws GST documents off the request's thread (Node); absent, on it (invoices/pdf.ts). */
  press?: DocumentPress;
  config: AppConfig;
  /** Where catalogue pages are kept; without one, only an embedded database keeps them (in memory). */
  pageCache?: PageCache;
  webhookTransport: WebhookTransport;
  /**
   * Where heavy operations queue (operations/heavy.ts): one per process. Without it, createApp
   * makes one from `config.heavy`; a Worker, whose services are built per request, passes one per
   * isolate.
   */
  heavyWork?: WorkGate;
  /**
   * What search keeps between requests (its lexicon, buyers' usual listings) is keyed by this
   * object; without it, by the database. A Worker, whose database is built per request, passes
   * one per isolate and database (decision 0092).
   */
  searchKeep?: object;
}
