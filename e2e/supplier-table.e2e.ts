import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { seen, seriousFindings } from './support/axe.ts';
import { api, DEMO, DEMO_PASSWORD, fitsPhone, loginAs, useBrowser } from './support/browser.ts';
import { choose, emptyBoxes, LOGIN_TOAST, latinWords } from './support/language.ts';

// Issue 41 item 6 (decision 0115): the supplier's products as a dense table on a desktop, with
// prices and stock edited in the row and a selection changed together; cards on a 360 px phone.
const browser = useBrowser();
// Three listings of the demo supplier made for this file (one word finds them), removed after.
const word = `Tbl${Date.now().toString(36)}`;
const NAMES = { rice: `Sona Rice ${word}`, dal: `Moong Dal ${word}`, oil: `Mustard Oil ${word}` };
const made: string[] = [];
let token = '';

async function makeListings() {
  token = (await api('POST', '/auth/login', undefined, { email: DEMO.supplier, password: DEMO_PASSWORD }))
    .access_token;
  const categories = (await api('GET', '/categories')) as unknown as { id: string; name: string }[];
  const category = (name: string) => (categories.find((c) => c.name === name) ?? categories[0]!).id;
  const base = {
    city_id: null,
    description: '',
    image_url: '',
    brand: 'Malwa',
    manufacturing_date: '2026-06-01',
  };
  for (const body of [
    {
      ...base,
      name: NAMES.rice,
      category_id: category('Rice'),
      sold_by: 'kg',
      step: 1,
      minimum: 1,
      price: 64,
      stock_quantity: 40,
      expiry_date: '2027-06-01',
    },
    {
      ...base,
      name: NAMES.dal,
      category_id: category('Pulses'),
      sold_by: 'kg',
      step: 1,
      minimum: 1,
      price: 118.5,
      stock_quantity: 25,
      expiry_date: '2027-06-01',
    },
    {
      ...base,
      name: NAMES.oil,
      category_id: category('Oils'),
      price: 1249,
      unit: '5L',
      stock_quantity: 12,
      expiry_date: '2027-06-01',
    },
  ])
    made.push((await api('POST', '/supplier/products', token, body)).id as string);
}

afterAll(async () => {
  // The account keeps the language chosen below; later files log the demo supplier in in English.
  await api('PUT', '/auth/me/preferred-language', token, { preferred_language: 'en' });
  for (const id of made) await api('DELETE', `/supplier/products/${id}`, token).catch(() => {});
});

describe("the supplier's products as a table (decision 0115)", () => {
  it('on a 1366 px desktop: rows edited in place, a bulk stock change with a refused row, the filter kept, CSV as shown', async () => {
    await makeListings();
    const page = await browser.page();
    await page.setViewportSize({ width: 1366, height: 800 });
    await loginAs(page, DEMO.supplier);
    await page.waitForURL((u) => u.pathname.startsWith('/supplier'));
    await page.goto(`/supplier/products?q=${word}&filter=pending`);
    const table = page.getByRole('table', { name: 'My products' });
    const rows = table.getByTestId('supplier-product');
    await expect.poll(() => rows.count()).toBe(3);
    const row = (name: string) => rows.filter({ hasText: name });
    for (const header of ['Product', 'Category', 'Approval', 'Price', 'Stock', 'Selling', 'Actions'])
      expect(await table.getByRole('columnheader', { name: header }).count(), header).toBe(1);
    expect(await row(NAMES.oil).getByText('/ 5L').count()).toBe(1);
    expect(await row(NAMES.oil).getByText('Pending approval').count()).toBe(1);
    expect(
      await row(NAMES.oil)
        .getByRole('button', { name: `Edit ${NAMES.oil}` })
        .count(),
    ).toBe(1);
    expect(
      await row(NAMES.oil)
        .getByRole('button', { name: `Delete ${NAMES.oil}` })
        .count(),
    ).toBe(1);
    expect(await seriousFindings(page)).toEqual([]);

    // Price and stock, each saved in its row.
    const price = row(NAMES.dal).getByRole('textbox', { name: `Price of ${NAMES.dal} in rupees` });
    await price.fill('121.75');
    await row(NAMES.dal)
      .getByRole('button', { name: `Save price of ${NAMES.dal}` })
      .click();
    await seen(page, `Price of ${NAMES.dal} saved`);
    const stock = row(NAMES.oil).getByRole('textbox', { name: `Stock of ${NAMES.oil}` });
    await stock.fill('1.5');
    await stock.press('Enter');
    await seen(page, /^Stock must be a whole number/);
    await stock.fill('15');
    await stock.press('Enter');
    await seen(page, `Stock of ${NAMES.oil} saved`);
    await expect.poll(() => stock.inputValue()).toBe('15');

    // 2.5 for all three: the tin is sold in whole packs, so it stays selected with the reason.
    await page.getByRole('checkbox', { name: 'Select all shown' }).check();
    await seen(page, '3 selected');
    const bar = page.getByRole('group', { name: 'Actions on the selected products' });
    await bar.getByRole('textbox', { name: 'New stock' }).fill('2.5');
    await bar.getByRole('button', { name: 'Apply' }).click();
    const dialog = page.getByRole('dialog');
    await seen(page, 'Set the stock of 3 products to 2.5?');
    expect(await seriousFindings(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await seen(page, '2 of 3 done');
    const pick = (name: string) => table.getByRole('checkbox', { name: `Select ${name}` });
    await expect.poll(() => pick(NAMES.rice).isChecked()).toBe(false);
    expect(await pick(NAMES.dal).isChecked()).toBe(false);
    expect(await pick(NAMES.oil).isChecked()).toBe(true);
    await seen(page, '1 selected');
    await expect
      .poll(() =>
        row(NAMES.oil)
          .getByText(/^Not changed: /)
          .count(),
      )
      .toBe(1);
    await expect
      .poll(() =>
        row(NAMES.rice)
          .getByRole('textbox', { name: `Stock of ${NAMES.rice}` })
          .inputValue(),
      )
      .toBe('2.5');
    expect(await stock.inputValue()).toBe('15');

    // Out of stock is asked for as the danger it is.
    await bar.getByRole('textbox', { name: 'New stock' }).fill('0');
    await bar.getByRole('button', { name: 'Apply' }).click();
    await seen(page, 'Mark 1 product out of stock?');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await seen(page, '1 of 1 done');
    await expect.poll(() => stock.inputValue()).toBe('0');
    expect(await row(NAMES.oil).getByText('Out of Stock').count()).toBe(1);
    expect(await seriousFindings(page)).toEqual([]);

    // The filter lives in the address: a reload keeps it and its rows.
    await page.reload();
    await expect.poll(() => rows.count()).toBe(3);
    expect(new URL(page.url()).searchParams.get('q')).toBe(word);
    expect(await page.getByRole('tab', { name: /^Pending/ }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('searchbox').inputValue()).toBe(word);

    // The CSV holds what the table shows: the same products, prices and stock.
    const shown = await Promise.all(
      Object.values(NAMES).map(async (name) => [
        name,
        await row(name)
          .getByRole('textbox', { name: `Price of ${name} in rupees` })
          .inputValue(),
        await row(name)
          .getByRole('textbox', { name: `Stock of ${name}` })
          .inputValue(),
      ]),
    );
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const lines = readFileSync((await file.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Product,Brand,Category,City,Unit,Sold by,Price (INR),Stock,Approval,Active,Rejection reason',
    );
    const csv = lines.slice(1).map((l) => {
      const c = l.split(',');
      return [c[0], String(Number(c[6])), c[7]];
    });
    expect(csv.sort()).toEqual(shown.sort());
    await page.context().close();
  });

  it('on a 360 px phone: a card per product, every amount whole on screen', async () => {
    const page = await browser.page({ mobile: true });
    await loginAs(page, DEMO.supplier);
    await page.waitForURL((u) => u.pathname.startsWith('/supplier'));
    await page.goto(`/supplier/products?q=${word}`);
    const cards = page.getByTestId('supplier-product');
    await expect.poll(() => cards.count()).toBe(3);
    expect(await page.getByRole('table').count()).toBe(0);
    for (const card of await cards.all()) {
      const name = (await card.getByRole('heading', { level: 3 }).textContent())!;
      for (const box of [
        card.getByRole('textbox', { name: `Price of ${name} in rupees` }),
        card.getByRole('textbox', { name: `Stock of ${name}` }),
      ]) {
        const at = (await box.boundingBox())!;
        expect(at.x).toBeGreaterThanOrEqual(0);
        expect(at.x + at.width).toBeLessThanOrEqual(360);
        expect(await box.evaluate((e: HTMLInputElement) => e.scrollWidth <= e.clientWidth)).toBe(true);
      }
    }
    await fitsPhone(page);
    expect(await seriousFindings(page)).toEqual([]);
    await page.context().close();
  });
  it('in Hindi on a desktop: the table, its selection bar and its dialog are Hindi', async () => {
    const page = await browser.page();
    await page.setViewportSize({ width: 1366, height: 800 });
    await loginAs(page, DEMO.supplier);
    await page.waitForURL((u) => u.pathname.startsWith('/supplier'));
    await page.goto(`/supplier/products?q=${word}`);
    await choose(page, 'हिन्दी', 'click');
    const table = page.getByRole('table', { name: 'मेरे प्रोडक्ट' });
    await expect.poll(() => table.getByTestId('supplier-product').count()).toBe(3);
    await table.getByRole('checkbox', { name: `${NAMES.rice} चुनें` }).check();
    const bar = page.getByRole('group', { name: 'चुने गए प्रोडक्ट पर कार्रवाई' });
    await bar.getByRole('combobox', { name: 'चुने गए प्रोडक्ट के लिए बदलाव' }).selectOption('change_price');
    await bar.getByRole('textbox', { name: /^प्रतिशत/ }).fill('5');
    await bar.getByRole('button', { name: 'लागू करें' }).click();
    await seen(page, '1 प्रोडक्ट की कीमत 5% बदलें?');
    expect(await latinWords(page, LOGIN_TOAST)).toEqual([]);
    expect(await emptyBoxes(page)).toEqual([]);
    expect(await seriousFindings(page)).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: 'लागू करें' }).click();
    await seen(page, '1 में से 1 हो गए');
    // ₹64 up 5%: ₹67.20, saved through the row's own price rule.
    await expect
      .poll(() => table.getByRole('textbox', { name: `${NAMES.rice} की कीमत रुपये में` }).inputValue())
      .toBe('67.2');
    await page.context().close();
  });
});
