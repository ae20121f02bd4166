import { z } from 'zod';

/*
 * The one rule for text sent to the server (docs/decisions/0053-text-input-and-email-change.md):
 * no control characters — C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F) — anywhere
 * in what is sent. A NUL cuts strings short in SQLite's own functions (a check constraint then
 * fires), and the others corrupt CSV exports, PDFs, e-mails and logs. Multi-line fields
 * (addresses, descriptions, notes, reasons) also accept tab and line breaks; CRLF and a lone CR
 * are stored as LF.
 */

export const CONTROL_MESSAGE = 'Must not contain control characters';
export const MULTILINE_CONTROL_MESSAGE =
  'Must not contain control characters other than line breaks and tabs';

const TAB = 0x09;
const LF = 0x0a;

/** True when `v` holds a control character (tab and LF excepted when `multiline`). */
export function hasControlCharacter(v: string, multiline = false): boolean {
  for (let i = 0; i < v.length; i++) {
    const code = v.charCodeAt(i);
    if (code < 0x20 ? !(multiline && (code === TAB || code === LF)) : code >= 0x7f && code <= 0x9f)
      return true;
  }
  return false;
}

/** Adds the single-line rule to any string schema (a URL, a date, a code). */
export const withoutControl = <T extends z.ZodType<string>>(schema: T) =>
  schema.refine((v) => !hasControlCharacter(v), { message: CONTROL_MESSAGE });

/** A string on one line: the start of every text input. */
export const plainString = () => withoutControl(z.string());

/** A string that may span lines (CRLF and CR become LF) and hold tabs. */
export const multilineString = () =>
  z
    .string()
    .overwrite((v) => v.replace(/\r\n?/g, '\n'))
    .refine((v) => !hasControlCharacter(v, true), { message: MULTILINE_CONTROL_MESSAGE });
