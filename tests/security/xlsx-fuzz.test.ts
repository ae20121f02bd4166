import fc from 'fast-check';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx, SheetError } from '../../packages/api/src/catalog/bulk-upload/xlsx.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { fileForm } from '../support/products.ts';
import { excelLikeXlsx, HEADER, row } from '../support/spreadsheets.ts';

/**
 * Hostile workbooks a supplier could upload. Each must be refused with a sentence a person can
 * act on, as a 4xx, and the server must go on answering. (Speed is not asserted here; the
 * reader is bounded by construction: streamed XML, capped columns, cells, strings and parts.)
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.userWithToken('supplier')).token;
});
afterAll(() => t.close());

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A workbook whose first sheet is `sheetData` (and, optionally, a shared-string table). */
function workbook(sheetData: string, sharedStrings?: string): Uint8Array {
  const rels = `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;
  return zipSync({
    'xl/workbook.xml': strToU8(
      `<workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(rels),
    'xl/worksheets/sheet1.xml': strToU8(
      `<worksheet xmlns="${NS}"><sheetData>${sheetData}</sheetData></worksheet>`,
    ),
    ...(sharedStrings !== undefined ? { 'xl/sharedStrings.xml': strToU8(sharedStrings) } : {}),
  });
}

const upload = (name: string, body: Uint8Array) =>
  t.call('POST', '/api/supplier/products/bulk-upload', { token, body: fileForm(name, body) });

/** The server still answers an ordinary request after the hostile one. */
async function stillAnswers() {
  const res = await t.call('GET', '/api/cities');
  expect(res.status).toBe(200);
}

/** Sets the uncompressed size the zip declares for its first entry (local and central headers). */
function declareSize(zip: Uint8Array, size: number): Uint8Array {
  const out = zip.slice();
  const dv = new DataView(out.buffer);
  dv.setUint32(22, size, true);
  for (let i = out.length - 22; i >= 0; i--) {
    if (dv.getUint32(i, true) === 0x02014b50) {
      dv.setUint32(i + 24, size, true);
      break;
    }
  }
  return out;
}

describe('hostile workbooks', () => {
  it('refuses a cell at column ZZZZZZ without building a huge row', async () => {
    const res = await upload('wide.xlsx', workbook('<row r="1"><c r="ZZZZZZ1"><v>1</v></c></row>'));
    expect(res.status).toBe(413);
    expect(res.data.detail).toBe(
      "The sheet has cells beyond column 100; keep the products in the template's columns.",
    );
    await stillAnswers();
  });

  it('refuses too many cells in a row even without references', async () => {
    const cells = '<c t="inlineStr"><is><t>x</t></is></c>'.repeat(150);
    const res = await upload('wide2.xlsx', workbook(`<row>${cells}</row>`));
    expect(res.status).toBe(413);
    await stillAnswers();
  });

  it('refuses unclosed tags as an unreadable file', async () => {
    const open = '<row r="1"><c r="A1" t="inlineStr"><is><t>'.repeat(20_000);
    const res = await upload('unclosed.xlsx', workbook(open));
    expect(res.status).toBe(400);
    expect(res.data.detail).toBe('The Excel file could not be read. Save it as .xlsx and try again.');
    await stillAnswers();
  });

  it('reads deep nesting in one pass and finds no products in it', async () => {
    const depth = 20_000;
    const deep = `<row r="1"><c r="A1" t="inlineStr"><is>${'<x>'.repeat(depth)}${'</x>'.repeat(depth)}</is></c></row>`;
    const res = await upload('deep.xlsx', workbook(deep));
    expect(res.status).toBe(400);
    expect(res.data.detail).toBe('The file is empty. Download the template and fill it in.');
    await stillAnswers();
  });

  it('refuses a zip bomb that declares its size', async () => {
    const bomb = zipSync({ 'xl/workbook.xml': new Uint8Array(12 * 1024 * 1024).fill(32) }, { level: 1 });
    expect(bomb.byteLength).toBeLessThan(2 * 1024 * 1024);
    const res = await upload('bomb.xlsx', bomb);
    expect(res.status).toBe(413);
    expect(res.data.detail).toBe('The spreadsheet is too large to read (over 10 MB unpacked).');
    await stillAnswers();
  });

  it('stops inflating a zip bomb that lies about its size', async () => {
    const bomb = declareSize(
      zipSync({ 'xl/workbook.xml': new Uint8Array(12 * 1024 * 1024).fill(32) }, { level: 1 }),
      100,
    );
    const res = await upload('liar.xlsx', bomb);
    expect(res.status).toBe(413);
    expect(res.data.detail).toBe('The spreadsheet is too large to read (over 10 MB unpacked).');
    await stillAnswers();
  });

  it('refuses a cell longer than a spreadsheet cell can be', async () => {
    const long = `<row r="1"><c r="A1" t="inlineStr"><is><t>${'a'.repeat(40_000)}</t></is></c></row>`;
    const res = await upload('long.xlsx', workbook(long));
    expect(res.status).toBe(413);
    expect(res.data.detail).toBe(
      'A cell holds more than 32,767 characters, the most a spreadsheet cell can.',
    );
    await stillAnswers();
  });

  it('refuses a shared-string table with too many entries', async () => {
    const sst = `<sst xmlns="${NS}">${'<si/>'.repeat(100_001)}</sst>`;
    const res = await upload('strings.xlsx', workbook('<row r="1"><c r="A1" t="s"><v>0</v></c></row>', sst));
    expect(res.status).toBe(413);
    expect(res.data.detail).toBe('The spreadsheet holds too much text to read.');
    await stillAnswers();
  });

  it('refuses entity expansion (a DOCTYPE "billion laughs")', async () => {
    const lol = `<!DOCTYPE s [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>`;
    const sheet = zipSync({
      'xl/workbook.xml': strToU8(
        `${lol}<workbook xmlns="${NS}"><sheets><sheet name="&b;"/></sheets></workbook>`,
      ),
    });
    const res = await upload('lol.xlsx', sheet);
    expect(res.status).toBe(400);
    await stillAnswers();
  });

  it('still reads what Excel writes: shared strings, rich text and escapes', () => {
    const rows = readXlsx(excelLikeXlsx([HEADER, row(1, { Brand: 'Tata|Sampann' }), [1, { f: 'A1' }]]), 10);
    expect(rows[0]!.cells.map((c) => c.text)).toEqual(HEADER);
    expect(rows[1]!.cells[3]!.text).toBe('TataSampann');
    expect(rows[2]!.cells[1]).toMatchObject({ formula: true });
    const escaped = readXlsx(
      workbook(
        '<row r="2"><c r="B2" t="inlineStr"><is><t>a_x000D_b &amp; &#x20B9;</t><rPh><t>x</t></rPh></is></c></row>',
      ),
      10,
    );
    expect(escaped).toEqual([{ line: 2, cells: [{ text: '' }, { text: 'a\rb & ₹' }] }]);
  });

  it('answers every damaged copy of a real workbook with rows or a SheetError, never anything else', () => {
    const good = excelLikeXlsx([HEADER, row(1), row(2)]);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat({ max: good.byteLength - 1 }), fc.integer({ min: 0, max: 255 })), {
          minLength: 1,
          maxLength: 8,
        }),
        (edits) => {
          const bytes = good.slice();
          for (const [at, value] of edits) bytes[at] = value;
          try {
            expect(Array.isArray(readXlsx(bytes, 100))).toBe(true);
          } catch (e) {
            expect(e).toBeInstanceOf(SheetError);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
