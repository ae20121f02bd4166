/** A font file imported as a Data module (wrangler.toml `[[rules]]`): its bytes. */
declare module '*.woff' {
  const bytes: ArrayBuffer;
  export default bytes;
}
