import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { api, apiAsPage, DEMO, emptyCart, fitsPhone, loginAs, useBrowser } from './support/browser.ts';
import { choose, lang } from './support/language.ts';
import { token } from './support/rider.ts';

// Issue 36, done when: on a 360 px phone a buyer types the words of the kitchen and adds what
// they find (decision 0092).
const browser = useBrowser();

async function customerOnPhone() {
  const page = await browser.page({ mobile: true });
  await loginAs(page, DEMO.customer);
  await page.waitForURL((u) => u.pathname === '/products');
  await emptyCart(page);
  return page;
}

/** Types into the catalogue's search box as a buyer does; the first card found once it is `name`. */
async function typeAndFirst(page: Page, words: string, name: RegExp, hindi = false) {
  const box = page.getByLabel(hindi ? 'प्रोडक्ट खोजें' : 'Search products');
  await box.fill('');
  await box.pressSequentially(words, { delay: 40 });
  await page.waitForURL((u) => u.searchParams.get('search') === words);
  const first = page
    .getByRole('list', { name: hindi ? 'प्रोडक्ट' : 'Products' })
    .getByRole('listitem')
    .first();
  await expect.poll(async () => (await first.getByRole('heading').first().textContent()) ?? '').toMatch(name);
  return first;
}

const cartNames = async (page: Page) =>
  (await apiAsPage(page, 'GET', '/cart')).data.items.map((i: { product_name: string }) => i.product_name);

afterAll(async () => {
  await api('PUT', '/auth/me/preferred-language', await token(DEMO.customer), { preferred_language: 'en' });
});

describe('searching as kitchens type, on a phone', () => {
  it('finds onions by pyaz and adds them, and paneer by panner', async () => {
    const page = await customerOnPhone();
    const card = await typeAndFirst(page, 'pyaz', /onion/i);
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => cartNames(page)).toEqual([expect.stringMatching(/onion/i)]);
    await fitsPhone(page);
    // A slip finds what was meant, and the page says what it searched for instead.
    await typeAndFirst(page, 'panner', /paneer/i);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'showing results for “paneer”' }).count())
      .toBe(1);
    await page.context().close();
  });

  it('finds paneer by पनीर in the Hindi interface and adds it', async () => {
    const page = await customerOnPhone();
    await choose(page, 'हिन्दी');
    await expect.poll(() => lang(page)).toBe('hi');
    const card = await typeAndFirst(page, 'पनीर', /paneer/i, true);
    await card.getByRole('button', { name: 'कार्ट में डालें' }).click();
    await expect.poll(() => cartNames(page)).toEqual([expect.stringMatching(/paneer/i)]);
    await page.context().close();
  });
});
