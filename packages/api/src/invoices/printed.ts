import type { orders, taxDocuments } from '@app/db';
import { isInterState, stateCode } from '../shared/gstin.ts';
import { paymentMethodOf } from '../shared/payment-method.ts';
import type { PrintedDocument } from './document.ts';
import { taxRows } from './issue.ts';

/** What a stored document or a draft (an insert, before its number) both carry. */
type Printable = Omit<typeof taxDocuments.$inferInsert, 'id' | 'number' | 'financialYear' | 'sequence'> & {
  number: string | null;
  issuedAt: number;
};

/** A document as stored (or drafted: no number yet), with its order, as the PDF prints it. */
export function printedDocument(
  doc: Printable,
  order: typeof orders.$inferSelect,
  against?: { number: string; issuedAt: number },
): PrintedDocument {
  const sellerGstin = doc.sellerGstin ?? null;
  const buyerGstin = doc.buyerGstin ?? null;
  const buyerState = order.customerState ?? doc.placeOfSupply;
  // The rule the document was issued under: its taxes were split by it.
  const interState = isInterState(doc.sellerState, sellerGstin, doc.placeOfSupply);
  return {
    kind: doc.kind,
    number: doc.number,
    issuedAt: doc.issuedAt,
    orderNumber: order.orderNumber,
    paymentMethod: paymentMethodOf(order),
    seller: {
      name: doc.sellerName,
      address: doc.sellerAddress,
      gstin: sellerGstin,
      state: doc.sellerState,
      stateCode: stateCode(doc.sellerState, sellerGstin),
      fssai: doc.sellerFssai ?? '',
    },
    buyer: {
      name: doc.buyerName,
      contact: order.contactPerson || order.customerName,
      address: doc.buyerAddress,
      phone: order.phone,
      gstin: buyerGstin,
      fssai: order.customerFssai,
      state: buyerState,
      stateCode: stateCode(buyerState, buyerGstin),
    },
    placeOfSupply: `${doc.placeOfSupply} (${stateCode(doc.placeOfSupply)})`,
    interState,
    lines: doc.lines,
    taxByRate: taxRows(doc.lines, interState),
    taxablePaise: doc.taxablePaise,
    cgstPaise: doc.cgstPaise,
    sgstPaise: doc.sgstPaise,
    igstPaise: doc.igstPaise,
    totalPaise: doc.totalPaise,
    ...(against ? { against } : {}),
  };
}
