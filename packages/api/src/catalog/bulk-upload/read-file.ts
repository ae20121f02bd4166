import Papa from 'papaparse';
import { fail } from '../../errors.ts';
import { msg } from '../../messages/index.ts';
import { readXlsx, SheetError, type SheetRow } from './xlsx.ts';

export const BULK_MAX_BYTES = 2 * 1024 * 1024;
export const BULK_MAX_ROWS = 5000;
const wrongFile = () => fail.unsupported(msg('error.catalog.wrongFile'));

const tooManyRows = () =>
  fail.tooLarge(msg('error.catalog.tooManyRows', { max: BULK_MAX_ROWS.toLocaleString('en-IN') }));
const tooBig = () => fail.tooLarge(msg('error.catalog.fileTooLarge'));

function readCsv(bytes: Uint8Array): SheetRow[] {
  if (bytes.includes(0)) throw wrongFile();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw fail.badRequest('unreadable_file', msg('error.catalog.csvNotUtf8'));
  }
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: false,
    delimitersToGuess: [',', ';', '\t'],
  });
  const broken = parsed.errors.find((e) => e.type === 'Quotes');
  if (broken)
    throw fail.badRequest('unreadable_file', msg('error.catalog.csvQuote', { row: (broken.row ?? 0) + 1 }));
  const rows: SheetRow[] = [];
  parsed.data.forEach((record, i) => {
    if (!record.some((v) => v.trim() !== '')) return;
    rows.push({ line: i + 1, cells: record.map((text) => ({ text })) });
  });
  return rows;
}

/**
 * The uploaded spreadsheet as rows of cells: a .csv (UTF-8) or an .xlsx (first sheet). File
 * name, size and row count are checked here; nothing is written.
 */
export async function readUpload(file: File): Promise<SheetRow[]> {
  const name = file.name.toLowerCase();
  const kind = name.endsWith('.csv') ? 'csv' : name.endsWith('.xlsx') ? 'xlsx' : null;
  if (!kind) throw wrongFile();
  if (file.size > BULK_MAX_BYTES) throw tooBig();
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > BULK_MAX_BYTES) throw tooBig();
  let rows: SheetRow[];
  if (kind === 'csv') rows = readCsv(bytes);
  else {
    // A real .xlsx is a zip: anything else with that name is refused before we try to read it.
    if (!(bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04))
      throw wrongFile();
    try {
      rows = readXlsx(bytes, BULK_MAX_ROWS + 1);
    } catch (e) {
      if (!(e instanceof SheetError)) throw e;
      if (e.kind === 'too_many_rows') throw tooManyRows();
      if (e.kind === 'too_large') throw fail.tooLarge(e.text);
      throw fail.badRequest('unreadable_file', e.text);
    }
  }
  if (rows.length === 0) throw fail.badRequest('empty_file', msg('error.catalog.emptyFile'));
  if (rows.length - 1 > BULK_MAX_ROWS) throw tooManyRows();
  return rows;
}
