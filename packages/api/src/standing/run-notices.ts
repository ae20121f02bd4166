import type { Database, standingOrders } from '@app/db';
import type { CartLine } from '../cart/index.ts';
import { queueChannelMessages } from '../channels/index.ts';
import { msg } from '../messages/index.ts';
import { notify } from '../notifications/index.ts';
import { formatQuantity } from '../shared/measure.ts';
import { dayIn, dayText } from '../shared/slot-text.ts';
import type { NotOrdered } from './lines.ts';

type Standing = typeof standingOrders.$inferSelect;

const linesText = (lines: readonly CartLine[]) =>
  lines.map((l) => `${l.name} × ${formatQuantity(l.quantity, l.soldBy)}`).join(', ');
const notOrderedText = (lines: readonly NotOrdered[]) => lines.map((l) => l.reason).join(' ');

/**
 * Ahead of a run: what it will order, while the customer can still skip or change it; on their
 * channels too (`standing_order_soon`, once per run), the date in their language.
 */
export function tellAhead(db: Database, s: Standing, day: string, lines: readonly CartLine[], now: number) {
  return db.write(async (tx) => {
    await notify(
      tx,
      s.customerId,
      {
        type: 'standing_order_ahead',
        title: msg('standing.ahead.title', { name: s.name, day: dayText(day) }),
        message:
          lines.length > 0
            ? msg('standing.ahead.message', { lines: linesText(lines) })
            : msg('standing.ahead.nothing'),
      },
      now,
    );
    await queueChannelMessages(
      tx,
      'standing_order_soon',
      [s.customerId],
      (language) => ({ name: s.name, date: dayIn(language, day, false) }),
      { key: `${s.id}:${day}`, now },
    );
  });
}

/** A run placed its order: one notice, with every line it could not order and why. */
export function tellPlaced(
  db: Database,
  s: Standing,
  day: string,
  placed: { number: string; lines: number; notOrdered: NotOrdered[]; online: boolean },
  now: number,
) {
  return notify(
    db,
    s.customerId,
    {
      type: 'standing_order_placed',
      title: msg('standing.placed.title', { name: s.name, day: dayText(day) }),
      message: [
        msg('standing.placed.message', { number: placed.number, count: placed.lines }),
        placed.online && msg('standing.placed.payOnline'),
        placed.notOrdered.length > 0 &&
          msg('standing.notOrdered', { reasons: notOrderedText(placed.notOrdered) }),
      ],
    },
    now,
  );
}

/** A run could place nothing: one notice with every reason. */
export function tellFailed(db: Database, s: Standing, day: string, report: NotOrdered[], now: number) {
  return notify(
    db,
    s.customerId,
    {
      type: 'standing_order_failed',
      title: msg('standing.failed.title', { name: s.name, day: dayText(day) }),
      message: msg('standing.failed.message', { reasons: notOrderedText(report) }),
    },
    now,
  );
}
