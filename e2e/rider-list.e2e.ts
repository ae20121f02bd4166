import { describe, expect, it } from 'vitest';
import { DEMO, loginAs, useBrowser } from './support/browser.ts';

// Issue 41 item 7: nine jobs in full were thirteen screens on a phone.
const browser = useBrowser();

describe("the rider's jobs at phone size", () => {
  it('shows the next job in full and each later one as a line that opens in place when tapped', async () => {
    const page = await browser.page({ mobile: true });
    await loginAs(page, DEMO.delivery);
    await page.waitForURL((u) => u.pathname === '/delivery');
    const active = page.getByRole('region', { name: /^Active deliveries/ });
    const cards = active.getByRole('heading', { name: /^Order / });
    await expect.poll(() => cards.count()).toBe(1);
    const count = Number((await active.getByRole('heading', { level: 2 }).textContent())!.match(/\d+/)![0]);
    expect(count).toBeGreaterThan(2);
    const later = active.getByRole('list', { name: `Then (${count - 1})` });
    const rows = later.getByRole('button', { expanded: false });
    expect(await rows.count()).toBe(count - 1);
    // The later jobs together take less than one screen: their order numbers read at a glance.
    expect((await later.boundingBox())!.height).toBeLessThan(page.viewportSize()!.height);

    const second = rows.first();
    const number = (await second.textContent())!.split(' · ')[0]!.trim();
    await second.tap();
    await active.getByRole('heading', { name: `Order ${number}` }).waitFor();
    expect(await cards.count()).toBe(2);
    const open = later.getByRole('button', { expanded: true });
    expect(await open.count()).toBe(1);
    await open.tap();
    await expect.poll(() => cards.count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.context().close();
  });
});
