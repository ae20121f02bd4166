import { PDFDocument, StandardFonts } from 'pdf-lib';
import { hashPassword, verifyPassword } from '../../packages/api/src/accounts/password.ts';
import { formatRupees } from '../../packages/api/src/shared/money.ts';

/**
 * /hash?n= hashes and verifies n times at the product's cost; /pdf draws a one-page PDF with
 * pdf-lib; /rupees formats an amount as the invoices and the sandbox checkout do (Intl, en-IN).
 */
export default {
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === '/hash') {
      const n = Number(url.searchParams.get('n') ?? 1);
      let verified = 0;
      for (let i = 0; i < n; i++) {
        const stored = await hashPassword(`secret-${i}`, 100_000);
        if (await verifyPassword(`secret-${i}`, stored)) verified++;
      }
      return Response.json({ verified });
    }
    if (url.pathname === '/pdf') {
      const doc = await PDFDocument.create();
      const font = await doc.embedFont(StandardFonts.Helvetica);
      doc.addPage().drawText(url.searchParams.get('text') ?? '', { x: 50, y: 700, size: 12, font });
      return new Response((await doc.save()) as Uint8Array<ArrayBuffer>, {
        headers: { 'Content-Type': 'application/pdf' },
      });
    }
    if (url.pathname === '/rupees') return new Response(formatRupees(Number(url.searchParams.get('amount'))));
    return new Response('not found', { status: 404 });
  },
};
