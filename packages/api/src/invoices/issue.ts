import {
  type Database,
  type DocumentLine,
  newId,
  orderItems,
  type orders,
  type Tx,
  taxDocuments,
  users,
} from '@app/db';
import { eq, inArray } from 'drizzle-orm';
import type { SellerConfig } from '../config.ts';
import { isInterState, stateOfCode } from '../shared/gstin.ts';
import { OPERATOR_INVOICE_PREFIX } from '../shared/invoice-prefix.ts';
import { toRupees } from '../shared/money.ts';
import {
  billedLine,
  includedTax,
  OPERATOR_SERVICE_GST_RATE,
  splitIntraState,
  taxByRate,
} from '../shared/pricing.ts';
import { emitEvent } from '../webhooks/index.ts';
import { nextDocumentNumber, OPERATOR_KEY, supplierPrefix } from './series.ts';

type Order = typeof orders.$inferSelect;
type Draft = Omit<typeof taxDocuments.$inferInsert, 'id' | 'number' | 'financialYear' | 'sequence'>;

/** SAC codes of the operator's services on its invoice (decision 0054). */
export const DELIVERY_SAC = '996813';
export const PLATFORM_SAC = '998599';

/** Each rate's taxable value and tax; within a state the tax is halved into CGST and SGST. */
export const taxRows = (lines: readonly DocumentLine[], interState: boolean) =>
  taxByRate(lines).map((r) => ({
    rate: r.rate,
    taxablePaise: r.taxablePaise,
    ...(interState
      ? { cgstPaise: 0, sgstPaise: 0, igstPaise: r.taxPaise }
      : { ...splitIntraState(r.taxPaise), igstPaise: 0 }),
  }));

/** Totals of a document's lines. */
export function documentTotals(lines: readonly DocumentLine[], interState: boolean) {
  const rows = taxRows(lines, interState);
  const sum = (k: 'cgstPaise' | 'sgstPaise' | 'igstPaise') => rows.reduce((s, r) => s + r[k], 0);
  const taxablePaise = lines.reduce((s, l) => s + l.taxablePaise, 0);
  const [cgstPaise, sgstPaise, igstPaise] = [sum('cgstPaise'), sum('sgstPaise'), sum('igstPaise')];
  return {
    taxablePaise,
    cgstPaise,
    sgstPaise,
    igstPaise,
    totalPaise: taxablePaise + cgstPaise + sgstPaise + igstPaise,
  };
}

/** The buyer block every document of the order carries. */
const buyerOf = (order: Order) => ({
  buyerName: order.restaurantName,
  buyerGstin: order.customerGstin,
  buyerAddress: [order.deliveryAddress, order.landmark && `Landmark: ${order.landmark}`]
    .filter(Boolean)
    .join(', '),
});

/**
 * What the order's documents say, before numbers: one per supplier (a tax invoice when its lines
 * were sold under a GSTIN, else a bill of supply without tax) and the operator's invoice for the
 * delivery and platform fees (GST-inclusive at 18%). Goods are supplied where they are delivered;
 * the fees where a registered buyer is registered, else where it takes delivery.
 */
export async function draftDocuments(tx: Database | Tx, order: Order, operator: SellerConfig) {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const supplierIds = [...new Set(items.flatMap((i) => (i.supplierId ? [i.supplierId] : [])))];
  const suppliers = supplierIds.length
    ? await tx.select().from(users).where(inArray(users.id, supplierIds))
    : [];
  const deliveryState = order.customerState ?? operator.state;
  // `numbering`: whose invoice prefix the number takes (null: the operator's).
  const drafts: (Draft & { numbering: { id: string; name: string; prefix: string | null } | null })[] = [];
  for (const supplier of suppliers) {
    const lines = items
      .filter((i) => i.supplierId === supplier.id)
      .sort((a, b) => a.productName.localeCompare(b.productName) || a.id.localeCompare(b.id));
    const gstin = lines.find((l) => l.sellerGstin)?.sellerGstin ?? null;
    const sellerState = supplier.state || deliveryState;
    const interState = isInterState(sellerState, gstin, deliveryState);
    const docLines: DocumentLine[] = lines.map((l) =>
      billedLine(gstin, {
        name: l.productName,
        hsnCode: l.hsnCode,
        gstRate: l.gstRate,
        quantity: l.quantity,
        ...(l.soldBy !== 'pack' && { soldBy: l.soldBy }),
        unit: l.unit,
        pricePaise: l.pricePaise,
        taxablePaise: l.lineTotalPaise,
        taxPaise: l.taxPaise,
      }),
    );
    drafts.push({
      orderId: order.id,
      sellerId: supplier.id,
      sellerKey: supplier.id,
      kind: gstin ? 'tax_invoice' : 'bill_of_supply',
      sellerName: supplier.legalName || supplier.restaurantName,
      sellerGstin: gstin,
      sellerAddress: supplier.businessAddress || supplier.address,
      sellerState,
      sellerFssai: supplier.fssaiNumber,
      ...buyerOf(order),
      placeOfSupply: deliveryState,
      ...documentTotals(docLines, interState),
      lines: docLines,
      numbering: { id: supplier.id, name: supplier.restaurantName, prefix: supplier.invoicePrefix },
    });
  }
  const fees: [string, string, number][] = [
    ['Delivery charges', DELIVERY_SAC, order.deliveryFeePaise],
    ['Platform fee', PLATFORM_SAC, order.platformFeePaise],
  ];
  const feeLines: DocumentLine[] = fees
    .filter(([, , paise]) => paise > 0)
    .map(([name, sac, paise]) => {
      const taxPaise = includedTax(paise, OPERATOR_SERVICE_GST_RATE);
      return {
        name,
        hsnCode: sac,
        gstRate: OPERATOR_SERVICE_GST_RATE,
        quantity: 1,
        unit: 'service',
        pricePaise: paise - taxPaise,
        taxablePaise: paise - taxPaise,
        taxPaise,
      };
    });
  if (feeLines.length) {
    const serviceState =
      (order.customerGstin && stateOfCode(order.customerGstin.slice(0, 2))) || deliveryState;
    drafts.push({
      orderId: order.id,
      sellerId: null,
      sellerKey: OPERATOR_KEY,
      kind: 'service_invoice',
      sellerName: operator.name,
      sellerGstin: operator.gstin,
      sellerAddress: operator.address,
      sellerState: operator.state,
      sellerFssai: '',
      ...buyerOf(order),
      placeOfSupply: serviceState,
      ...documentTotals(feeLines, isInterState(operator.state, operator.gstin, serviceState)),
      lines: feeLines,
      numbering: null,
    });
  }
  return drafts;
}

export const issuedOf = (tx: Tx, orderId: string) =>
  tx.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId));

/**
 * Issues the order's documents once, when it is confirmed: numbered in each seller's series inside
 * the confirming transaction. A second call finds them issued and does nothing.
 */
export async function issueOrderDocuments(tx: Tx, order: Order, operator: SellerConfig, now: number) {
  if ((await issuedOf(tx, order.id)).length > 0) return;
  const issued = [];
  for (const { numbering, ...draft } of await draftDocuments(tx, order, operator)) {
    const prefix = numbering ? await supplierPrefix(tx, numbering) : OPERATOR_INVOICE_PREFIX;
    const numbered = await nextDocumentNumber(tx, { key: draft.sellerKey, prefix }, 'invoice', now);
    const id = newId('doc');
    await tx.insert(taxDocuments).values({ ...draft, ...numbered, id, issuedAt: now });
    issued.push({
      id,
      number: numbered.number,
      kind: draft.kind,
      seller_name: draft.sellerName,
      total_amount: toRupees(draft.totalPaise),
    });
  }
  if (issued.length === 0) return;
  await emitEvent(
    tx,
    'invoice.issued',
    { order_id: order.id, order_number: order.orderNumber, documents: issued },
    { customerId: order.customerId, cityId: order.cityId },
    now,
  );
}
