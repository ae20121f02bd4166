/** What other domains may use of invoices: issuing an order's documents and crediting them. */
export { creditOrderDocuments, issueOrderDocuments } from './issue.ts';
