import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type FontFiles, runScheduledWork } from '@app/api';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDiskImageStore } from '../../apps/server/src/disk-image-store.ts';
import { createNodeFontFiles } from '../../apps/server/src/fonts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { fy, goodsLeave, placeAndConfirm, threeSellerCart } from '../support/gst.ts';
import { warmUpPdfRenderer } from '../support/pdf.ts';

// Issue 34: an issued GST document never changes, so it is drawn once and kept in the blob store
// (R2 on Workers, the data folder on Node); a settlement statement is kept by what it prints.

const apps: TestApp[] = [];
beforeAll(warmUpPdfRenderer);
afterEach(() => {
  for (const a of apps.splice(0)) a.close();
});

/** The PDF fonts, counting the reads: a PDF is drawn only with its fonts read. */
function countedFonts() {
  const fonts = createNodeFontFiles();
  const counted = {
    reads: 0,
    async load(key) {
      counted.reads += 1;
      return fonts.load(key);
    },
  } satisfies FontFiles & { reads: number };
  return counted;
}

async function appWith(store: ReturnType<typeof createDiskImageStore>, dbPath?: string) {
  const fonts = countedFonts();
  const t = await createTestApp({ images: store, fonts }, {}, undefined, { dbPath });
  apps.push(t);
  return { t, fonts };
}

const keptFiles = (root: string) =>
  (readdirSync(root, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));

describe('issued GST documents', () => {
  it('are drawn once: another process on the same database answers the same bytes from the store', async () => {
    const root = mkdtempSync(join(dirname(inject('baseDbPath')), 'kept-'));
    const store = createDiskImageStore(root);
    const first = await appWith(store);
    const { me, malwa } = await threeSellerCart(first.t);
    const order = await placeAndConfirm(first.t, me.token);
    // Confirmed: the fee invoice and proformas of the suppliers' invoices to come. A proforma
    // changes until its invoice is issued, so that PDF is not kept.
    const early = await first.t.call('GET', `/api/orders/${order.id}/invoice`, { token: me.token });
    expect(early.status).toBe(200);
    expect(keptFiles(root)).toEqual([]);
    // Every supplier's invoice issued: the order's PDF is issued documents only, kept whole.
    await goodsLeave(first.t, order.id);
    const number = `MALWA-${fy()}-00001`;

    const drawn = await first.t.call('GET', `/api/invoices/${number}/pdf`, { token: malwa.token });
    expect(drawn.status).toBe(200);
    expect(first.fonts.reads).toBeGreaterThan(0);
    const [file, ...others] = keptFiles(root);
    expect(others).toEqual([]);
    expect(file).toMatch(/\/documents\/v1\/document\/[0-9a-f]{64}\.pdf$/);
    expect(Buffer.from(readFileSync(file!)).equals(Buffer.from(drawn.data))).toBe(true);
    const bundle = await first.t.call('GET', `/api/orders/${order.id}/invoice`, { token: me.token });
    expect(bundle.status).toBe(200);
    expect(keptFiles(root)).toHaveLength(2);
    // The store's documents are never public images.
    const publicPath = `/images/${file!.slice(root.length + 1)}`;
    expect((await first.t.call('GET', publicPath)).status).toBe(404);

    // A second process (or Worker isolate) with nothing in memory: no font read, same bytes.
    const second = await appWith(store, first.t.dbPath);
    const again = await second.t.call('GET', `/api/invoices/${number}/pdf`, { token: me.token });
    const bundleAgain = await second.t.call('GET', `/api/orders/${order.id}/invoice`, { token: me.token });
    expect([again.status, bundleAgain.status]).toEqual([200, 200]);
    expect(second.fonts.reads).toBe(0);
    expect(Buffer.from(again.data).equals(Buffer.from(drawn.data))).toBe(true);
    expect(Buffer.from(bundleAgain.data).equals(Buffer.from(bundle.data))).toBe(true);
    const { text } = await extractText(await getDocumentProxy(again.data), { mergePages: true });
    expect(text).toContain(`Invoice No.: ${number}`);
    // Keeping a file changes nobody's access to it.
    const stranger = await second.t.userWithToken('customer');
    expect(
      (await second.t.call('GET', `/api/invoices/${number}/pdf`, { token: stranger.token })).status,
    ).toBe(403);
  });
});

describe('settlement statements', () => {
  it('are kept while what they print is unchanged, and drawn anew once the settlement is paid', async () => {
    const root = mkdtempSync(join(dirname(inject('baseDbPath')), 'kept-'));
    const { t, fonts } = await appWith(createDiskImageStore(root));
    const w = await threeSellerCart(t);
    const admin = await t.userWithToken('admin');
    const order = await placeAndConfirm(t, w.me.token);
    await t.call('PUT', `/api/admin/orders/${order.id}?status=delivered`, { token: admin.token });
    t.advance(8 * 86_400_000);
    await runScheduledWork(t.services, t.services.clock.now());
    const [own] = (await t.call('GET', '/api/supplier/settlements', { token: w.malwa.token })).data.items;
    const statement = () =>
      t.call('GET', `/api/supplier/settlements/${own.id}/statement`, { token: w.malwa.token });

    const ready = await statement();
    expect(ready.status).toBe(200);
    const readsForOne = fonts.reads;
    expect(readsForOne).toBeGreaterThan(0);
    const readyAgain = await statement();
    expect(fonts.reads).toBe(readsForOne);
    expect(Buffer.from(readyAgain.data).equals(Buffer.from(ready.data))).toBe(true);

    const paid = await t.call('PUT', `/api/admin/settlements/${own.id}/paid`, {
      token: admin.token,
      body: { reference: 'HDFCN52026112600001' },
    });
    expect(paid.status).toBe(200);
    const afterPaying = await statement();
    expect(fonts.reads).toBeGreaterThan(readsForOne);
    const { text } = await extractText(await getDocumentProxy(afterPaying.data), { mergePages: true });
    expect(text).toContain('HDFCN52026112600001');
    expect(keptFiles(root)).toHaveLength(2);
  });
});
