/**
 * CPU per invoice PDF drawn in one process: the first (fonts read, parsed, lookups decoded), then
 * the median and mean of many more, each a different document (a new number and buyer, as the
 * bench's first downloads are). Run: npx tsx scripts/bench-pdf.ts [documents]
 * With `node --cpu-prof --import tsx scripts/bench-pdf.ts` it writes a profile of the loop.
 */
import { createNodeFontFiles } from '../apps/server/src/fonts.ts';
import type { PrintedDocument } from '../packages/api/src/invoices/document.ts';
import { renderDocumentsPdf } from '../packages/api/src/invoices/pdf.ts';

const COUNT = Number(process.argv[2] ?? 200);
const fonts = createNodeFontFiles();

const PRODUCTS = ['Basmati Rice', 'Toor Dal', 'Sunflower Oil', 'Paneer', 'Haldi Powder', 'आटा (चक्की)'];

function invoice(k: number): PrintedDocument {
  const lines = PRODUCTS.slice(0, 2 + (k % 5)).map((name, i) => ({
    name: `${name} ${k}`,
    hsnCode: '1006',
    gstRate: 5,
    quantity: 1 + i,
    unit: '5kg',
    pricePaise: 12_000 + i * 100,
    taxablePaise: (12_000 + i * 100) * (1 + i),
    taxPaise: 600 * (1 + i),
  }));
  const taxable = lines.reduce((s, l) => s + l.taxablePaise, 0);
  const tax = lines.reduce((s, l) => s + l.taxPaise, 0);
  return {
    kind: 'tax_invoice',
    number: `MALWA-2627-${String(k).padStart(5, '0')}`,
    issuedAt: Date.UTC(2026, 10, 24) + k * 60_000,
    orderNumber: `SB-261124-${k}`,
    paymentMethod: 'COD',
    seller: {
      name: 'Malwa Wholesale Pvt Ltd',
      address: '14 Siyaganj, Indore 452007',
      gstin: '23AAACM1234A1Z7',
      state: 'Madhya Pradesh',
      stateCode: '23',
      fssai: '11424999000123',
    },
    buyer: {
      name: `Spice Route Kitchen ${k}`,
      address: `${k} MG Road, Indore 452001`,
      gstin: null,
      state: 'Madhya Pradesh',
      stateCode: '23',
      fssai: '',
      contact: 'राजेश',
      phone: '+91 98765 43210',
    },
    placeOfSupply: 'Madhya Pradesh (23)',
    interState: false,
    lines,
    taxByRate: [{ rate: 5, taxablePaise: taxable, cgstPaise: tax / 2, sgstPaise: tax / 2, igstPaise: 0 }],
    taxablePaise: taxable,
    cgstPaise: tax / 2,
    sgstPaise: tax / 2,
    igstPaise: 0,
    totalPaise: taxable + tax,
  };
}

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

let at = cpuMs();
await renderDocumentsPdf([invoice(0)], fonts);
const first = cpuMs() - at;
const each: number[] = [];
let bytes = 0;
for (let k = 1; k <= COUNT; k++) {
  at = cpuMs();
  bytes += (await renderDocumentsPdf([invoice(k)], fonts)).length;
  each.push(cpuMs() - at);
}
each.sort((a, b) => a - b);
const mean = each.reduce((s, v) => s + v, 0) / each.length;
console.log(
  `first ${first.toFixed(1)} ms; then ${COUNT} documents: median ${each[each.length >> 1]!.toFixed(1)} ms, ` +
    `mean ${mean.toFixed(1)} ms, p95 ${each[Math.floor(each.length * 0.95)]!.toFixed(1)} ms CPU; ` +
    `${Math.round(bytes / COUNT / 1024)} KiB each`,
);
