import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, DEMO, loginAs, useBrowser } from './support/browser.ts';
import { openJob, orderInTransit, query, token } from './support/rider.ts';

// Decision 0067: the rider app on a 360 px phone, installable and offline-first.
const browser = useBrowser();

const assignmentStatus = async (id: string) =>
  String((await query('select status from delivery_assignments where id = ?', [id]))[0]!.status);

/** Notifications the delivery produced for its customer: one per step, whatever was replayed. */
const deliveredNotices = async (orderNumber: string) =>
  (
    await query('select count(*) as n from notifications where title = ?', [`Order ${orderNumber} delivered`])
  )[0]!.n;

async function expectTouchTarget(l: Locator) {
  const box = await l.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
}

const cardOf = (page: Page, orderNumber: string) =>
  page.locator('li').filter({ has: page.getByRole('heading', { name: `Order ${orderNumber}` }) });

/** The worker is active; it controls the pages loaded after it (not one the SPA routed to from /login). */
async function workerReady(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/delivery'))?.active?.state),
    )
    .toBe('activated');
}

async function controlled(page: Page) {
  await workerReady(page);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
    .toMatch(/\/rider-sw\.js$/);
}

describe('the rider app on a 360 px phone', () => {
  it('is installable: a valid manifest, a worker that controls /delivery only and keeps no API answers', async () => {
    const page = await browser.page({ mobile: true });
    await loginAs(page, DEMO.delivery);
    await page.waitForURL((u) => u.pathname === '/delivery');
    await controlled(page);
    await expect.poll(() => page.locator('link[rel="manifest"]').count()).toBe(1);

    const manifest = await page.evaluate(async () => {
      const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href ?? '';
      const res = await fetch(href);
      const body = await res.json();
      const icons = await Promise.all(
        (body.icons as { src: string; sizes: string }[]).map(async (i) => {
          const r = await fetch(i.src);
          const bitmap = await createImageBitmap(await r.blob());
          return {
            sizes: i.sizes,
            type: r.headers.get('content-type'),
            size: `${bitmap.width}x${bitmap.height}`,
          };
        }),
      );
      return { href, type: res.headers.get('content-type'), body, icons };
    });
    expect(new URL(manifest.href).pathname).toBe('/manifest.webmanifest');
    expect(manifest.type).toContain('application/manifest+json');
    expect(manifest.body).toMatchObject({
      start_url: '/delivery',
      scope: '/delivery',
      display: 'standalone',
    });
    expect(manifest.body.name).toBeTruthy();
    expect(manifest.body.short_name).toBeTruthy();
    for (const size of ['192x192', '512x512'])
      expect(manifest.icons).toContainEqual({ sizes: size, type: 'image/png', size });

    const worker = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration('/delivery');
      const elsewhere = await Promise.all(
        ['/products', '/admin', '/supplier', '/login', '/'].map((p) =>
          navigator.serviceWorker.getRegistration(p),
        ),
      );
      const kept = [];
      for (const name of await caches.keys())
        for (const r of await (await caches.open(name)).keys()) kept.push(new URL(r.url).pathname);
      return { scope: reg?.scope, elsewhere: elsewhere.filter(Boolean).length, kept };
    });
    expect(new URL(worker.scope!).pathname).toBe('/delivery');
    expect(worker.elsewhere).toBe(0);
    expect(worker.kept).toContain('/delivery');
    expect(worker.kept.some((p) => p.startsWith('/assets/'))).toBe(true);
    expect(worker.kept.filter((p) => p.startsWith('/api') || p.startsWith('/trpc'))).toEqual([]);

    // Another role's page is never controlled, not even after the rider's visit.
    await page.goto('/login');
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await page.context().close();
  });

  it('marks a drop delivered offline with the code; reloaded offline it still starts; online again it reaches the server exactly once, also when an answer is lost', async () => {
    const job = await orderInTransit();
    const page = await browser.page({ mobile: true });
    await loginAs(page, DEMO.delivery);
    await page.waitForURL((u) => u.pathname === '/delivery');
    await openJob(page, job.orderNumber);
    const card = cardOf(page, job.orderNumber);
    await expect.poll(() => card.count()).toBe(1);
    await workerReady(page);

    await page.context().setOffline(true);
    await card.getByLabel('Delivery code').fill(job.otp);
    await card.getByRole('button', { name: 'Delivered', exact: true }).click();
    await expect.poll(() => card.getByRole('status').textContent()).toBe('Delivered · waiting to send');
    expect(await assignmentStatus(job.assignmentId)).toBe('in_transit');

    // Offline start: the worker's shell and the kept day, with the step still waiting.
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'Delivery Portal' }).count()).toBe(1);
    await openJob(page, job.orderNumber);
    await expect.poll(() => card.getByRole('status').textContent()).toBe('Delivered · waiting to send');
    await expect
      .poll(() => page.getByText('Offline: your deliveries as last loaded', { exact: false }).count())
      .toBe(1);
    expect(await assignmentStatus(job.assignmentId)).toBe('in_transit');

    // Back online, the first answer is lost on the way: the server applied the step, the phone
    // does not know it and sends it again with the same change id.
    let lost = 0;
    await page.route('**/trpc/delivery.advance*', async (route) => {
      await route.fetch();
      lost += 1;
      await route.abort('connectionreset');
    });
    await page.context().setOffline(false);
    await expect.poll(() => lost).toBe(1);
    await expect.poll(() => assignmentStatus(job.assignmentId)).toBe('delivered');
    expect(await card.getByRole('status').textContent()).toBe('Delivered · waiting to send');
    await page.unroute('**/trpc/delivery.advance*');
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    await expect.poll(() => card.count()).toBe(0);
    const completed = page.getByRole('region', { name: 'Recently completed' });
    await expect.poll(() => completed.getByText(job.orderNumber, { exact: false }).count()).toBe(1);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await deliveredNotices(job.orderNumber)).toBe(1);

    // The finished row keeps the order number on one line and the customer's name whole.
    const row = completed.getByRole('listitem').filter({ hasText: job.orderNumber });
    expect(
      await row.evaluate((li) => {
        const p = li.querySelector('p')!;
        return [p.querySelector('span')!.getClientRects().length, p.scrollWidth <= p.clientWidth];
      }),
    ).toEqual([1, true]);
    await page.context().close();
  });

  it('a step the server refuses on replay (the order was cancelled meanwhile) shows its sentence and is dropped', async () => {
    const job = await orderInTransit();
    const page = await browser.page({ mobile: true });
    await loginAs(page, DEMO.delivery);
    await page.waitForURL((u) => u.pathname === '/delivery');
    await openJob(page, job.orderNumber);
    const card = cardOf(page, job.orderNumber);
    await expect.poll(() => card.count()).toBe(1);

    await page.context().setOffline(true);
    await card.getByLabel('Delivery code').fill(job.otp);
    await card.getByRole('button', { name: 'Delivered', exact: true }).click();
    await expect.poll(() => card.getByRole('status').textContent()).toBe('Delivered · waiting to send');
    await api('PUT', `/admin/orders/${job.orderId}?status=cancelled`, await token(DEMO.admin));

    await page.context().setOffline(false);
    const refused = page.getByRole('alert').filter({ hasText: `Order ${job.orderNumber}` });
    await expect.poll(() => refused.textContent()).toContain('This order was cancelled; do not deliver it.');
    await expect.poll(() => card.count()).toBe(0);
    expect(await assignmentStatus(job.assignmentId)).toBe('failed');
    expect(await deliveredNotices(job.orderNumber)).toBe(0);
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage)
          .filter((k) => k.endsWith(':steps'))
          .map((k) => localStorage.getItem(k)),
      ),
    ).toEqual(['[]']);
    await expectTouchTarget(refused.getByRole('button', { name: 'Dismiss' }));
    await refused.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => refused.count()).toBe(0);
    await page.context().close();
  });

  it('is made for the rush: stats in one row, the job a notification names opens, toasts clear of the header, 44 px targets', async () => {
    const page = await browser.page({ mobile: true });
    await loginAs(page, DEMO.delivery);
    await page.waitForURL((u) => u.pathname === '/delivery');
    const header = await page.locator('header').first().boundingBox();
    const toast = page.getByText('Login successful!');
    if (await toast.count())
      expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    const stats = page.getByRole('region', { name: 'Your numbers' });
    await expect.poll(() => stats.count()).toBe(1);
    expect((await stats.boundingBox())!.height).toBeLessThan(100);

    const job = await orderInTransit();
    await page.reload();
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.click();
    const panel = page.getByRole('region', { name: 'Notifications', exact: true });
    await expectTouchTarget(panel.getByRole('button', { name: 'Mark all as read' }));
    await panel.getByRole('button', { name: `New delivery: order ${job.orderNumber}` }).click();
    await page.waitForURL((u) => u.searchParams.get('job') === job.assignmentId);
    await expect.poll(() => panel.count()).toBe(0);
    const card = page.locator(`#job-${job.assignmentId}`);
    await expect
      .poll(async () => {
        const box = await card.boundingBox();
        return box !== null && box.y >= header!.height && box.y < 740;
      })
      .toBe(true);
    for (const name of ['Delivered', 'Could not deliver'])
      await expectTouchTarget(card.getByRole('button', { name, exact: true }));
    await expectTouchTarget(card.getByLabel('Delivery code'));
    await page.context().close();
  });

  it('a new deploy is offered as "A new version is ready · Reload", never served silently', async () => {
    const page = await browser.page({ mobile: true });
    await loginAs(page, DEMO.delivery);
    await page.waitForURL((u) => u.pathname === '/delivery');
    await controlled(page);
    // The next deploy's worker: the built file with one more line, served by the running server.
    const file = new URL('../apps/web/dist/rider-sw.js', import.meta.url).pathname;
    const built = readFileSync(file, 'utf8');
    const packed = ['.br', '.gz'].map((ext) => file + ext);
    for (const p of packed) renameSync(p, `${p}.kept`);
    try {
      writeFileSync(file, `${built}\n// The next deploy.\n`);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/delivery'))?.update());
      const offer = page.getByText('A new version is ready');
      await expect.poll(() => offer.count()).toBe(1);
      await page.evaluate(() => Object.assign(window, { beforeReload: true }));
      await page.getByRole('button', { name: 'Reload' }).click();
      await expect.poll(() => page.evaluate(() => 'beforeReload' in window).catch(() => true)).toBe(false);
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const reg = await navigator.serviceWorker.getRegistration('/delivery');
            return [Boolean(reg?.waiting), Boolean(navigator.serviceWorker.controller)];
          }),
        )
        .toEqual([false, true]);
    } finally {
      writeFileSync(file, built);
      for (const p of packed) renameSync(`${p}.kept`, p);
    }
    await page.context().close();
  });
});
