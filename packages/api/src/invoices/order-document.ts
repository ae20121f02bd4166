import type { orderItems, orders } from '@app/db';
import type { SellerConfig } from '../config.ts';
import { GST_STATE_CODES } from '../shared/gstin.ts';
import type { DocumentLine, PrintedDocument } from './document.ts';

const stateByCode = Object.fromEntries(Object.entries(GST_STATE_CODES).map(([name, code]) => [code, name]));

/** Services billed with the goods: delivery (SAC 996813) and the platform's fee (SAC 998599). */
const FEE_RATE = 18;

/**
 * Interim, until issue 18 issues one document per seller: an order's single tax invoice with the
 * marketplace operator as seller, as it was printed before. GST is the order's own (5% of the
 * goods), shared out over the goods lines so that they add up to it; the fees print as two lines
 * with their SAC and no tax of their own, so that the total stays the order's total.
 */
export function orderDocument(
  order: typeof orders.$inferSelect,
  items: { item: typeof orderItems.$inferSelect; supplier: string | null }[],
  seller: SellerConfig,
): PrintedDocument {
  const sellerCode = GST_STATE_CODES[seller.state] ?? seller.gstin.slice(0, 2);
  // Place of supply: the buyer's registered state when a GSTIN is given, else the delivery city's.
  const buyerCode =
    order.customerGstin?.slice(0, 2) ?? GST_STATE_CODES[order.customerState ?? ''] ?? sellerCode;
  const buyerState = stateByCode[buyerCode] ?? order.customerState ?? seller.state;
  const interState = buyerCode !== sellerCode;
  let taxLeft = order.gstPaise;
  const goods: DocumentLine[] = items.map(({ item, supplier }, i) => {
    const share =
      i === items.length - 1
        ? taxLeft
        : Math.round((order.gstPaise * item.lineTotalPaise) / Math.max(order.subtotalPaise, 1));
    taxLeft -= share;
    return {
      name: `${item.productName} — sold by ${supplier ?? 'Marketplace supplier'}`,
      hsnCode: item.hsnCode,
      gstRate: 5,
      quantity: item.quantity,
      unit: item.unit,
      pricePaise: item.pricePaise,
      taxablePaise: item.lineTotalPaise,
      taxPaise: share,
    };
  });
  const fee = (name: string, hsnCode: string, paise: number): DocumentLine => ({
    name,
    hsnCode,
    gstRate: FEE_RATE,
    quantity: 1,
    unit: '',
    pricePaise: paise,
    taxablePaise: paise,
    taxPaise: 0,
  });
  const cgst = interState ? 0 : Math.floor(order.gstPaise / 2);
  const sgst = interState ? 0 : order.gstPaise - cgst;
  const igst = interState ? order.gstPaise : 0;
  return {
    kind: 'tax_invoice',
    number: order.invoiceNumber,
    issuedAt: order.createdAt,
    orderNumber: order.orderNumber,
    paymentMethod: order.paymentMethod,
    seller: { ...seller, stateCode: sellerCode },
    buyer: {
      name: order.restaurantName,
      contact: order.contactPerson || order.customerName,
      address: [order.deliveryAddress, order.landmark && `Landmark: ${order.landmark}`]
        .filter(Boolean)
        .join(', '),
      phone: order.phone,
      gstin: order.customerGstin,
      fssai: order.customerFssai,
      state: buyerState,
      stateCode: buyerCode,
    },
    placeOfSupply: `${buyerState} (${buyerCode})`,
    interState,
    lines: [
      ...goods,
      fee('Delivery charges', '996813', order.deliveryFeePaise),
      fee('Platform fee', '998599', order.platformFeePaise),
    ],
    taxByRate: [
      { rate: 5, taxablePaise: order.subtotalPaise, cgstPaise: cgst, sgstPaise: sgst, igstPaise: igst },
    ],
    taxablePaise: order.subtotalPaise + order.deliveryFeePaise + order.platformFeePaise,
    cgstPaise: cgst,
    sgstPaise: sgst,
    igstPaise: igst,
    totalPaise: order.totalPaise,
  };
}
