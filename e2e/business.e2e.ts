import { describe, expect, it } from 'vitest';
import { apiAsPage, fitsPhone, loginAs, useBrowser } from './support/browser.ts';
import { choose, seen } from './support/language.ts';

// Decision 0102: the owner of a restaurant group invites a chef on a phone; the chef joins by the link.
const browser = useBrowser();

describe('a business and its people', () => {
  it('the owner invites a chef for one outlet on a phone; the chef registers by the link and joins', async () => {
    const owner = await browser.page({ mobile: true });
    await loginAs(owner, 'owner@demo.supply');
    await owner.goto('/orders');
    await owner.getByRole('button', { name: 'Your business: outlets and people' }).click();
    await owner.getByRole('heading', { name: 'Your business' }).waitFor();
    await owner.getByRole('heading', { name: 'Malwa Spice, Bandra', exact: true }).waitFor();
    await owner.getByText('27AABCM4821K1ZF').waitFor();
    await fitsPhone(owner);

    await owner.getByRole('button', { name: 'Invite' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Invite a person' });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.getByText('Please enter a valid email address').waitFor();
    const email = `chef-${Date.now()}@test.in`;
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByText('Outlet staff', { exact: true }).click();
    await dialog.getByRole('checkbox', { name: /Malwa Spice, Indore/ }).check();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    const link = (await dialog.getByTestId('invite-link').getAttribute('href')) ?? '';
    expect(link).toMatch(/\/register\?invite=[a-z2-7]{32}$/);
    await fitsPhone(owner);

    const chef = await browser.page({ mobile: true });
    await chef.goto(link);
    await chef.getByRole('heading', { name: 'Join Malwa Spice Group' }).waitFor();
    await chef.getByText('Outlets: Malwa Spice, Indore').waitFor();
    await chef.getByLabel('Your name').fill('Imran Qureshi');
    await chef.getByLabel('Password').fill('secret123');
    await chef.getByLabel('Mobile number').fill('9826012345');
    await chef.getByRole('button', { name: 'Create account and join' }).click();
    await chef.waitForURL(/\/products/);
    await fitsPhone(chef);

    // The owner sees the chef among its people, for the Indore outlet only.
    await owner.goto('/orders#business');
    // Only the hash changed: load the page again, as the owner coming back later would.
    await owner.reload();
    const row = owner.getByRole('list', { name: 'People' }).getByRole('listitem').filter({ hasText: email });
    await row.getByText('Outlet staff').waitFor();
    await row.getByText('Malwa Spice, Indore').waitFor();
  });
});

describe('ordering per outlet', () => {
  it('the owner sees the outlet it orders for under the header and switches in one tap on a phone', async () => {
    const owner = await browser.page({ mobile: true });
    await loginAs(owner, 'owner@demo.supply');
    await owner.goto('/cart');
    const group = owner.getByRole('group', { name: 'Ordering for' });
    const indore = group.getByRole('button', { name: 'Malwa Spice, Indore' });
    const bandra = group.getByRole('button', { name: 'Malwa Spice, Bandra' });
    await expect.poll(() => indore.getAttribute('aria-pressed')).toBe('true');
    expect(await bandra.getAttribute('aria-pressed')).toBe('false');
    await fitsPhone(owner);

    const readAgain = owner.waitForRequest(
      (r) => r.url().includes('/trpc/') && r.headers()['x-outlet'] !== undefined,
    );
    await bandra.click();
    await expect.poll(() => bandra.getAttribute('aria-pressed')).toBe('true');
    expect(await indore.getAttribute('aria-pressed')).toBe('false');
    const sent = (await readAgain).headers()['x-outlet'];
    expect(sent).toBe(await owner.evaluate(() => localStorage.getItem('outlet')));
    // The choice stays on the next visit.
    await owner.reload();
    await expect.poll(() => bandra.getAttribute('aria-pressed')).toBe('true');
    await fitsPhone(owner);

    // Bandra's own cart, and its checkout filled in with Bandra's address and Maharashtra GSTIN.
    await owner.goto('/products');
    await owner
      .getByRole('list', { name: 'Products' })
      .getByRole('listitem')
      .filter({ hasText: 'In Stock' })
      .first()
      .getByRole('button', { name: 'Add to Cart' })
      .click();
    const bandraCart = () =>
      owner.evaluate(async () => {
        const headers = {
          Authorization: `Bearer ${localStorage.getItem('token')}`,
          'X-Outlet': localStorage.getItem('outlet') ?? '',
        };
        return (await (await fetch('/api/cart', { headers })).json()).items.length as number;
      });
    await expect.poll(bandraCart).toBe(1);
    await owner.goto('/checkout');
    const address = owner.getByLabel('Complete delivery address');
    await expect.poll(() => address.inputValue()).toContain('Hill Road');
    await fitsPhone(owner);
  });

  it('the lists and standing orders screens name the outlet and follow the switch', async () => {
    const owner = await browser.page({ mobile: true });
    await loginAs(owner, 'owner@demo.supply');
    await owner.goto('/lists');
    // Decision 0117: lists and standing orders are each outlet's.
    const note = owner.getByTestId('outlet-note');
    await expect.poll(() => note.textContent()).toContain('Malwa Spice, Indore');
    await owner
      .getByRole('group', { name: 'Ordering for' })
      .getByRole('button', { name: 'Malwa Spice, Bandra' })
      .click();
    await expect.poll(() => note.textContent()).toContain('Malwa Spice, Bandra');
    await fitsPhone(owner);
    await owner.goto('/standing-orders');
    await expect.poll(() => owner.getByTestId('outlet-note').textContent()).toContain('Malwa Spice, Bandra');
    await fitsPhone(owner);
    // In Hindi the label is Hindi, the outlet's name data.
    await choose(owner, 'हिन्दी');
    await seen(owner, 'आउटलेट के नियमित ऑर्डर:');
    expect(await owner.getByTestId('outlet-note').locator('[translate="no"]').textContent()).toBe(
      'Malwa Spice, Bandra',
    );
    await choose(owner, 'English');
    await expect
      .poll(async () => (await apiAsPage(owner, 'GET', '/auth/me')).data.preferred_language)
      .toBe('en');
  });

  it('a chef with one outlet sees no switch', async () => {
    const chef = await browser.page({ mobile: true });
    await loginAs(chef, 'chef@demo.supply');
    await chef.goto('/cart');
    await chef.getByRole('heading', { level: 1 }).waitFor();
    await chef
      .getByRole('link', { name: /Orders/ })
      .first()
      .waitFor();
    expect(await chef.getByRole('group', { name: 'Ordering for' }).count()).toBe(0);
  });
});
