import { type ReliabilityStatus, supplierReliability } from '@app/db';

/** The columns a catalogue read takes of its listings' suppliers (left-joined: none is new). */
export const reliabilityColumns = {
  reliabilityStatus: supplierReliability.status,
  reliabilityParts: supplierReliability.parts,
  fillRate: supplierReliability.fillRate,
  onTimeRate: supplierReliability.onTimeRate,
  rejectionRate: supplierReliability.rejectionRate,
  claimRate: supplierReliability.claimRate,
};

interface Columns {
  reliabilityStatus: ReliabilityStatus | null;
  reliabilityParts: number | null;
  fillRate: number | null;
  onTimeRate: number | null;
  rejectionRate: number | null;
  claimRate: number | null;
}

/** `supplier_reliability` of an offer or product, as refreshed last (decision 0090). */
export const reliabilityAnswer = (r: Columns) => ({
  status: r.reliabilityStatus ?? 'new',
  fill_rate: r.fillRate,
  on_time_rate: r.onTimeRate,
  rejection_rate: r.rejectionRate,
  claim_rate: r.claimRate,
  parts: r.reliabilityParts ?? 0,
});
