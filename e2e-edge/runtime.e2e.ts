import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unstable_startWorker } from 'wrangler';

/**
 * What the product needs from the Workers runtime, proven in workerd itself without
 * nodejs_compat: PBKDF2 at the cost we use (and what it costs), pdf-lib, Indian number formats.
 */
let worker: Awaited<ReturnType<typeof unstable_startWorker>>;
let base = '';
beforeAll(async () => {
  worker = await unstable_startWorker({
    config: new URL('./probe/wrangler.toml', import.meta.url).pathname,
    sendMetrics: false,
    dev: {
      server: { hostname: '127.0.0.1', port: 0 },
      inspector: false,
      persist: false,
      watch: false,
      logLevel: 'error',
    },
  });
  base = (await worker.url).origin;
});
afterAll(() => worker?.dispose());

const timed = async (path: string) => {
  const started = performance.now();
  const res = await fetch(`${base}${path}`);
  return { ms: performance.now() - started, body: await res.json(), status: res.status };
};

describe('workerd runtime', () => {
  it('hashes and verifies passwords with PBKDF2-SHA256 at 100,000 iterations', async () => {
    await timed('/hash?n=1'); // warm up
    const idle = await timed('/hash?n=0');
    const runs = 6;
    const busy = await timed(`/hash?n=${runs}`);
    expect(busy.body).toEqual({ verified: runs });
    // Each run is one hash and one verify: two derivations, as register + login cost.
    const perDerivation = (busy.ms - idle.ms) / (2 * runs);
    console.log(`PBKDF2-SHA256 100k iterations in workerd: ${perDerivation.toFixed(1)} ms per hash`);
    expect(perDerivation).toBeGreaterThan(1);
    expect(perDerivation).toBeLessThan(1000);
  });

  it('draws a PDF with pdf-lib and its standard fonts', async () => {
    const res = await fetch(`${base}/pdf?text=${encodeURIComponent('Invoice INV-2026-0001')}`);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await res.arrayBuffer());
    const { text } = await extractText(bytes, { mergePages: true });
    expect(text).toContain('Invoice INV-2026-0001');
  });

  it('formats rupees with Indian digit grouping (ICU data in workerd)', async () => {
    const res = await fetch(`${base}/rupees?amount=1234567.5`);
    expect(await res.text()).toBe('₹12,34,567.50');
  });
});
