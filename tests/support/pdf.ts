import type { FontFiles } from '@app/api';
import { createNodeFontFiles } from '../../apps/server/src/fonts.ts';
import { renderDocumentsPdf } from '../../packages/api/src/invoices/pdf.ts';

const party = { name: 'रसोई', address: '-', gstin: null, state: '-', stateCode: '23', fssai: '' };

/**
 * The first PDF in a process decodes fontkit's Unicode tables and each font's lookups (Latin and
 * Devanagari, regular and bold): about a second of CPU, several on a loaded machine. Drawn in
 * beforeAll, so that the time limit of whichever test comes first does not pay for it.
 */
export function warmUpPdfRenderer() {
  return renderDocumentsPdf(
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
    createNodeFontFiles(),
  );
}

/** The PDF fonts, each read held until `release()`: a drawing stays in flight as long as a test needs. */
export function heldFonts() {
  const fonts = createNodeFontFiles();
  let release!: () => void;
  const released = new Promise<void>((r) => {
    release = r;
  });
  let started!: () => void;
  const drawing = new Promise<void>((r) => {
    started = r;
  });
  const held: FontFiles = {
    async load(key) {
      started();
      await released;
      return fonts.load(key);
    },
  };
  return { fonts: held, drawing, release };
}
