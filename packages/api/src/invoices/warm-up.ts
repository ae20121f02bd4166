import type { FontFiles } from './fonts.ts';
import { renderDocumentsPdf } from './pdf.ts';

const party = { name: 'रसोई', address: '-', gstin: null, state: '-', stateCode: '23', fssai: '' };

/**
 * The first PDF in a process decodes fontkit's Unicode tables and parses each font (Latin and
 * Devanagari, regular and bold), and shapes the fixed Hindi labels: about 0.1 s of CPU that the
 * first download would otherwise pay. Drawing one empty invoice (thrown away) does all of it;
 * what it leaves is kept per process (fontkit.ts, woff.ts, the font files' reads).
 */
export const prepareRenderer = (fonts: FontFiles) =>
  renderDocumentsPdf(
    [
      {
        kind: 'tax_invoice',
        number: null,
        issuedAt: 0,
        orderNumber: '-',
        paymentMethod: 'COD',
        seller: party,
        buyer: party,
        placeOfSupply: '-',
        interState: false,
        lines: [],
        taxByRate: [],
        taxablePaise: 0,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 0,
        totalPaise: 0,
      },
    ],
    fonts,
  );
