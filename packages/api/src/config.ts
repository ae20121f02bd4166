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

/** Keys of the real payment gateway; without them the local sandbox provider is used. */
export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** A JSON HTTP mail API (Resend-style). Unset: the dev outbox, and the reset token shows on screen. */
export interface MailerConfig {
  url: string;
  apiKey: string;
  from: string;
}

export interface AppConfig {
  site: SiteConfig;
  seller: SellerConfig;
  razorpay?: RazorpayConfig;
  mailer?: MailerConfig;
  /** Public origin used in links handed to payment providers; falls back to the request origin. */
  publicUrl?: string;
  /** Origins allowed to call the API from browsers; closed by default. */
  corsOrigins: string[];
  passwordIterations: number;
  /** Page-view records accepted per client address per minute (raise behind a shared NAT or for load tests). */
  trackPerAddressPerMinute: number;
  /** Login attempts accepted per client address per 15 minutes (failures per e-mail are capped separately). */
  loginPerAddress: number;
  /** True in production: no dev outbox on screen, HSTS on. */
  production: boolean;
}

const DEFAULT_LANDING = Array.from({ length: 7 }, (_, i) => `/landing/gallery-${i + 1}.webp`);

export function readConfig(env: Record<string, string | undefined>): AppConfig {
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
    razorpay:
      env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET
        ? {
            keyId: env.RAZORPAY_KEY_ID,
            keySecret: env.RAZORPAY_KEY_SECRET,
            webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
          }
        : undefined,
    mailer: readMailer(env),
    publicUrl: env.PUBLIC_URL,
    corsOrigins: list(env.CORS_ORIGINS),
    passwordIterations: Number(env.PASSWORD_ITERATIONS ?? 100_000),
    trackPerAddressPerMinute: Number(env.TRACK_LIMIT_PER_ADDRESS ?? 300),
    loginPerAddress: Number(env.LOGIN_LIMIT_PER_ADDRESS ?? 30),
    production: env.NODE_ENV === 'production' || env.MAILER_URL !== undefined,
  };
}

function readMailer(env: Record<string, string | undefined>): MailerConfig | undefined {
  if (!env.MAILER_URL) return undefined;
  if (!env.MAILER_API_KEY) throw new Error('MAILER_API_KEY is required when MAILER_URL is set.');
  return {
    url: env.MAILER_URL,
    apiKey: env.MAILER_API_KEY,
    from: env.MAILER_FROM ?? `Supply & Beyond <${env.SITE_EMAIL ?? 'support@supplyandbeyond.in'}>`,
  };
}
