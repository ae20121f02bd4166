import { type FontFiles, prepareRenderer } from '@app/api';
import { createNodeFontFiles } from '../../apps/server/src/fonts.ts';

/**
 * The first PDF in a process decodes fontkit's Unicode tables and each font's lookups: about a
 * second of CPU on a loaded machine. Drawn in beforeAll, so that the time limit of whichever test
 * comes first does not pay for it (the server does the same after it starts).
 */
export const warmUpPdfRenderer = () => prepareRenderer(createNodeFontFiles());

/** The PDF fonts, each read held until `release()`: a drawing stays in flight as long as a test needs. */
export function heldFonts() {
  const fonts = createNodeFontFiles();
  let release!: () => void;
  const released = new Promise<void>((r) => {
    release = r;
  });
  let started!: () => void;
  const drawing = new Promise<void>((r) => {
    started = r;
  });
  const held: FontFiles = {
    async load(key) {
      started();
      await released;
      return fonts.load(key);
    },
  };
  return { fonts: held, drawing, release };
}
