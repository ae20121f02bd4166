import { lapseRequests } from '../approvals/index.ts';
import { pruneCartAddKeys } from '../cart/index.ts';
import { expireListings, sweepOrphanImages } from '../catalog/index.ts';
import { mailChannel, sendDueMessages } from '../channels/index.ts';
import { noticeEndingPrices } from '../contracts/index.ts';
import { sendCreditReminders } from '../credit/index.ts';
import { pruneRateLimits } from '../http/rate-limiter.ts';
import { drawIssuedAhead } from '../invoices/index.ts';
import { cancelUnconfirmedOrders, flagOverdueParts } from '../orders/index.ts';
import { releaseExpiredOrders } from '../payments/index.ts';
import type { Services } from '../ports.ts';
import { refreshReliability } from '../reliability/index.ts';
import { closeSettlements } from '../settlements/index.ts';
import { remindDeliverySlots } from '../slots/index.ts';
import { runStandingOrders } from '../standing/index.ts';
import { dispatchDueWebhooks } from '../webhooks/index.ts';
import { orderPorts } from '../wiring.ts';

export interface ScheduledReport {
  /** Webhook deliveries this run sent (or tried). */
  webhooks: number;
  /** Expired online orders asked about at the provider (released unless paid meanwhile). */
  expiredOrders: number;
  /** Large cash orders of new accounts cancelled because staff did not confirm them in time. */
  unconfirmedOrders: number;
  /** Uploaded images deleted because nothing showed them for a day. */
  orphanImages: number;
  /** Ended rate-limit windows deleted. */
  rateLimits: number;
  /** Cart adds' idempotency keys deleted after their day (decision 0109). */
  cartAddKeys: number;
  /** Listings taken off sale past their expiry date, or whose supplier was warned a week ahead. */
  expiringListings: number;
  /** Supplier settlements drawn up for the week that just ended. */
  settlements: number;
  /** Supplier parts flagged to staff for not being accepted in time. */
  overdueParts: number;
  /** "Pay later" reminders sent: three days before a due date and the day after it. */
  creditReminders: number;
  /** Customers told their own price ends within a week (once per price). */
  endingPrices: number;
  /** Suppliers whose public reliability figures changed (worked out every 10 minutes). */
  reliability: number;
  /** Standing orders' runs placed (or reported as not placeable) this pass. */
  standingOrders: number;
  /** Orders reminded of their delivery slot, the evening before (once each). */
  slotReminders: number;
  /** WhatsApp, SMS and e-mail messages sent (or tried) this pass. */
  channelMessages: number;
  /** Approval requests nobody decided within a day, lapsed (their requesters told). */
  lapsedApprovals: number;
  /** Newly issued GST documents drawn into the blob store before their first download (0122). */
  drawnDocuments: number;
  /** Tasks that failed this run (logged; the next run tries again). */
  failed: string[];
}

/**
 * All background work, in one call: every 10 s on Node (apps/server), each minute from a Cron
 * Trigger on Workers (apps/worker). Safe to run twice at once: webhook deliveries and WhatsApp/SMS
 * messages are claimed with leases, the order releases and the image sweep decide inside write transactions, the
 * reliability refresh claims its due time first, and the prune deletes only ended windows. The tasks run side by side so a slow payment gateway
 * delays none of the others; one failing does not stop the rest.
 */
export async function runScheduledWork(s: Services, now: number): Promise<ScheduledReport> {
  const tasks = {
    webhooks: () =>
      dispatchDueWebhooks(s.db, now, { production: s.config.production, transport: s.webhookTransport }),
    expiredOrders: () => releaseExpiredOrders({ ...s, ...orderPorts }, now),
    unconfirmedOrders: () => cancelUnconfirmedOrders(s.db, orderPorts.orderEnd, now),
    orphanImages: () => sweepOrphanImages(s, now),
    rateLimits: () => pruneRateLimits(s.db, now),
    cartAddKeys: () => pruneCartAddKeys(s.db, now),
    expiringListings: () => expireListings(s.db, now),
    settlements: () => closeSettlements(s.db, now),
    overdueParts: () => flagOverdueParts(s.db, now, s.config.partOverdueHours),
    creditReminders: () => sendCreditReminders(s.db, now),
    endingPrices: () => noticeEndingPrices(s.db, now),
    reliability: () => refreshReliability(s.db, now),
    standingOrders: () => runStandingOrders(s.db, now, s.config.orderLimits),
    slotReminders: () => remindDeliverySlots(s.db, now),
    channelMessages: () => sendDueMessages(s.db, { email: mailChannel(s.mailer), ...s.channels }, now),
    lapsedApprovals: () => lapseRequests(s.db, now),
    drawnDocuments: () => drawIssuedAhead(s, now),
  };
  const names = Object.keys(tasks) as (keyof typeof tasks)[];
  const results = await Promise.allSettled(names.map((name) => tasks[name]()));
  const report: ScheduledReport = {
    webhooks: 0,
    expiredOrders: 0,
    unconfirmedOrders: 0,
    orphanImages: 0,
    rateLimits: 0,
    cartAddKeys: 0,
    expiringListings: 0,
    settlements: 0,
    overdueParts: 0,
    creditReminders: 0,
    endingPrices: 0,
    reliability: 0,
    standingOrders: 0,
    slotReminders: 0,
    channelMessages: 0,
    lapsedApprovals: 0,
    drawnDocuments: 0,
    failed: [],
  };
  results.forEach((r, i) => {
    const name = names[i]!;
    if (r.status === 'fulfilled') report[name] = r.value;
    else {
      report.failed.push(name);
      console.error(`Scheduled work: ${name} failed`, r.reason);
    }
  });
  return report;
}
