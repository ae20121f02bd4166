import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';

/**
 * Just enough SpreadsheetML for the bulk-upload template: read the first sheet's cell text,
 * write a small workbook. Pure JS on fflate, so it runs on Node and Workers alike.
 */

export interface Cell {
  text: string;
  /** The cell holds a formula (refused: it could run in the next spreadsheet that opens it). */
  formula?: boolean;
  /** Numeric cell value (dates arrive as day serials). */
  serial?: number;
}

export interface SheetRow {
  /** Row number as the spreadsheet shows it (header = 1). */
  line: number;
  cells: Cell[];
}

export class SheetError extends Error {
  constructor(
    readonly kind: 'unreadable' | 'too_large',
    message: string,
  ) {
    super(message);
  }
}

/** Largest part we inflate: keeps a small zip from expanding into gigabytes. */
const MAX_PART_BYTES = 40 * 1024 * 1024;

function unzip(bytes: Uint8Array, wanted: (name: string) => boolean) {
  let oversized = false;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (f) => {
        if (!wanted(f.name)) return false;
        if (f.originalSize > MAX_PART_BYTES) oversized = true;
        return !oversized;
      },
    });
  } catch {
    throw new SheetError('unreadable', 'The Excel file could not be read. Save it as .xlsx and try again.');
  }
  if (oversized) throw new SheetError('too_large', 'The spreadsheet is too large.');
  return (name: string) => (files[name] ? strFromU8(files[name]) : null);
}

const attrs = (s: string) => {
  const out: Record<string, string> = {};
  for (const m of s.matchAll(/([\w:]+)\s*=\s*"([^"]*)"/g)) out[m[1]!] = decode(m[2]!);
  return out;
};

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
function decode(s: string): string {
  return s
    .replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos);/gi, (_, e: string) => {
      if (e[0] !== '#') return ENTITIES[e.toLowerCase()] ?? '';
      const code = e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    })
    .replace(/_x([0-9a-f]{4})_/gi, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
}

/** Text of an <si> or <is>: its <t> runs, without phonetic hints. */
const runText = (xml: string) =>
  [...xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '').matchAll(/<t\b[^>]*>([\s\S]*?)<\/t>/g)]
    .map((m) => decode(m[1]!))
    .join('');

const columnIndex = (ref: string) => {
  let n = 0;
  for (const ch of /^[A-Z]+/i.exec(ref)?.[0]?.toUpperCase() ?? '') n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
};

/** The first worksheet's non-empty rows; stops with a too_large error after `maxRows`. */
export function readXlsx(bytes: Uint8Array, maxRows: number): SheetRow[] {
  const meta = unzip(bytes, (n) => n === 'xl/workbook.xml' || n === 'xl/_rels/workbook.xml.rels');
  const workbook = meta('xl/workbook.xml');
  if (!workbook) throw new SheetError('unreadable', 'This is not an Excel .xlsx workbook.');
  const rels = new Map<string, { target: string; type: string }>();
  for (const m of (meta('xl/_rels/workbook.xml.rels') ?? '').matchAll(/<Relationship\b([^>]*)>/g)) {
    const a = attrs(m[1]!);
    if (a.Id && a.Target) rels.set(a.Id, { target: a.Target, type: a.Type ?? '' });
  }
  const partPath = (target: string) =>
    target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
  const firstSheet = /<sheet\b([^>]*)>/.exec(workbook)?.[1];
  const relId = firstSheet ? Object.entries(attrs(firstSheet)).find(([k]) => /(^|:)id$/.test(k))?.[1] : '';
  const sheetPath = partPath(rels.get(relId ?? '')?.target ?? 'worksheets/sheet1.xml');
  const stringsRel = [...rels.values()].find((r) => r.type.endsWith('/sharedStrings'));
  const stringsPath = partPath(stringsRel?.target ?? 'sharedStrings.xml');

  const parts = unzip(bytes, (n) => n === sheetPath || n === stringsPath);
  const sheet = parts(sheetPath);
  if (sheet === null) throw new SheetError('unreadable', 'The workbook has no worksheet.');
  const shared = [...(parts(stringsPath) ?? '').matchAll(/<si\b[^>]*?(?:\/>|>([\s\S]*?)<\/si>)/g)].map((m) =>
    runText(m[1] ?? ''),
  );

  const rows: SheetRow[] = [];
  let line = 0;
  for (const rm of sheet.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const r = Number(attrs(rm[1]!).r);
    line = Number.isInteger(r) && r > 0 ? r : line + 1;
    const cells: Cell[] = [];
    let col = -1;
    for (const cm of (rm[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const a = attrs(cm[1]!);
      col = a.r ? columnIndex(a.r) : col + 1;
      const inner = cm[2] ?? '';
      const v = /<v\b[^>]*>([\s\S]*?)<\/v>/.exec(inner)?.[1];
      const cell: Cell = { text: '' };
      if (/<f\b/.test(inner)) cell.formula = true;
      if (a.t === 'inlineStr') cell.text = runText(/<is\b[^>]*>([\s\S]*?)<\/is>/.exec(inner)?.[1] ?? '');
      else if (a.t === 's') cell.text = shared[Number(v)] ?? '';
      else if (a.t === 'b') cell.text = v === '1' ? 'TRUE' : 'FALSE';
      else if (a.t === 'str' || a.t === 'e' || a.t === 'd') cell.text = decode(v ?? '');
      else if (v !== undefined) {
        cell.text = decode(v);
        const n = Number(cell.text);
        if (Number.isFinite(n)) cell.serial = n;
      }
      cells[col] = cell;
    }
    const filled = Array.from(cells, (c) => c ?? { text: '' });
    if (filled.some((c) => c.text.trim() !== '' || c.formula)) {
      rows.push({ line, cells: filled });
      if (rows.length > maxRows) throw new SheetError('too_large', 'Too many rows.');
    }
  }
  return rows;
}

const esc = (s: string) =>
  s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);
const colName = (i: number): string =>
  (i >= 26 ? colName(Math.floor(i / 26) - 1) : '') + String.fromCharCode(65 + (i % 26));

export interface SheetSpec {
  name: string;
  rows: string[][];
  /** Column indexes kept as text, so a typed date stays YYYY-MM-DD. */
  textColumns?: number[];
  width?: number;
}

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><styleSheet xmlns="${NS}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

function sheetXml(s: SheetSpec): string {
  const text = new Set(s.textColumns ?? []);
  const ncols = Math.max(1, ...s.rows.map((r) => r.length));
  const cols = Array.from(
    { length: ncols },
    (_, i) =>
      `<col min="${i + 1}" max="${i + 1}" width="${s.width ?? 22}" customWidth="1"${text.has(i) ? ' style="2"' : ''}/>`,
  ).join('');
  const rows = s.rows
    .map((row, r) => {
      const cells = row
        .map((v, c) => {
          const style = r === 0 ? ' s="1"' : text.has(c) ? ' s="2"' : '';
          return `<c r="${colName(c)}${r + 1}" t="inlineStr"${style}><is><t xml:space="preserve">${esc(v)}</t></is></c>`;
        })
        .join('');
      return `<row r="${r + 1}">${cells}</row>`;
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${NS}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${cols}</cols><sheetData>${rows}</sheetData></worksheet>`;
}

/** A minimal, valid .xlsx with one or more sheets of text cells; the first row is bold. */
export function writeXlsx(sheets: SheetSpec[]): Uint8Array {
  const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(
      `${xml}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>${sheets.map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('')}</Types>`,
    ),
    '_rels/.rels': strToU8(
      `${xml}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': strToU8(
      `${xml}<workbook xmlns="${NS}" xmlns:r="${REL_NS}"><sheets>${sheets.map((s, i) => `<sheet name="${esc(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `${xml}<Relationships xmlns="${PKG_REL}">${sheets.map((_, i) => `<Relationship Id="rId${i + 1}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('')}<Relationship Id="rId${sheets.length + 1}" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
    ),
    'xl/styles.xml': strToU8(STYLES),
  };
  sheets.forEach((s, i) => {
    files[`xl/worksheets/sheet${i + 1}.xml`] = strToU8(sheetXml(s));
  });
  return zipSync(files, { level: 6 });
}
