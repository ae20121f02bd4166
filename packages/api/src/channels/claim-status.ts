import type { Tx } from '@app/db';
import { type Language, msg, render } from '../messages/index.ts';
import { queueChannelMessages } from './queue.ts';

export type ClaimStep = 'rejected' | 'approved' | 'partly_approved' | 'answered';

/**
 * The customer's `claim_updated` message (decision 0111), its status worded in their language,
 * once per claim and step: the supplier's answer, then staff's decision.
 */
export const queueClaimUpdated = (
  tx: Tx,
  claim: { id: string; customerId: string; orderId: string },
  number: string,
  step: ClaimStep,
  now: number,
) =>
  queueChannelMessages(
    tx,
    'claim_updated',
    [claim.customerId],
    (language: Language) => ({ number, status: render(language, msg(`channels.claimStatus.${step}`)) }),
    { key: `${claim.id}:${step === 'answered' ? 'answered' : 'decided'}`, orderId: claim.orderId, now },
  );
