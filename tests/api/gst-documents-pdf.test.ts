import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { createNodeFontFiles } from '../../apps/server/src/fonts.ts';
import type { DocumentLine, PrintedDocument } from '../../packages/api/src/invoices/document.ts';
import { renderDocumentsPdf } from '../../packages/api/src/invoices/pdf.ts';
import { warmUpPdfRenderer } from '../support/pdf.ts';

const fonts = createNodeFontFiles();
// 23 Nov 2026 20:00 UTC is 24 Nov 2026 01:30 in India.
const ISSUED = Date.UTC(2026, 10, 23, 20, 0);

async function read(bytes: Uint8Array) {
  const { text } = await extractText(await getDocumentProxy(bytes));
  const pages = text.map((page) => page.replace(/\s+/g, ' '));
  return { pages, text: pages.join(' ') };
}

const line = (over: Partial<DocumentLine> = {}): DocumentLine => ({
  name: 'Basmati Rice',
  hsnCode: '1006',
  gstRate: 5,
  quantity: 2,
  unit: '5kg',
  pricePaise: 60_000,
  taxablePaise: 1_20_000,
  taxPaise: 6_000,
  ...over,
});

const seller = {
  name: 'Malwa Wholesale Traders',
  address: '14 Siyaganj, Indore, Madhya Pradesh 452007',
  gstin: '23ABCDE1234F1Z5',
  state: 'Madhya Pradesh',
  stateCode: '23',
  fssai: '11425999000999',
};
const buyer = {
  name: 'Café Mumbai रसोई',
  contact: 'Ravi Kumar',
  address: '12 MG Road, Indore',
  phone: '9876543210',
  gstin: null,
  state: 'Madhya Pradesh',
  stateCode: '23',
  fssai: '',
};

/** A tax invoice within Madhya Pradesh: 2 × ₹600 rice at 5% and 1 × ₹1,23,456 oil at 18%. */
const taxInvoice: PrintedDocument = {
  kind: 'tax_invoice',
  number: 'MWT/2026-27/0007',
  issuedAt: ISSUED,
  orderNumber: 'ORD-20261124-0042',
  paymentMethod: 'COD',
  seller,
  buyer,
  placeOfSupply: 'Madhya Pradesh (23)',
  interState: false,
  lines: [
    line(),
    line({
      name: 'Groundnut Oil',
      hsnCode: '1508',
      gstRate: 18,
      quantity: 1,
      unit: '15L',
      pricePaise: 1_23_45_600,
      taxablePaise: 1_23_45_600,
      taxPaise: 22_22_208,
    }),
  ],
  taxByRate: [
    { rate: 5, taxablePaise: 1_20_000, cgstPaise: 3_000, sgstPaise: 3_000, igstPaise: 0 },
    { rate: 18, taxablePaise: 1_23_45_600, cgstPaise: 11_11_104, sgstPaise: 11_11_104, igstPaise: 0 },
  ],
  taxablePaise: 1_24_65_600,
  cgstPaise: 11_14_104,
  sgstPaise: 11_14_104,
  igstPaise: 0,
  totalPaise: 1_46_93_808,
};

const billOfSupply: PrintedDocument = {
  ...taxInvoice,
  kind: 'bill_of_supply',
  number: 'RF/2026-27/0001',
  seller: { ...seller, name: 'Ramesh Farm Fresh', gstin: null, fssai: '' },
  lines: [line({ name: 'Tomatoes', hsnCode: '0702', gstRate: 0, taxPaise: 0 })],
  taxByRate: [{ rate: 0, taxablePaise: 1_20_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 }],
  taxablePaise: 1_20_000,
  cgstPaise: 0,
  sgstPaise: 0,
  totalPaise: 1_20_000,
};

/** The operator's fees to a buyer in Maharashtra: IGST. */
const serviceInvoice: PrintedDocument = {
  ...taxInvoice,
  kind: 'service_invoice',
  number: 'SBM/2026-27/0100',
  seller: { ...seller, name: 'Supply & Beyond Marketplace Pvt. Ltd.', gstin: '23AAACS1234D1Z4' },
  buyer: { ...buyer, gstin: '27AAPFU0939F1ZV', state: 'Maharashtra', stateCode: '27' },
  placeOfSupply: 'Maharashtra (27)',
  interState: true,
  lines: [
    line({
      name: 'Delivery charges',
      hsnCode: '996813',
      gstRate: 18,
      quantity: 1,
      unit: '',
      pricePaise: 5_000,
      taxablePaise: 5_000,
      taxPaise: 900,
    }),
    line({
      name: 'Platform fee',
      hsnCode: '998599',
      gstRate: 18,
      quantity: 1,
      unit: '',
      pricePaise: 100,
      taxablePaise: 100,
      taxPaise: 18,
    }),
  ],
  taxByRate: [{ rate: 18, taxablePaise: 5_100, cgstPaise: 0, sgstPaise: 0, igstPaise: 918 }],
  taxablePaise: 5_100,
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: 918,
  totalPaise: 6_018,
};

const creditNote: PrintedDocument = {
  ...taxInvoice,
  kind: 'credit_note',
  number: 'MWT/CN/2026-27/0001',
  issuedAt: ISSUED + 86_400_000,
  against: { number: 'MWT/2026-27/0007', issuedAt: ISSUED },
  lines: [line({ quantity: 1, taxablePaise: 60_000, taxPaise: 3_000 })],
  taxByRate: [{ rate: 5, taxablePaise: 60_000, cgstPaise: 1_500, sgstPaise: 1_500, igstPaise: 0 }],
  taxablePaise: 60_000,
  cgstPaise: 1_500,
  sgstPaise: 1_500,
  totalPaise: 63_000,
};

beforeAll(warmUpPdfRenderer);

describe('renderDocumentsPdf', () => {
  it('draws each kind of document from its own page with its title, parties and tax lines', async () => {
    const { pages } = await read(
      await renderDocumentsPdf([taxInvoice, billOfSupply, serviceInvoice, creditNote], fonts),
    );
    expect(pages).toHaveLength(4);
    const [tax, bill, service, credit] = pages as [string, string, string, string];

    for (const part of [
      'TAX INVOICE',
      'Original for Recipient',
      'Malwa Wholesale Traders',
      '14 Siyaganj, Indore, Madhya Pradesh 452007',
      'GSTIN: 23ABCDE1234F1Z5',
      'State / राज्य',
      'Madhya Pradesh, Code 23',
      'FSSAI Lic. No. / ',
      ': 11425999000999',
      'Invoice No.: MWT/2026-27/0007',
      'Invoice Date: 24 Nov 2026',
      'Order No.: ORD-20261124-0042',
      'Place of Supply: Madhya Pradesh (23)',
      'Payment: Cash on Delivery',
      'Café Mumbai रसोई',
      'Attn / ',
      ': Ravi Kumar',
      'Phone / ',
      '+91 98765 43210',
      'GSTIN: Unregistered',
      'HSN/SAC',
      'Basmati Rice 1006 2 × 5kg 600.00 1,200.00 5% 60.00',
      'Groundnut Oil 1508 1 × 15L 1,23,456.00 1,23,456.00 18% 22,222.08',
      'Taxable value / कर योग्य मूल्य 1,24,656.00',
      'CGST @ 2.5% 30.00 SGST @ 2.5% 30.00',
      'CGST @ 9% 11,111.04 SGST @ 9% 11,111.04',
      'Total / कुल ₹1,46,938.08',
      'Rupees One Lakh Forty Six Thousand Nine Hundred Thirty Eight and Eight Paise Only',
      'For Malwa Wholesale Traders',
      'Authorised signatory',
      'Page 1 of 1',
    ])
      expect(tax).toContain(part);
    expect(tax).not.toContain('IGST');

    expect(bill).toContain('BILL OF SUPPLY');
    expect(bill).toContain('Bill No.: RF/2026-27/0001');
    expect(bill).toContain('Ramesh Farm Fresh');
    expect(bill).toContain('GSTIN: Unregistered');
    expect(bill).toContain('no GST is charged on this supply');
    expect(bill).toContain('Amount (₹)');
    expect(bill).toContain('Total / कुल ₹1,200.00');
    for (const taxWord of ['CGST @', 'SGST @', 'IGST @', 'Tax (₹)', 'Taxable value', 'GST rate'])
      expect(bill).not.toContain(taxWord);

    expect(service).toContain('TAX INVOICE');
    expect(service).toContain('Delivery and platform services');
    expect(service).toContain('GSTIN: 23AAACS1234D1Z4');
    expect(service).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(service).toContain('Place of Supply: Maharashtra (27)');
    expect(service).toContain('Delivery charges 996813 1 50.00 50.00 18% 9.00');
    expect(service).toContain('IGST @ 18% 9.18');
    expect(service).toContain('Total / कुल ₹60.18');
    expect(service).not.toContain('CGST');

    expect(credit).toContain('CREDIT NOTE');
    expect(credit).toContain('Against invoice No. MWT/2026-27/0007 dated 24 Nov 2026');
    expect(credit).toContain('Credit Note No.: MWT/CN/2026-27/0001');
    expect(credit).toContain('Credit Note Date: 25 Nov 2026');
    expect(credit).toContain('CGST @ 2.5% 15.00 SGST @ 2.5% 15.00');
    expect(credit).toContain('Total / कुल ₹630.00');
  });

  it('prints its fixed labels in English and Hindi, each Hindi label as text beside the English', async () => {
    const { pages } = await read(
      await renderDocumentsPdf(
        [taxInvoice, billOfSupply, creditNote, { ...taxInvoice, number: null }],
        fonts,
      ),
    );
    const [tax, bill, credit, proforma] = pages as [string, string, string, string];
    // Hindi is read back as drawn: a vowel sign ि or a reph comes out where it is printed (decision
    // 0056), so these are labels without them.
    for (const part of [
      'TAX INVOICE',
      'कर बीजक',
      'Qty मात्रा',
      'Rate (₹) दर (₹)',
      'Taxable value (₹) कर योग्य मूल्य (₹)',
      'GST rate GST दर',
      'Tax (₹) कर (₹)',
      'Invoice No.: MWT/2026-27/0007 बीजक संख्या',
      'Invoice Date: 24 Nov 2026 बीजक तारीख',
      'Payment: Cash on Delivery कैश ऑन',
      'Reverse Charge: No नहीं',
      'GSTIN: Unregistered / अपंजीकृत',
      'Total / कुल ₹1,46,938.08',
      'For Malwa Wholesale Traders Malwa Wholesale Traders की ओर से',
      'Page 1 of 1 / पृष्ठ 1 / 1',
    ])
      expect(tax).toContain(part);
    expect(bill).toContain('Amount (₹)');
    expect(bill).toContain('पर GST नहीं');
    expect(bill).toContain('Bill No.: RF/2026-27/0001');
    expect(credit).toContain('CREDIT NOTE');
    expect(credit).toContain('बीजक संख्या MWT/2026-27/0007, तारीख 24 Nov 2026');
    expect(proforma).toContain('यह कर बीजक नहीं है');
    expect(proforma).toContain('Proforma No.: Not issued जारी नहीं');
  });

  it('titles a document without a number a proforma, not a tax invoice', async () => {
    const { text } = await read(await renderDocumentsPdf([{ ...taxInvoice, number: null }], fonts));
    expect(text).toContain('PROFORMA INVOICE — not a tax invoice');
    expect(text).toContain('Proforma No.: Not issued');
    expect(text).not.toContain('TAX INVOICE');
    expect(text).not.toContain('Original for Recipient');
  });

  it('runs a long invoice onto more pages, each with the header and column titles, numbered', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => line({ name: `Spice Mix Number ${i + 1}` }));
    const bytes = await renderDocumentsPdf([{ ...taxInvoice, lines }], fonts);
    const { pages } = await read(bytes);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expect(page).toContain('TAX INVOICE');
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    for (const page of pages.slice(0, -1)) expect(page).toContain('HSN/SAC');
    expect(pages[1]).toContain('Invoice No. MWT/2026-27/0007 · Order No. ORD-20261124-0042');
    expect(pages.join(' ')).toContain('Spice Mix Number 60');
    // Fonts embedded as subsets of the glyphs drawn: about 27 KB; with the whole Latin and
    // Devanagari fonts (regular and bold) the same PDF is about 184 KB.
    expect(bytes.length).toBeLessThan(60_000);
  });

  // Its first use of 16 more fonts (each decodes its lookups once) is slow on a loaded machine.
  it('prints the names of the Indian scripts in their own letters (shaped, read back as typed)', {
    timeout: 60_000,
  }, async () => {
    const names = ['தமிழ்', 'తెలుగు', 'বাংলা', 'ગુજરાતી', 'ಕನ್ನಡ', 'മലയാളം', 'ਪੰਜਾਬੀ', 'ଓଡ଼ିଆ', 'मराठी'];
    const { text } = await read(
      await renderDocumentsPdf(
        [{ ...taxInvoice, buyer: { ...buyer, name: names.join(' '), address: names.join(', ') } }],
        fonts,
      ),
    );
    // Bold (the name) and regular (the address). pdf.js may read a space into a word where a vowel
    // sign joins its consonant (తె లుగు).
    const letters = text.replace(/ /g, '');
    for (const name of names) expect(letters.split(name)).toHaveLength(3);
  });
});
