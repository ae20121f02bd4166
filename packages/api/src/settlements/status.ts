/**
 * The settlement status table, as pure data shared by the server and the SPA: a week's
 * settlement is ready until staff record the bank transfer that paid it; paid is final.
 * How each status reads is one catalogue key per value (settlementStatus.*).
 */
import type { SettlementStatus } from '@app/db/enums';
import { canMoveIn, type StatusRow } from '../shared/status-table.ts';

export type { SettlementStatus };

type SettlementActor = 'staff';

export const SETTLEMENT_STATUS_TABLE: Readonly<
  Record<SettlementStatus, StatusRow<SettlementStatus, SettlementActor>>
> = {
  ready: { tone: 'amber', moves: { staff: ['paid'] } },
  paid: { tone: 'green', moves: { staff: [] } },
};

export const canMoveSettlement = (actor: SettlementActor, from: SettlementStatus, to: SettlementStatus) =>
  canMoveIn(SETTLEMENT_STATUS_TABLE, actor, from, to);
