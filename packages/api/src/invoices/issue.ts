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
  supplied,
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

type Numbered = Draft & { numbering: { id: string; name: string; prefix: string | null } | null };
type Item = typeof orderItems.$inferSelect;
type Supplier = typeof users.$inferSelect;

/**
 * A supplier's document of what it supplies (a tax invoice when its lines were sold under a
 * GSTIN, else a bill of supply without tax): the quantities it ships, so a line it shipped less of
 * is invoiced on what left, and one it shipped none of is left out. Goods are supplied where they
 * are delivered. Null when nothing of it is supplied.
 */
function supplierDraft(
  order: Order,
  supplier: Supplier,
  items: Item[],
  deliveryState: string,
): Numbered | null {
  const lines = items
    .filter((i) => i.supplierId === supplier.id && i.quantity > i.shortQuantity)
    .sort((a, b) => a.productName.localeCompare(b.productName) || a.id.localeCompare(b.id));
  if (lines.length === 0) return null;
  const gstin = lines.find((l) => l.sellerGstin)?.sellerGstin ?? null;
  const sellerState = supplier.state || deliveryState;
  const interState = isInterState(sellerState, gstin, deliveryState);
  const docLines: DocumentLine[] = lines.map((l) => {
    const s = supplied(l);
    return billedLine(gstin, {
      name: l.productName,
      hsnCode: l.hsnCode,
      gstRate: l.gstRate,
      quantity: s.quantity,
      ...(l.soldBy !== 'pack' && { soldBy: l.soldBy }),
      unit: l.unit,
      pricePaise: l.pricePaise,
      ...(l.listPricePaise !== null &&
        l.priceRule !== 'list' && { listPricePaise: l.listPricePaise, priceRule: l.priceRule }),
      taxablePaise: s.lineTotalPaise,
      taxPaise: s.taxPaise,
    });
  });
  return {
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
  };
}

/**
 * The operator's invoice for the delivery and platform fees (GST-inclusive at 18%), supplied where
 * a registered buyer is registered, else where it takes delivery. Null when there are no fees.
 */
function serviceDraft(order: Order, operator: SellerConfig, deliveryState: string): Numbered | null {
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
  if (!feeLines.length) return null;
  const serviceState = (order.customerGstin && stateOfCode(order.customerGstin.slice(0, 2))) || deliveryState;
  return {
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
  };
}

/**
 * What the order's documents say, before numbers: each supplier's of the lines it supplies (all
 * of them, or only `supplierIds`'), and the operator's for the fees unless left out.
 */
export async function draftDocuments(
  tx: Database | Tx,
  order: Order,
  operator: SellerConfig,
  only: { supplierIds?: readonly string[]; service?: boolean } = {},
) {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const supplierIds = [...new Set(items.flatMap((i) => (i.supplierId ? [i.supplierId] : [])))].filter(
    (id) => !only.supplierIds || only.supplierIds.includes(id),
  );
  const suppliers = supplierIds.length
    ? await tx.select().from(users).where(inArray(users.id, supplierIds))
    : [];
  const deliveryState = order.customerState ?? operator.state;
  const drafts = suppliers.map((s) => supplierDraft(order, s, items, deliveryState));
  if (only.service !== false) drafts.push(serviceDraft(order, operator, deliveryState));
  return drafts.filter((d): d is Numbered => d !== null);
}

export const issuedOf = (tx: Tx, orderId: string) =>
  tx.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId));

/** Numbers each draft in its seller's series, skipping sellers already invoiced, and tells integrators. */
async function issue(tx: Tx, order: Order, drafts: Numbered[], now: number) {
  const invoiced = new Set(
    (await issuedOf(tx, order.id)).filter((d) => d.kind !== 'credit_note').map((d) => d.sellerKey),
  );
  const issued = [];
  for (const { numbering, ...draft } of drafts) {
    if (invoiced.has(draft.sellerKey)) continue;
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

/** The operator's invoice for the fees, once, when the order is confirmed. */
export const issueServiceInvoice = async (tx: Tx, order: Order, operator: SellerConfig, now: number) =>
  issue(tx, order, await draftDocuments(tx, order, operator, { supplierIds: [] }), now);

/**
 * A supplier's invoice, once, when its goods leave it (section 31(1)(a) of the CGST Act: at or
 * before their removal), on what it actually supplies (decision 0088).
 */
export const issueSupplierInvoice = async (
  tx: Tx,
  order: Order,
  supplierId: string,
  operator: SellerConfig,
  now: number,
) =>
  issue(
    tx,
    order,
    await draftDocuments(tx, order, operator, { supplierIds: [supplierId], service: false }),
    now,
  );
