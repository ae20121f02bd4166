import { describe, expect, it } from 'vitest';
import { apiAsPage, DEMO, loginAs, useBrowser } from './support/browser.ts';

// Decision 0109: an Indore buyer sees where an offer from another city ships from and the day it
// arrives (the demo's Mumbai suppliers take two days to Indore), on a 360 px phone.
const browser = useBrowser();

interface Offer {
  product_id: string;
  ships_from: string | null;
  local: boolean;
  arrives: string | null;
}
interface Row {
  id: string | null;
  name: string;
  offers: Offer[];
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "2026-12-09" → "Wed 9 Dec". */
const dayText = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
};

describe('an Indore buyer on a phone', () => {
  it('sees "Ships from Mumbai" with the arrival day on an offer, below the local ones arriving sooner', async () => {
    const page = await browser.page({ mobile: true });
    await loginAs(page, DEMO.customer);
    let row: Row | undefined;
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const found = await apiAsPage(page, 'GET', `/items?limit=100${query}`);
      row = (found.data.items as Row[]).find(
        (r) => r.id && r.offers.some((o) => o.local) && r.offers.some((o) => o.ships_from === 'Mumbai'),
      );
      cursor = found.data.next_cursor;
    } while (!row && cursor);
    expect(row).toBeTruthy();
    const mumbai = row!.offers.find((o) => o.ships_from === 'Mumbai')!;
    expect(mumbai.local).toBe(false);
    expect(mumbai.arrives).not.toBeNull();
    const local = row!.offers.find((o) => o.local)!;
    // Two days' lead time: a local offer arrives sooner.
    expect(local.arrives! < mumbai.arrives!).toBe(true);

    await page.goto(`/products?item=${row!.id}`);
    await page.getByRole('heading', { name: row!.name, level: 1 }).waitFor();
    const shipped = page.getByText(`Ships from Mumbai · arrives ${dayText(mumbai.arrives!)}`);
    await expect.poll(() => shipped.count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(`Arrives ${dayText(local.arrives!)}`).count()).toBeGreaterThan(0);
    // Fits the phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.context().close();
  });
});
