/** What other domains use of invoices: issuing an order's documents and crediting them. */

export { type AccountStatement, accountStatementFile } from './account-statement.ts';
export { creditLinePart, creditOrderDocuments, creditShortLine } from './credit.ts';
export { drawIssuedAhead } from './draw-ahead.ts';
/** What the runtime entries use: the PDF fonts they load. */
export { FONT_FILES, type FontFiles, type FontKey } from './fonts.ts';
export { issueServiceInvoice, issueSupplierInvoice } from './issue.ts';
export { type PackingSlip, packingSlipFile } from './packing-slip.ts';
export { type DocumentPress, renderDocumentsPdf } from './pdf.ts';
export { type SettlementStatement, settlementStatementFile } from './settlement-statement.ts';
export { TCS_BASIS_POINTS } from './tcs.ts';
export { prepareRenderer } from './warm-up.ts';
