import { TCS_BASIS_POINTS } from '../invoices/index.ts';
import { OPERATOR_SERVICE_GST_RATE } from '../shared/pricing.ts';

/**
 * What the marketplace pays a supplier for its delivered goods (decision 0060). Pure: the job that
 * closes a week and the supplier's running figure for the current week use the same arithmetic.
 */

/** Income-tax TDS under section 194-O: 0.1% from 1 October 2024 (Finance (No. 2) Act 2024). */
export const TDS_BASIS_POINTS = 10;

export interface SettledLine {
  taxablePaise: number;
  taxPaise: number;
  /** The category's commission rate when the line is settled. */
  commissionBps: number;
  /** Sold under the supplier's GSTIN (a tax invoice), so TCS applies. */
  registered: boolean;
}

/** Credit notes against the supplier's documents of the settled orders. */
export interface Returns {
  taxablePaise: number;
  taxPaise: number;
  /** The part of `taxablePaise` credited against tax invoices (TCS nets it out). */
  registeredTaxablePaise: number;
}

const NO_RETURNS: Returns = { taxablePaise: 0, taxPaise: 0, registeredTaxablePaise: 0 };

const pct = (paise: number, basisPoints: number) => Math.round((paise * basisPoints) / 10_000);

export const lineCommission = (l: Pick<SettledLine, 'taxablePaise' | 'commissionBps'>) =>
  pct(l.taxablePaise, l.commissionBps);

/**
 * Gross is what the buyer paid for the goods (taxable value + GST). Commission is taken on each
 * line's taxable value at its category's rate, GST on the commission (a service, SAC 9985) at the
 * operator's service rate. TCS is on the net taxable value of tax-invoiced lines, TDS on the net
 * taxable value of all (CBDT Circular 20/2023: GST shown separately on the invoice is not part of
 * the gross amount under 194-O).
 */
export function settlementFigures(lines: SettledLine[], returns: Returns = NO_RETURNS) {
  const sum = (f: (l: SettledLine) => number) => lines.reduce((s, l) => s + f(l), 0);
  const taxable = sum((l) => l.taxablePaise);
  const gst = sum((l) => l.taxPaise);
  const commission = sum(lineCommission);
  const commissionGst = Math.round((commission * OPERATOR_SERVICE_GST_RATE) / 100);
  const registeredNet = sum((l) => (l.registered ? l.taxablePaise : 0)) - returns.registeredTaxablePaise;
  const tcs = pct(Math.max(0, registeredNet), TCS_BASIS_POINTS);
  const tds = pct(Math.max(0, taxable - returns.taxablePaise), TDS_BASIS_POINTS);
  const gross = taxable + gst;
  const returned = returns.taxablePaise + returns.taxPaise;
  return {
    taxablePaise: taxable,
    gstPaise: gst,
    grossPaise: gross,
    returnsPaise: returned,
    commissionPaise: commission,
    commissionGstPaise: commissionGst,
    tcsPaise: tcs,
    tdsPaise: tds,
    payablePaise: gross - returned - commission - commissionGst - tcs - tds,
  };
}
