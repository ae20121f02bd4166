import { strToU8, zipSync } from 'fflate';

export const HEADER = [
  'Sr.No.',
  'Product Category',
  'Name of Product',
  'Brand',
  'Variety of Product',
  'Manufacturing Date (YYYY-MM-DD)',
  'Date of Expiry (YYYY-MM-DD)',
  'Quantity (such as 1kg or 500ml)',
  'Stock Available',
  'Price (₹)',
  'HSN Code',
  'GST Rate (%)',
];

/** A good row; override cells by header name. */
export function row(n: number, over: Partial<Record<(typeof HEADER)[number], string>> = {}): string[] {
  const base: Record<string, string> = {
    'Sr.No.': String(n),
    'Product Category': 'Rice',
    'Name of Product': `Basmati Rice ${n}`,
    Brand: 'India Gate',
    'Variety of Product': 'Classic',
    'Manufacturing Date (YYYY-MM-DD)': '2026-01-01',
    'Date of Expiry (YYYY-MM-DD)': '2027-01-01',
    'Quantity (such as 1kg or 500ml)': '5kg',
    'Stock Available': '100',
    'Price (₹)': '650.50',
    'HSN Code': '',
    'GST Rate (%)': '',
  };
  return HEADER.map((h) => over[h] ?? base[h]!);
}

const quote = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
export const toCsv = (rows: string[][]) => `${rows.map((r) => r.map(quote).join(',')).join('\r\n')}\r\n`;

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/**
 * An .xlsx the way Excel writes it: cells in the shared-string table, numbers and dates as
 * values. `cells` maps "A1" refs to a string (shared), a number, or a formula.
 */
export function excelLikeXlsx(rows: (string | number | { f: string; v?: string })[][]): Uint8Array {
  const shared: string[] = [];
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const sheetRows = rows
    .map((r, i) => {
      const cells = r
        .map((v, c) => {
          const ref = `${String.fromCharCode(65 + c)}${i + 1}`;
          if (typeof v === 'number') return `<c r="${ref}" s="1"><v>${v}</v></c>`;
          if (typeof v === 'object') return `<c r="${ref}"><f>${esc(v.f)}</f><v>${v.v ?? 0}</v></c>`;
          if (v === '') return '';
          shared.push(v);
          return `<c r="${ref}" t="s"><v>${shared.length - 1}</v></c>`;
        })
        .join('');
      return `<row r="${i + 1}" spans="1:10">${cells}</row>`;
    })
    .join('');
  const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  return zipSync({
    '[Content_Types].xml': strToU8(
      `${xml}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`,
    ),
    'xl/workbook.xml': strToU8(
      `${xml}<workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="Data" sheetId="7" r:id="rId3"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `${xml}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rId3" Type="${REL}/worksheet" Target="worksheets/data.xml"/></Relationships>`,
    ),
    'xl/sharedStrings.xml': strToU8(
      `${xml}<sst xmlns="${NS}" count="${shared.length}">${shared.map((s) => (s.includes('|') ? `<si><r><t>${esc(s.split('|')[0]!)}</t></r><r><rPr><b/></rPr><t xml:space="preserve">${esc(s.split('|')[1]!)}</t></r></si>` : `<si><t>${esc(s)}</t></si>`)).join('')}</sst>`,
    ),
    'xl/worksheets/data.xml': strToU8(
      `${xml}<worksheet xmlns="${NS}"><sheetData>${sheetRows}</sheetData></worksheet>`,
    ),
  });
}
