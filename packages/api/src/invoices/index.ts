/** What the runtime entries use of invoices: the PDF fonts they load (everything else is this folder's own). */
export { FONT_FILES, type FontFiles, type FontKey } from './fonts.ts';
