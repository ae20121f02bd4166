import type { DocumentKind, DocumentLine } from '@app/db';

export type { DocumentKind, DocumentLine };

/** A party as printed on a document. */
export interface DocumentParty {
  name: string;
  address: string;
  /** Null: unregistered (a bill of supply's seller, or a buyer without GSTIN). */
  gstin: string | null;
  state: string;
  /** GST state code, e.g. 23 for Madhya Pradesh. */
  stateCode: string;
  fssai: string;
  /** Buyer only: who receives the goods and how to reach them. */
  contact?: string;
  phone?: string;
}

/**
 * One GST document as the PDF prints it (rule 46 of the CGST Rules for a tax invoice; rule 49 a
 * bill of supply; rule 53 a credit note). Amounts in paise; every total already computed.
 */
export interface PrintedDocument {
  kind: DocumentKind;
  /** Null on a proforma: a document still to come (its goods have not left the seller yet). */
  number: string | null;
  issuedAt: number;
  orderNumber: string;
  paymentMethod: 'COD' | 'ONLINE' | 'CREDIT';
  seller: DocumentParty;
  buyer: DocumentParty;
  /** Place of supply, e.g. "Madhya Pradesh (23)". */
  placeOfSupply: string;
  /** Intra-state supply (CGST + SGST) or inter-state (IGST). */
  interState: boolean;
  lines: DocumentLine[];
  /** Per rate: taxable value and tax (split half and half within a state). */
  taxByRate: {
    rate: number;
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
  }[];
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  /** A credit note's original invoice number and date. */
  against?: { number: string; issuedAt: number };
}
