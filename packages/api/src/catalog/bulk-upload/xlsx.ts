import { strFromU8, Unzip, UnzipInflate } from 'fflate';
import { SaxesParser } from 'saxes';
import { type Message, msg, render } from '../../messages/index.ts';

/**
 * Reads the first sheet's cell text of an uploaded .xlsx: fflate unzips, saxes streams the XML.
 * Pure JS, so it runs on Node and Workers alike.
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

/** Why a workbook cannot be read: `text` is the caller's sentence, `message` its English. */
export class SheetError extends Error {
  constructor(
    readonly kind: 'unreadable' | 'too_large' | 'too_many_rows',
    readonly text: Message,
  ) {
    super(render('en', text));
  }
}

/**
 * Limits a hostile workbook meets before it costs memory or time. A part is inflated only when
 * its declared size fits, and inflation stops at that size; XML is read by a streaming parser
 * (saxes: linear, no backtracking regular expressions), so unclosed tags or deep nesting fail
 * fast instead of looping.
 */
export const SHEET_LIMITS = {
  partBytes: 10 * 1024 * 1024,
  columns: 100,
  cellChars: 32_767,
  sharedStrings: 100_000,
  sharedChars: 8 * 1024 * 1024,
} as const;

const unreadable = (why: Message = msg('error.catalog.xlsxUnreadable')) => new SheetError('unreadable', why);

const tooLarge = () => new SheetError('too_large', msg('error.catalog.xlsxUnpackedTooLarge'));

/**
 * The wanted parts of the zip, inflated as a stream in small input steps: a part whose declared
 * or actual size passes the limit stops the read at that point (a zip may declare a small size
 * and hold gigabytes).
 */
function unzip(bytes: Uint8Array, wanted: (name: string) => boolean) {
  const files = new Map<string, Uint8Array[]>();
  let failure: SheetError | null = null;
  let entries = 0;
  let unfinished = 0;
  const reader = new Unzip((file) => {
    if (file.name) entries++;
    if (!wanted(file.name) || failure) return;
    if ((file.originalSize ?? 0) > SHEET_LIMITS.partBytes) {
      failure = tooLarge();
      return;
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    unfinished++;
    file.ondata = (err, chunk, final) => {
      if (failure) return;
      size += chunk?.byteLength ?? 0;
      if (err) failure = unreadable();
      else if (size > SHEET_LIMITS.partBytes) {
        failure = tooLarge();
        file.terminate();
      } else {
        chunks.push(chunk);
        if (final) {
          files.set(file.name, chunks);
          unfinished--;
        }
      }
    };
    file.start();
  });
  reader.register(UnzipInflate);
  const STEP = 4096;
  try {
    for (let i = 0; i < bytes.byteLength && !failure; i += STEP)
      reader.push(bytes.subarray(i, i + STEP), i + STEP >= bytes.byteLength);
  } catch {
    throw unreadable();
  }
  if (failure) throw failure;
  // Entries cut short, or nothing that reads as a zip entry at all: a damaged file.
  if (unfinished > 0 || entries === 0) throw unreadable();
  return (name: string) => {
    const chunks = files.get(name);
    return chunks ? strFromU8(concat(chunks)) : null;
  };
}

function concat(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

type Handlers = {
  open?: (name: string, attrs: Record<string, string>) => void;
  close?: (name: string) => void;
  text?: (text: string) => void;
};

class XmlBroken extends Error {}

/** Streams `xml` through saxes; the first XML error (unclosed tag, unknown entity) ends the read. */
function parseXml(xml: string, h: Handlers) {
  const parser = new SaxesParser();
  parser.on('error', () => {
    throw new XmlBroken();
  });
  if (h.open) parser.on('opentag', (t) => h.open!(local(t.name), t.attributes as Record<string, string>));
  if (h.close) parser.on('closetag', (t) => h.close!(local(t.name)));
  if (h.text) {
    parser.on('text', h.text);
    parser.on('cdata', h.text);
  }
  try {
    parser.write(xml).close();
  } catch (e) {
    if (e instanceof XmlBroken) throw unreadable();
    throw e;
  }
}

const tooWide = () =>
  new SheetError('too_large', msg('error.catalog.xlsxTooWide', { max: SHEET_LIMITS.columns }));
const cellTooLong = () => new SheetError('too_large', msg('error.catalog.xlsxCellTooLong'));

/** Element name without its namespace prefix (`x:row` → `row`). */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** OOXML's escape for characters XML cannot carry (`_x000D_`). */
const unescapeOoxml = (s: string) =>
  s.includes('_x')
    ? s.replace(/_x([0-9a-fA-F]{4})_/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)))
    : s;

/** Column index of a cell reference (`C7` → 2); refuses references past the column limit. */
function columnIndex(ref: string): number {
  let n = 0;
  for (let i = 0; i < ref.length; i++) {
    const c = ref.charCodeAt(i) | 0x20;
    if (c < 97 || c > 122) break;
    n = n * 26 + (c - 96);
    if (n > SHEET_LIMITS.columns) throw tooWide();
  }
  return n - 1;
}

/** Collects the text of <t> runs inside the element being read, skipping phonetic hints (<rPh>). */
class RunText {
  private parts: string[] = [];
  private length = 0;
  private inT = false;
  private inPhonetic = 0;
  open(name: string) {
    if (name === 'rPh') this.inPhonetic++;
    else if (name === 't' && !this.inPhonetic) this.inT = true;
  }
  close(name: string) {
    if (name === 'rPh') this.inPhonetic--;
    else if (name === 't') this.inT = false;
  }
  text(t: string) {
    if (!this.inT) return;
    this.length += t.length;
    if (this.length > SHEET_LIMITS.cellChars) throw cellTooLong();
    this.parts.push(t);
  }
  take() {
    const s = unescapeOoxml(this.parts.join(''));
    this.parts = [];
    this.length = 0;
    return s;
  }
}

function readSharedStrings(xml: string | null): string[] {
  const out: string[] = [];
  if (!xml) return out;
  const run = new RunText();
  let total = 0;
  parseXml(xml, {
    open: (n) => run.open(n),
    text: (t) => run.text(t),
    close: (n) => {
      if (n !== 'si') return run.close(n);
      const s = run.take();
      total += s.length;
      out.push(s);
      if (out.length > SHEET_LIMITS.sharedStrings || total > SHEET_LIMITS.sharedChars)
        throw new SheetError('too_large', msg('error.catalog.xlsxTooMuchText'));
    },
  });
  return out;
}

/** The first worksheet's non-empty rows; stops with a too_many_rows error after `maxRows`. */
export function readXlsx(bytes: Uint8Array, maxRows: number): SheetRow[] {
  const meta = unzip(bytes, (n) => n === 'xl/workbook.xml' || n === 'xl/_rels/workbook.xml.rels');
  const workbook = meta('xl/workbook.xml');
  if (!workbook) throw unreadable(msg('error.catalog.notXlsx'));
  let firstSheetRel = '';
  parseXml(workbook, {
    open: (n, a) => {
      if (n !== 'sheet' || firstSheetRel) return;
      firstSheetRel = Object.entries(a).find(([k]) => /(^|:)id$/.test(k))?.[1] ?? '';
    },
  });
  const rels = new Map<string, { target: string; type: string }>();
  parseXml(meta('xl/_rels/workbook.xml.rels') ?? '<Relationships/>', {
    open: (n, a) => {
      if (n === 'Relationship' && a.Id && a.Target) rels.set(a.Id, { target: a.Target, type: a.Type ?? '' });
    },
  });
  const partPath = (target: string) =>
    target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
  const sheetPath = partPath(rels.get(firstSheetRel)?.target ?? 'worksheets/sheet1.xml');
  const stringsRel = [...rels.values()].find((r) => r.type.endsWith('/sharedStrings'));
  const stringsPath = partPath(stringsRel?.target ?? 'sharedStrings.xml');

  const parts = unzip(bytes, (n) => n === sheetPath || n === stringsPath);
  const sheet = parts(sheetPath);
  if (sheet === null) throw unreadable(msg('error.catalog.noWorksheet'));
  const shared = readSharedStrings(parts(stringsPath));
  return readSheet(sheet, shared, maxRows);
}

function readSheet(xml: string, shared: string[], maxRows: number): SheetRow[] {
  const rows: SheetRow[] = [];
  const run = new RunText();
  let line = 0;
  let cells: Cell[] = [];
  let col = -1;
  let cell: { type: string; formula: boolean; value: string[]; length: number } | null = null;
  let inValue = false;
  const finishCell = () => {
    if (!cell) return;
    const v = cell.value.length ? cell.value.join('') : undefined;
    const out: Cell = { text: '' };
    if (cell.formula) out.formula = true;
    if (cell.type === 'inlineStr') out.text = run.take();
    else if (cell.type === 's') out.text = shared[Number(v)] ?? '';
    else if (cell.type === 'b') out.text = v === '1' ? 'TRUE' : 'FALSE';
    else if (cell.type === 'str' || cell.type === 'e' || cell.type === 'd') out.text = unescapeOoxml(v ?? '');
    else if (v !== undefined) {
      out.text = unescapeOoxml(v);
      const n = Number(out.text);
      if (Number.isFinite(n)) out.serial = n;
    }
    cells[col] = out;
    cell = null;
  };
  parseXml(xml, {
    open: (n, a) => {
      if (n === 'row') {
        const r = Number(a.r);
        line = Number.isInteger(r) && r > 0 ? r : line + 1;
        cells = [];
        col = -1;
      } else if (n === 'c') {
        col = a.r ? columnIndex(a.r) : col + 1;
        if (col >= SHEET_LIMITS.columns) throw tooWide();
        cell = { type: a.t ?? '', formula: false, value: [], length: 0 };
      } else if (cell) {
        if (n === 'f') cell.formula = true;
        else if (n === 'v') inValue = true;
        else run.open(n);
      }
    },
    text: (t) => {
      if (!cell) return;
      if (!inValue) return run.text(t);
      cell.length += t.length;
      if (cell.length > SHEET_LIMITS.cellChars) throw cellTooLong();
      cell.value.push(t);
    },
    close: (n) => {
      if (n === 'v') inValue = false;
      else if (n === 'c') finishCell();
      else if (n === 'row') {
        const filled = Array.from(cells, (c) => c ?? { text: '' });
        if (filled.some((c) => c.text.trim() !== '' || c.formula)) {
          rows.push({ line, cells: filled });
          if (rows.length > maxRows)
            throw new SheetError('too_many_rows', msg('error.catalog.xlsxTooManyRows'));
        }
      } else if (cell) run.close(n);
    },
  });
  return rows;
}
