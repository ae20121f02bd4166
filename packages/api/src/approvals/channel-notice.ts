import { type Database, outlets } from '@app/db';
import { eq } from 'drizzle-orm';
import { channelMessagesInsert } from '../channels/index.ts';
import { formatRupees, toRupees } from '../shared/money.ts';

/**
 * The WhatsApp and SMS messages of a new request to its approvers (decisions 0110, 0113), as
 * statements for the batch that writes their bell notices; its button approves (key: the request).
 */
export async function approvalNeededMessages(
  db: Database,
  request: { id: string; outletId: string; requester: string; totalPaise: number },
  approverIds: string[],
  now: number,
) {
  const [outlet] = await db
    .select({ name: outlets.name })
    .from(outlets)
    .where(eq(outlets.id, request.outletId));
  const params = {
    requester: request.requester,
    outlet: outlet?.name ?? '',
    amount: formatRupees(toRupees(request.totalPaise)),
  };
  return channelMessagesInsert(db, 'approval_needed', approverIds, params, { key: request.id, now });
}
