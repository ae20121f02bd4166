// The process GST documents are drawn in (pdf-press.ts): the fonts read and the renderer prepared
// once here, then one bundle of documents per message, answered with its bytes.
import { readdirSync } from 'node:fs';
import { constants, setPriority } from 'node:os';
import { type DocumentPress, prepareRenderer, renderDocumentsPdf } from '@app/api/invoices';
import { createNodeFontFiles } from './fonts.ts';

type Ask = { id: number; docs: Parameters<DocumentPress>[0] };

// Drawing takes what CPU the requests leave. On Linux each thread has its own priority, V8's
// collector threads included, so every thread of this process is set to the lowest; threads
// started later inherit it.
try {
  for (const tid of readdirSync('/proc/self/task')) setPriority(Number(tid), constants.priority.PRIORITY_LOW);
} catch {
  // Elsewhere, or not allowed: drawn at the server's priority.
}

const fonts = createNodeFontFiles();
const ready = prepareRenderer(fonts).catch((e) => console.warn('PDF renderer not prepared', e));

process.on('message', async ({ id, docs }: Ask) => {
  await ready;
  try {
    process.send?.({ id, bytes: await renderDocumentsPdf(docs, fonts) });
  } catch (e) {
    process.send?.({ id, error: e instanceof Error ? e.message : String(e) });
  }
});
// The server gone, so is its press.
process.on('disconnect', () => process.exit(0));
