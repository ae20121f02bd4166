import type { PrintedDocument } from './document.ts';
import type { FontFiles } from './fonts.ts';
import { renderDocumentsPdf } from './pdf.ts';

const party = {
  name: 'रसोई Kitchen',
  address: '1 MG Road, Indore 452001',
  gstin: '23AAACM1234A1Z7',
  state: 'Madhya Pradesh',
  stateCode: '23',
  fssai: '11424999000123',
};
const line = (name: string, soldBy?: 'kg') => ({
  name,
  hsnCode: '1006',
  gstRate: 5,
  quantity: soldBy ? 2500 : 2,
  ...(soldBy && { soldBy }),
  unit: soldBy ? 'kg' : '5kg',
  pricePaise: 12_000,
  listPricePaise: 12_500,
  taxablePaise: 24_000,
  taxPaise: 1_200,
});
const invoice: PrintedDocument = {
  kind: 'tax_invoice',
  number: 'WARM-0000-00001',
  issuedAt: 0,
  orderNumber: 'SB-000000-0',
  paymentMethod: 'COD',
  seller: party,
  buyer: { ...party, contact: 'राजेश', phone: '+91 98765 43210' },
  placeOfSupply: 'Madhya Pradesh (23)',
  interState: false,
  lines: [line('Basmati Rice'), line('आटा (चक्की)', 'kg')],
  taxByRate: [{ rate: 5, taxablePaise: 48_000, cgstPaise: 1_200, sgstPaise: 1_200, igstPaise: 0 }],
  taxablePaise: 48_000,
  cgstPaise: 1_200,
  sgstPaise: 1_200,
  igstPaise: 0,
  totalPaise: 50_400,
};

/**
 * The first PDF in a process decodes fontkit's Unicode tables, parses each font (Latin and
 * Devanagari, regular and bold), shapes the fixed Hindi labels and compiles the drawing code of
 * every part of a page: several times a later drawing's CPU, which the first download would
 * otherwise pay. Drawing an order-like bundle (an invoice with a pack line and a weighed one,
 * and its credit note), thrown away, does all of it; what it leaves is kept per process (fontkit.ts,
 * woff.ts, the font files' reads). Node runs it once the server listens (decision 0122).
 */
export const prepareRenderer = (fonts: FontFiles) =>
  renderDocumentsPdf([invoice, { ...invoice, kind: 'credit_note', number: 'WARM-0000-C0001' }], fonts);
