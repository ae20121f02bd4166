import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, DEMO, loginAs, useBrowser } from './support/browser.ts';
import { ONION, onionOrder } from './support/fresh-order.ts';
import { query, token } from './support/rider.ts';

// Decision 0089: a quality claim filed with a photo on a 360 px phone, answered by the supplier,
// partly approved by staff with a credit note, and read back by the customer.
const browser = useBrowser();
const PHOTO = fileURLToPath(new URL('../apps/web/public/landing/gallery-2.webp', import.meta.url));

const fitsPhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
const claimOn = (scope: Page | Locator, orderNumber: string) =>
  scope.getByRole('article', { name: `Claim on ${ONION}` }).filter({ hasText: orderNumber });
const photoShows = async (claim: Locator) => {
  const img = claim.getByRole('img', { name: `Photo 1 of the claim on ${ONION}` });
  await img.waitFor();
  expect(await img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
};

describe('quality claims on a phone', () => {
  it('the customer claims 1.5 kg of spoiled onions with a photo; the supplier answers; staff approve 1 kg; the customer sees the credit note', async () => {
    const { orderId, orderNumber } = await onionOrder(4);
    const admin = await token(DEMO.admin);
    for (const status of ['shipped', 'delivered'])
      await api('PUT', `/admin/orders/${orderId}`, admin, { status });

    // The customer, from the delivered order's card.
    const customer = await browser.page({ mobile: true });
    await loginAs(customer, DEMO.customer);
    await customer.goto('/orders');
    const card = customer
      .getByRole('list', { name: 'Orders' })
      .getByRole('listitem')
      .filter({ hasText: orderNumber })
      .first();
    await card.getByText('Problem with the goods?').click();
    await card.getByRole('button', { name: `Report a problem with ${ONION}` }).click();
    const dialog = customer.getByRole('dialog', { name: `Report a problem: ${ONION}` });
    await dialog.getByText('Supplied: 4 kg. You can claim up to 4 kg.').waitFor();
    const quantity = dialog.getByLabel('Quantity with the problem (kg)');
    expect(await quantity.getAttribute('inputmode')).toBe('decimal');
    const camera = dialog.getByLabel('Add a photo');
    expect(await camera.getAttribute('capture')).toBe('environment');
    expect(await camera.getAttribute('accept')).toBe('image/*');
    // Nothing filled in: each field says what it needs.
    await dialog.getByRole('button', { name: 'Send claim' }).click();
    await dialog.getByText('Enter more than 0, at most 4 kg').waitFor();
    await dialog.getByText('Choose what is wrong').waitFor();
    await dialog.getByText('Add at least one photo of the goods').waitFor();
    await quantity.fill('1,5');
    await dialog.getByLabel('What is wrong?').selectOption({ label: 'Spoiled' });
    await dialog.getByLabel('Note').fill('Soft and mouldy at the bottom of the sack');
    await camera.setInputFiles(PHOTO);
    await dialog.getByRole('img', { name: 'Photo 1 of the goods' }).waitFor();
    await expect.poll(() => dialog.getByRole('progressbar').count()).toBe(0);
    await fitsPhone(customer);
    await dialog.getByRole('button', { name: 'Send claim' }).click();
    await customer.getByText('Claim sent: the supplier and our team will look at it.').waitFor();
    const filed = claimOn(card, ONION);
    await filed.getByText('Open', { exact: true }).waitFor();
    await filed.getByText('1.5 kg · Spoiled').waitFor();
    await photoShows(filed);
    await fitsPhone(customer);
    const [row] = await query('select id, quantity from claims where order_id = ?', [orderId]);
    expect(row!.quantity).toBe(1500);

    // The supplier answers once, from its Claims screen.
    const supplier = await browser.page({ mobile: true });
    await loginAs(supplier, DEMO.supplier);
    await supplier
      .getByRole('navigation', { name: 'Supplier', exact: true })
      .getByRole('link', { name: 'Claims' })
      .click();
    await supplier.waitForURL((u) => u.pathname === '/supplier/claims');
    await supplier.getByLabel('Status').selectOption({ label: 'Open' });
    await supplier.waitForURL((u) => u.searchParams.get('status') === 'open');
    const theirs = claimOn(supplier, orderNumber);
    await photoShows(theirs);
    await theirs.getByRole('button', { name: `Answer the claim on ${ONION}` }).click();
    const answer = supplier.getByRole('dialog', { name: `Answer the claim on ${ONION}` });
    await answer.getByLabel('Your answer').fill('Packed fresh; one sack may have been crushed in transit.');
    await answer.getByRole('button', { name: 'Send answer' }).click();
    await supplier.getByText('Answer sent').waitFor();
    await theirs
      .getByText('Supplier’s answer: Packed fresh; one sack may have been crushed in transit.')
      .waitFor();
    expect(await theirs.getByRole('button', { name: `Answer the claim on ${ONION}` }).count()).toBe(0);
    await fitsPhone(supplier);

    // Staff approve part of it, confirming first.
    const staff = await browser.page({ mobile: true });
    await loginAs(staff, DEMO.admin);
    await staff.goto('/admin/claims?status=open');
    const open = claimOn(staff, orderNumber);
    await photoShows(open);
    await open.getByText('Supplier’s answer: Packed fresh', { exact: false }).waitFor();
    await open.getByRole('button', { name: `Approve the claim on ${ONION}` }).click();
    const decide = staff.getByRole('dialog', { name: `Approve the claim on ${ONION}` });
    const approve = decide.getByLabel('Kg to approve');
    expect(await approve.inputValue()).toBe('1.5');
    await approve.fill('2');
    await decide.getByRole('button', { name: 'Continue' }).click();
    await decide.getByText('Enter more than 0, at most 1.5 kg').waitFor();
    await decide.getByText('Say why').waitFor();
    await approve.fill('1');
    await decide.getByLabel('Reason').fill('Photo shows about 1 kg spoiled.');
    await decide.getByRole('button', { name: 'Continue' }).click();
    await decide.getByText(`Approve 1 kg of ${ONION}?`).waitFor();
    await fitsPhone(staff);
    await decide.getByRole('button', { name: 'Approve', exact: true }).click();
    await staff.getByText(/^Claim approved: credit note \S+$/).waitFor();
    const [decided] = await query('select status, approved_quantity, credit_note from claims where id = ?', [
      String(row!.id),
    ]);
    expect(decided).toMatchObject({ status: 'partly_approved', approved_quantity: 1000 });
    const note = String(decided!.credit_note);
    expect(note).not.toBe('');
    await staff.goto('/admin/claims?status=partly_approved');
    await claimOn(staff, orderNumber).getByText(`credit note ${note}`, { exact: false }).waitFor();

    // The customer reads the decision on the order.
    await customer.reload();
    const done = claimOn(card, ONION);
    await done.getByText('Partly approved', { exact: true }).waitFor();
    await done.getByText(`Approved 1 kg · credit note ${note}`, { exact: false }).waitFor();
    await done.getByText('Reason: Photo shows about 1 kg spoiled.').waitFor();
    await fitsPhone(customer);
    await Promise.all([customer, supplier, staff].map((p) => p.context().close()));
  });
});
