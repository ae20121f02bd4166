import { mkdtempSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createWorkGate, type FontFiles, runScheduledWork } from '@app/api';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDiskImageStore } from '../../apps/server/src/disk-image-store.ts';
import { createNodeFontFiles } from '../../apps/server/src/fonts.ts';
import { drawIssuedAhead } from '../../packages/api/src/invoices/draw-ahead.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { documentsOf, goodsLeave, placeAndConfirm, threeSellerCart } from '../support/gst.ts';
import { heldFonts, warmUpPdfRenderer } from '../support/pdf.ts';

// Issue 40 (decision 0122): issued GST documents are drawn into the blob store by the background
// job soon after issue, so a first download is a kept one and draws nothing.

const apps: TestApp[] = [];
beforeAll(warmUpPdfRenderer);
afterEach(() => {
  for (const a of apps.splice(0)) a.close();
});

/** The PDF fonts, counting reads (a PDF is drawn only with its fonts read); `failNext` fails one drawing. */
function countedFonts() {
  const fonts = createNodeFontFiles();
  const counted = {
    reads: 0,
    failNext: false as boolean,
    async load(key) {
      if (counted.failNext) {
        counted.failNext = false;
        throw new Error('font unreadable');
      }
      counted.reads += 1;
      return fonts.load(key);
    },
  } satisfies FontFiles & { reads: number; failNext: boolean };
  return counted;
}

const newStore = () => {
  const root = mkdtempSync(join(dirname(inject('baseDbPath')), 'ahead-'));
  return { root, store: createDiskImageStore(root) };
};

async function appWith(store: ReturnType<typeof createDiskImageStore>, dbPath?: string) {
  const fonts = countedFonts();
  const t = await createTestApp({ images: store, fonts }, {}, undefined, { dbPath });
  apps.push(t);
  return { t, fonts };
}

const keptFiles = (root: string) =>
  (readdirSync(root, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[]).filter((e) =>
    e.isFile(),
  ).length;

/** An order of three suppliers whose goods have left: four documents issued (three suppliers' and the fee's). */
async function issuedOrder(t: TestApp) {
  const w = await threeSellerCart(t);
  const order = await placeAndConfirm(t, w.me.token);
  await goodsLeave(t, order.id);
  const numbers = (await documentsOf(t, order.id, w.me.token)).map((d) => d.invoice_number);
  return { ...w, order, numbers };
}

const tick = async (t: TestApp) =>
  (await runScheduledWork(t.services, t.services.clock.now())).drawnDocuments;

describe('issued documents drawn ahead', () => {
  it('are downloaded from the store without drawing, as the same bytes as a drawing on demand', async () => {
    const { root, store } = newStore();
    const { t, fonts } = await appWith(store);
    const { me, malwa, order, numbers } = await issuedOrder(t);
    expect(numbers.length).toBe(4);

    // A run right after issue leaves documents whose transaction might still be open.
    expect(await tick(t)).toBe(0);
    expect(keptFiles(root)).toBe(0);
    t.advance(61_000);
    expect(await tick(t)).toBe(4);
    // Each document, and the order's PDF (nothing more to come).
    expect(keptFiles(root)).toBe(5);
    const readsAhead = fonts.reads;
    expect(readsAhead).toBeGreaterThan(0);

    const malwaNumber = numbers.find((n) => n.startsWith('MALWA'))!;
    const doc = await t.call('GET', `/api/invoices/${malwaNumber}/pdf`, { token: malwa.token });
    const bundle = await t.call('GET', `/api/orders/${order.id}/invoice`, { token: me.token });
    expect([doc.status, bundle.status]).toEqual([200, 200]);
    expect(fonts.reads).toBe(readsAhead);
    expect(keptFiles(root)).toBe(5);
    // The next run has nothing new.
    expect(await tick(t)).toBe(0);

    // Another process on the same database with an empty store draws them on demand: same bytes.
    const fresh = newStore();
    const onDemand = await appWith(fresh.store, t.dbPath);
    const docDrawn = await onDemand.t.call('GET', `/api/invoices/${malwaNumber}/pdf`, { token: malwa.token });
    const bundleDrawn = await onDemand.t.call('GET', `/api/orders/${order.id}/invoice`, { token: me.token });
    expect(onDemand.fonts.reads).toBeGreaterThan(0);
    expect(Buffer.from(docDrawn.data).equals(Buffer.from(doc.data))).toBe(true);
    expect(Buffer.from(bundleDrawn.data).equals(Buffer.from(bundle.data))).toBe(true);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(doc.data)), {
      mergePages: true,
    });
    expect(text).toContain(`Invoice No.: ${malwaNumber}`);
    const all = await extractText(await getDocumentProxy(new Uint8Array(bundle.data)), { mergePages: true });
    for (const n of numbers) expect(all.text).toContain(n);
  });

  it('are drawn once by two servers running the job at the same time', async () => {
    const { root, store } = newStore();
    const a = await appWith(store);
    const { numbers } = await issuedOrder(a.t);
    const b = await appWith(store, a.t.dbPath);
    a.t.advance(61_000);
    b.t.advance(61_000);
    // Only the job itself: the other tasks of two servers at once may meet a locked database here.
    const job = (t: TestApp) => drawIssuedAhead(t.services, t.services.clock.now());
    const [ranA, ranB] = await Promise.all([job(a.t), job(b.t)]);
    expect(ranA + ranB).toBe(numbers.length);
    expect([ranA, ranB]).toContain(0);
    expect(keptFiles(root)).toBe(numbers.length + 1);
    const reads = a.fonts.reads + b.fonts.reads;
    expect(await Promise.all([job(a.t), job(b.t)])).toEqual([0, 0]);
    expect(a.fonts.reads + b.fonts.reads).toBe(reads);
  });

  it('go on past a drawing that fails, and draw the failed one in a later run', async () => {
    const { root, store } = newStore();
    const { t, fonts } = await appWith(store);
    const { numbers } = await issuedOrder(t);
    t.advance(61_000);
    fonts.failNext = true;
    expect(await tick(t)).toBe(3);
    expect(keptFiles(root)).toBe(4);
    expect(await tick(t)).toBe(1);
    expect(keptFiles(root)).toBe(5);
    const reads = fonts.reads;
    const admin = await t.userWithToken('admin');
    for (const n of numbers)
      expect((await t.call('GET', `/api/invoices/${n}/pdf`, { token: admin.token })).status).toBe(200);
    expect(fonts.reads).toBe(reads);
    expect(await tick(t)).toBe(0);
  });

  it('wait while downloads queue for the heavy-work gate, and are drawn once it is free', async () => {
    const { root, store } = newStore();
    const held = heldFonts();
    const heavyWork = createWorkGate({ atOnce: 1, queue: 4 });
    const t = await createTestApp({ images: store, fonts: held.fonts, heavyWork });
    apps.push(t);
    const { me, order, numbers } = await issuedOrder(t);
    t.advance(61_000);
    // One download drawing (its fonts held), another waiting for the gate.
    const drawing = t.call('GET', `/api/orders/${order.id}/invoice`, { token: me.token });
    await held.drawing;
    const waiting = t.call('GET', `/api/invoices/${numbers[0]}/pdf`, { token: me.token });
    for (let i = 0; i < 400 && heavyWork.waiting === 0; i++) await new Promise((r) => setTimeout(r, 5));
    expect(heavyWork.waiting).toBe(1);
    expect(await drawIssuedAhead(t.services, t.services.clock.now())).toBe(0);
    held.release();
    expect([(await drawing).status, (await waiting).status]).toEqual([200, 200]);
    expect(await drawIssuedAhead(t.services, t.services.clock.now())).toBe(numbers.length);
    // The order's PDF and the first document were kept by their downloads; the job drew the rest.
    expect(keptFiles(root)).toBe(numbers.length + 1);
  });
});
