import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { api, DEMO, fitsPhone, loginAs, useBrowser } from './support/browser.ts';
import { onionOrder } from './support/fresh-order.ts';
import { query } from './support/rider.ts';

// Decision 0097: the buyer's purchase register for input tax credit.
const browser = useBrowser();
const BUYER = '23AAKCS5678B1ZA';

describe('the purchase register on a phone', () => {
  it('the demo customer opens the register for the month of its order, sees a row and downloads the CSV', async () => {
    const { orderId, customer } = await onionOrder(2, { gstin: BUYER });
    // Checkout keeps the GSTIN on the profile too: the other files' checkouts start without one.
    await query('update users set gstin = null where email = ?', [DEMO.customer]);
    // Confirmed: the operator's invoice for its fees is issued, to the buyer's GSTIN.
    const [issued] = await query('select number from tax_documents where order_id = ? limit 1', [orderId]);
    const month = (await api('GET', '/account/purchase-register/gstins', customer)).gstins[0].last_month;

    const page = await browser.page({ mobile: true });
    await loginAs(page, DEMO.customer);
    await page.goto('/orders');
    const section = page.getByRole('region', { name: 'Purchase register' });
    await section.getByRole('button', { name: 'Open purchase register' }).click();
    await expect.poll(() => section.getByLabel('GSTIN').inputValue()).toBe(BUYER);
    expect(await section.getByLabel('Month').inputValue()).toBe(month);
    const cards = section.getByRole('list', { name: `Documents billed to ${BUYER}` });
    const card = cards.getByRole('listitem').filter({ hasText: String(issued!.number) });
    await card.waitFor();
    expect(await card.textContent()).toContain('Invoice');
    await section.getByRole('region', { name: 'Totals, credit notes subtracted' }).waitFor();
    await fitsPhone(page);

    const download = section.getByRole('button', { name: 'Download CSV' });
    expect((await download.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe(`Purchases-${BUYER}-${month}.csv`);
    const csv = readFileSync((await file.path())!, 'utf8');
    expect(csv).toContain('GSTIN of supplier,Trade/Legal name,Document type');
    expect(csv).toContain(String(issued!.number));
  });
});
