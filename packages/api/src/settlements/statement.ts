import { type Database, orderItems, orders, settlementLines, users } from '@app/db';
import { asc, eq } from 'drizzle-orm';
import type { SellerConfig } from '../config.ts';
import { type FontFiles, settlementStatementFile, TCS_BASIS_POINTS } from '../invoices/index.ts';
import { msg } from '../messages/index.ts';
import type { ImageStore } from '../ports.ts';
import { formatQuantity } from '../shared/measure.ts';
import { OPERATOR_SERVICE_GST_RATE, supplied } from '../shared/pricing.ts';
import { TDS_BASIS_POINTS } from './figures.ts';
import { readableSettlement } from './settlements.ts';

/** The settlement statement PDF, for its supplier or staff reaching its city; 404 for anyone else. */
export async function settlementStatement(
  db: Database,
  store: ImageStore,
  operator: SellerConfig,
  fonts: FontFiles,
  reader: { supplierId?: string; scope?: { cityId: string | null } },
  id: string,
) {
  const { row: s, supplierName } = await readableSettlement(db, reader, id);
  const [[supplier], lines] = await Promise.all([
    db.select().from(users).where(eq(users.id, s.supplierId)),
    db
      .select({ line: settlementLines, item: orderItems, orderNumber: orders.orderNumber })
      .from(settlementLines)
      .innerJoin(orderItems, eq(orderItems.id, settlementLines.orderItemId))
      .innerJoin(orders, eq(orders.id, settlementLines.orderId))
      .where(eq(settlementLines.settlementId, s.id))
      .orderBy(asc(orders.deliveredAt), asc(orders.orderNumber)),
  ]);
  return settlementStatementFile(
    {
      periodStart: s.periodStart,
      periodEnd: s.periodEnd,
      supplier: {
        name: supplier?.legalName || supplierName,
        gstin: supplier?.gstin ?? null,
        address: supplier?.businessAddress || supplier?.address || '',
      },
      operator: { name: operator.name, gstin: operator.gstin },
      status: s.status,
      createdAt: s.createdAt,
      reference: s.reference,
      paidAt: s.paidAt,
      lines: lines.map((l) => ({
        orderNumber: l.orderNumber,
        name: `${l.item.productName} (${l.item.unit})`,
        quantity: formatQuantity(supplied(l.item).quantity, l.item.soldBy),
        taxablePaise: supplied(l.item).lineTotalPaise,
        taxPaise: supplied(l.item).taxPaise,
        commissionBps: l.line.commissionBps,
        commissionPaise: l.line.commissionPaise,
      })),
      summary: [
        [msg('pdf.settlement.goods'), s.taxablePaise],
        [msg('pdf.settlement.gst'), s.gstPaise],
        [msg('pdf.settlement.gross'), s.grossPaise],
        [msg('pdf.settlement.returns'), -s.returnsPaise],
        [msg('pdf.settlement.lessCommission'), -s.commissionPaise],
        [msg('pdf.settlement.commissionGst', { rate: OPERATOR_SERVICE_GST_RATE }), -s.commissionGstPaise],
        [msg('pdf.settlement.tcs', { rate: TCS_BASIS_POINTS / 100 }), -s.tcsPaise],
        [msg('pdf.settlement.tds', { rate: TDS_BASIS_POINTS / 100 }), -s.tdsPaise],
        [msg('pdf.settlement.payable'), s.payablePaise],
      ],
    },
    fonts,
    store,
  );
}
