import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { FONT_FILES, type FontFiles, type FontKey } from '@app/api';

const require = createRequire(import.meta.url);

/** Read once per process: the renderer keeps each font parsed by its bytes. */
const read = new Map<FontKey, Promise<Uint8Array>>();

/** The PDF fonts from node_modules: each file read on first use, then kept for the process. */
export function createNodeFontFiles(): FontFiles {
  return {
    load(key) {
      let bytes = read.get(key);
      if (!bytes) {
        bytes = readFile(require.resolve(FONT_FILES[key])).then((b) => new Uint8Array(b));
        // A failed read is tried again next time rather than remembered.
        bytes.catch(() => read.delete(key));
        read.set(key, bytes);
      }
      return bytes;
    },
  };
}
