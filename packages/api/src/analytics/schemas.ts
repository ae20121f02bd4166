import { z } from 'zod';
import { dateRange, ordered, orderedMsg, plainString } from '../shared/schemas.ts';

export const dateRangeInput = z.object(dateRange).refine(ordered, orderedMsg).default({});

export const trafficSessionsInput = z
  .object({ limit: z.number().int().min(1).max(200).default(50), ...dateRange })
  .refine(ordered, orderedMsg)
  .default({ limit: 50 });

const BROWSERS = ['Chrome', 'Safari', 'Firefox', 'Edge', 'Internet Explorer'] as const;
const SYSTEMS = ['Windows', 'MacOS', 'Linux', 'Android', 'iOS'] as const;
const DEVICES = ['Tablet', 'Mobile', 'Desktop'] as const;

/** Bounded text; a value outside the spec's list is kept as 'Other' so charts stay readable. */
const oneOf = (values: readonly string[]) =>
  plainString()
    .max(100)
    .default('')
    .transform((v) => (values.includes(v) ? v : 'Other'));
const bounded = (max: number) => plainString().max(max).default('');

/**
 * The page-view record of spec section 3, as the SPA's tracker sends it. A record without
 * `ip_address` is the page-exit beacon (the spec's exit record lacks exactly that field).
 */
export const pageViewRecord = z.object({
  session_id: plainString().trim().min(1).max(100),
  /**
   * Ignored: the record is attributed to the session of its bearer token only (issue 34). Still
   * accepted, so a record from an older client (an open tab, a queued beacon) is not dropped.
   */
  user_id: plainString().max(64).nullish(),
  /** Always empty from the client; the server fills it from the connection. */
  ip_address: plainString().max(64).optional(),
  browser: oneOf(BROWSERS),
  device_type: oneOf(DEVICES),
  operating_system: oneOf(SYSTEMS),
  page_url: plainString().trim().min(1).max(2048),
  page_title: bounded(300),
  referrer: bounded(2048),
  /** Whole seconds; anything beyond a day is a tab left open, not reading time. */
  time_spent: z
    .number()
    .finite()
    .min(0)
    .default(0)
    .transform((v) => Math.min(Math.round(v), 86_400)),
  user_agent: bounded(1024),
  screen_resolution: bounded(20),
  cookies_enabled: z.boolean().default(true),
});
export type PageViewRecord = z.input<typeof pageViewRecord>;
