import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { api, DEMO, fitsPhone, loginAs, pageEmoji, useBrowser } from './support/browser.ts';
import { choose, lang, seen } from './support/language.ts';
import { token } from './support/rider.ts';

// Issue 36 item 1: staff keep the names kitchens type for things, and the catalogue's search reads
// them at once (decision 0092). On a 360 px phone, in English and in Hindi.
const browser = useBrowser();

// Its search compares names in NFKC, where the nukta is a mark of its own.
const HINDI_NAME = 'एल्युमिनियम कड़ाही';

const heading = (page: Page, name: string) =>
  expect.poll(() => page.getByRole('heading', { name, level: 1 }).count()).toBe(1);

/**
 * The customer's catalogue searched for `term`, loaded afresh (no earlier answer shown meanwhile):
 * the texts of the items found, none when the screen says it found nothing.
 */
async function catalogue(page: Page, term: string, hindi = false) {
  await page.goto(`/products?search=${encodeURIComponent(term)}`);
  expect(await page.getByLabel(hindi ? 'प्रोडक्ट खोजें' : 'Search products').inputValue()).toBe(term);
  const items = page.getByRole('list', { name: hindi ? 'प्रोडक्ट' : 'Products' }).getByRole('listitem');
  const none = page.getByRole('heading', { name: hindi ? 'कोई प्रोडक्ट नहीं मिला' : 'No products found' });
  await expect.poll(async () => (await items.count()) + (await none.count())).toBeGreaterThan(0);
  return items.allInnerTexts();
}
/** Every item found matches `name`, and there is one at least. */
const allAre = (texts: string[], name: RegExp) => texts.length > 0 && texts.every((t) => name.test(t));

async function customerOnPhone() {
  const page = await browser.page({ mobile: true });
  await loginAs(page, DEMO.customer);
  await page.waitForURL((u) => u.pathname === '/products');
  return page;
}

async function adminOnPhone() {
  const page = await browser.page({ mobile: true });
  await loginAs(page, DEMO.admin);
  await page.waitForURL((u) => u.pathname.startsWith('/admin'));
  return page;
}

// The suite's files share one server: the demo accounts end in English whatever happens here.
afterAll(async () => {
  for (const email of [DEMO.admin, DEMO.customer])
    await api('PUT', '/auth/me/preferred-language', await token(email), { preferred_language: 'en' });
});

describe('the search vocabulary screen (issue 36)', () => {
  it('an admin adds a name on a phone, the catalogue finds by it, then edits and removes it', async () => {
    const customer = await customerOnPhone();
    // The seeded vocabulary at work: the romanised Hindi for onion finds onions.
    expect(allAre(await catalogue(customer, 'pyaz'), /onion/i)).toBe(true);
    // Malayalam for a kadai, which nothing knows yet.
    expect(await catalogue(customer, 'cheenachatti')).toEqual([]);

    const admin = await adminOnPhone();
    await admin.getByRole('button', { name: 'Open menu' }).click();
    const link = admin
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Search vocabulary' });
    expect(await link.locator('svg').count()).toBe(1);
    await link.click();
    await heading(admin, 'Search vocabulary');
    await seen(admin, 'The names kitchens type for things; every search reads them at once.');
    await admin.getByLabel('Search names').fill('pyaz');
    await admin.waitForURL((u) => u.searchParams.get('q') === 'pyaz');
    // A phone shows a card per thing (decision 0108).
    const table = admin.getByRole('list', { name: 'Things and their names' });
    const onion = table
      .getByRole('listitem')
      .filter({ has: admin.getByRole('button', { name: 'Edit onion', exact: true }) });
    await expect.poll(() => onion.count()).toBe(1);
    for (const text of ['English', 'हिन्दी', 'Romanised', 'Regional', 'प्याज', 'kanda'])
      expect(await onion.getByText(text, { exact: true }).count(), text).toBe(1);
    expect(await table.getByRole('button', { name: 'Delete onion', exact: true }).count()).toBe(1);
    await fitsPhone(admin);

    // Add: the schema's refusals first, then the server's, and nothing typed is lost.
    await admin.getByRole('button', { name: 'Add a thing' }).click();
    const add = admin.getByRole('dialog', { name: 'Add a thing' });
    await add.getByRole('button', { name: 'Save' }).click();
    await seen(add, 'Enter the English name, at least 2 letters');
    await add.getByLabel('English name').fill('onion');
    await add.getByLabel('Category').selectOption('Kitchenware');
    await add.getByLabel('Name 1', { exact: true }).fill('aluminium kadai');
    await add.getByRole('button', { name: 'Add a name' }).click();
    const second = add.getByLabel('Name 2', { exact: true });
    await expect.poll(() => second.evaluate((el) => el === document.activeElement)).toBe(true);
    await second.fill('cheenachatti');
    await add.getByLabel('Kind of name 2').selectOption('regional');
    await add.getByRole('button', { name: 'Add a name' }).click();
    await add.getByLabel('Name 3', { exact: true }).fill(HINDI_NAME);
    // Devanagari is Hindi by itself.
    expect(await add.getByLabel('Kind of name 3').inputValue()).toBe('hi');
    await add.getByRole('button', { name: 'Save' }).click();
    await seen(add, 'The vocabulary already has "onion"; add the names to it instead.');
    expect(await add.getByLabel('Name 2', { exact: true }).inputValue()).toBe('cheenachatti');
    expect(await add.getByLabel('Category').inputValue()).toBe('Kitchenware');
    await add.getByLabel('English name').fill('aluminium kadai');
    await add.getByRole('button', { name: 'Save' }).click();
    await seen(admin, 'aluminium kadai added: searches use its names now');
    await expect.poll(() => add.count()).toBe(0);

    await admin.getByLabel('Search names').fill('cheenachatti');
    const kadai = table
      .getByRole('listitem')
      .filter({ has: admin.getByRole('button', { name: 'Edit aluminium kadai' }) });
    await expect.poll(() => kadai.count()).toBe(1);
    for (const text of ['Kitchenware', 'aluminium kadai', 'cheenachatti', HINDI_NAME.normalize('NFKC')])
      expect(await kadai.getByText(text, { exact: true }).count(), text).toBeGreaterThan(0);

    // At once: the customer's search finds the kadai by its new name.
    expect(allAre(await catalogue(customer, 'cheenachatti'), /Aluminium Kadai/)).toBe(true);

    // Edit: one more name, romanised Hindi (a new row's kind).
    await kadai.getByRole('button', { name: 'Edit aluminium kadai' }).click();
    const edit = admin.getByRole('dialog', { name: 'Edit aluminium kadai' });
    expect(await edit.getByLabel('English name').inputValue()).toBe('aluminium kadai');
    await edit.getByRole('button', { name: 'Add a name' }).click();
    await edit.getByLabel('Name 4', { exact: true }).fill('aluminium ki kadhai');
    expect(await edit.getByLabel('Kind of name 4').inputValue()).toBe('latin');
    await fitsPhone(admin);
    await edit.getByRole('button', { name: 'Save' }).click();
    await seen(admin, 'aluminium kadai saved');
    await expect.poll(() => kadai.getByText('aluminium ki kadhai', { exact: true }).count()).toBe(1);
    expect(await kadai.getByText('Romanised', { exact: true }).count()).toBe(1);

    // Delete, confirmed by name.
    await kadai.getByRole('button', { name: 'Delete aluminium kadai' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Remove aluminium kadai?' });
    await seen(confirm, /names of "aluminium kadai"/);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await seen(admin, 'aluminium kadai removed from the vocabulary');
    await seen(admin, 'No things match');
    expect(await catalogue(customer, 'cheenachatti')).toEqual([]);
    expect(await pageEmoji(admin)).toEqual([]);

    // The audit log holds each change, newest first.
    await admin.goto('/admin/audit-log');
    await heading(admin, 'Audit Log');
    for (const action of ['vocabulary.create', 'vocabulary.update', 'vocabulary.delete'])
      await expect
        .poll(() => admin.getByText(action, { exact: true }).count(), { message: action })
        .toBeGreaterThan(0);
    await admin.context().close();
    await customer.context().close();
  });

  it('speaks Hindi, and a customer searching for पनीर finds paneer', async () => {
    const admin = await adminOnPhone();
    await choose(admin, 'हिन्दी');
    await expect.poll(() => lang(admin)).toBe('hi');
    await admin.goto('/admin/vocabulary');
    await heading(admin, 'सर्च शब्दावली');
    await seen(admin, 'किचन चीज़ों के लिए जो नाम लिखते हैं; हर खोज इन्हें तुरंत पढ़ती है।');
    await admin.getByLabel('नाम खोजें').fill('पनीर');
    const paneer = admin
      .getByRole('list', { name: 'चीज़ें और उनके नाम' })
      .getByRole('listitem')
      .filter({ has: admin.getByRole('button', { name: 'paneer बदलें' }) });
    await expect.poll(() => paneer.count()).toBe(1);
    for (const text of ['अंग्रेज़ी', 'हिन्दी', 'रोमन', 'पनीर'])
      expect(await paneer.getByText(text, { exact: true }).count(), text).toBeGreaterThan(0);
    for (const header of ['चीज़', 'कैटेगरी', 'नाम', 'अपडेट'])
      expect(
        await paneer
          .getByRole('term')
          .filter({ hasText: new RegExp(`^${header}$`) })
          .count(),
        header,
      ).toBe(1);
    await admin.getByRole('button', { name: 'चीज़ जोड़ें' }).click();
    const add = admin.getByRole('dialog', { name: 'चीज़ जोड़ें' });
    // The form loads when first opened.
    await add.getByLabel('अंग्रेज़ी नाम', { exact: true }).waitFor();
    for (const label of ['अंग्रेज़ी नाम', 'कैटेगरी', 'नाम 1', 'नाम 1 की भाषा'])
      expect(await add.getByLabel(label, { exact: true }).count(), label).toBe(1);
    expect(await add.getByRole('button', { name: 'नाम जोड़ें' }).count()).toBe(1);
    await add.getByRole('button', { name: 'रद्द करें' }).click();
    await expect.poll(() => add.count()).toBe(0);
    await fitsPhone(admin);
    expect(await pageEmoji(admin)).toEqual([]);
    await admin.getByRole('button', { name: 'मेन्यू खोलें' }).click();
    expect(
      await admin
        .getByRole('navigation', { name: 'एडमिन' })
        .getByRole('link', { name: 'सर्च शब्दावली', exact: true })
        .count(),
    ).toBe(1);
    await admin.context().close();

    const customer = await customerOnPhone();
    await choose(customer, 'हिन्दी');
    await expect.poll(() => lang(customer)).toBe('hi');
    expect(allAre(await catalogue(customer, 'पनीर', true), /Paneer/)).toBe(true);
    await customer.context().close();
  });
});
