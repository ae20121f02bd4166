/** The part of fontkit 2 (it ships no types) that the PDF renderer uses. */
declare module 'fontkit' {
  export function create(buffer: Uint8Array): unknown;
}
