import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO, loginAs, useBrowser } from './support/browser.ts';
import { openJob, orderInTransit, query } from './support/rider.ts';

// Decision 0068: when the customer cannot give the code, a photo and the recipient's name prove the drop.
const browser = useBrowser();
const PHOTO = fileURLToPath(new URL('../apps/web/public/landing/gallery-1.webp', import.meta.url));

describe('proof of delivery at phone size', () => {
  it('the rider delivers with a photo from a file; staff see it first, view the photo and review it', async () => {
    const { orderNumber, assignmentId } = await orderInTransit();

    const rider = await browser.page({ mobile: true });
    await loginAs(rider, DEMO.delivery);
    await rider.goto('/delivery');
    await openJob(rider, orderNumber);
    const card = rider
      .locator('li')
      .filter({ has: rider.getByRole('heading', { name: `Order ${orderNumber}` }) });
    await card.getByRole('button', { name: 'No code? Deliver with a photo' }).click();
    const dialog = rider.getByRole('dialog', { name: `Deliver order ${orderNumber} with a photo` });
    await dialog.getByRole('button', { name: 'Deliver with photo' }).click();
    await dialog.getByText('Take a photo of the goods at the door').waitFor();
    await dialog.getByLabel('Photo of the drop').setInputFiles(PHOTO);
    await dialog.getByRole('img', { name: 'The goods at the door, as you took them' }).waitFor();
    await dialog.getByLabel('Received by').fill('Suresh, store keeper');
    await dialog.getByRole('button', { name: 'Deliver with photo' }).click();
    await rider.getByText(`Order ${orderNumber} delivered. Staff will review the photo.`).waitFor();
    await expect.poll(() => card.count()).toBe(0);

    const [row] = await query(
      'select status, proof, proof_recipient, proof_photo_key from delivery_assignments where id = ?',
      [assignmentId],
    );
    expect(row).toMatchObject({
      status: 'delivered',
      proof: 'photo',
      proof_recipient: 'Suresh, store keeper',
    });
    // Resized on the phone to a JPEG before it was sent.
    expect(String(row!.proof_photo_key)).toMatch(new RegExp(`^proofs/${assignmentId}/[a-z2-7]+\\.jpg$`));

    const admin = await browser.page({ mobile: true });
    await loginAs(admin, DEMO.admin);
    await admin.goto('/admin/delivery-management');
    const toReview = admin.getByRole('region', { name: /Delivered without the code: to review/ });
    const reviewCard = toReview.locator('li').filter({ hasText: orderNumber });
    await reviewCard.getByText('Photo · received by Suresh, store keeper').waitFor();
    await reviewCard.getByRole('button', { name: 'View photo and review' }).click();
    const review = admin.getByRole('dialog', { name: `Review the drop of order ${orderNumber}` });
    const photo = review.getByRole('img', { name: `The goods of order ${orderNumber} at the door` });
    await photo.waitFor();
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await review.getByLabel('Note').fill('Called the kitchen: all there.');
    await review.getByRole('button', { name: 'Mark reviewed' }).click();
    await admin.getByText(`Delivery of order ${orderNumber} reviewed.`).waitFor();
    await expect.poll(() => reviewCard.count()).toBe(0);
    const [after] = await query('select reviewed_at from delivery_assignments where id = ?', [assignmentId]);
    expect(after!.reviewed_at).not.toBeNull();
  });
});
