import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { customerWithCart, gstinOf } from '../support/catalog.ts';
import { goodsLeave, placeAndConfirm, threeSellerCart } from '../support/gst.ts';
import { download } from '../support/products.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const month = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(0, 7);

describe('GET /api/admin/tcs', () => {
  it('nets credit notes: per supplier GSTIN, gross, returns, net and TCS split by supply type', async () => {
    const first = await threeSellerCart(t);
    const admin = await t.userWithToken('admin');
    const kept = await placeAndConfirm(t, first.me.token);
    await goodsLeave(t, kept.id);
    // Returned: its goods left the suppliers (invoiced), then staff cancel it (credited).
    const second = await customerWithCart(t, first.lines);
    const cancelled = await placeAndConfirm(t, second.token);
    await goodsLeave(t, cancelled.id);
    const cancel = await t.call('PUT', `/api/admin/orders/${cancelled.id}`, {
      token: admin.token,
      body: { status: 'cancelled' },
    });
    expect(cancel.status).toBe(200);
    // Confirmed, its goods still with the suppliers: no supply yet, nothing in the return.
    const waiting = await customerWithCart(t, first.lines);
    await placeAndConfirm(t, waiting.token);
    // Cancelled before its goods left: never invoiced, never credited, nothing in the return.
    const dropped = await customerWithCart(t, first.lines);
    const never = await placeAndConfirm(t, dropped.token);
    expect((await t.call('POST', `/api/orders/${never.id}/cancel`, { token: dropped.token })).status).toBe(
      200,
    );
    const res = await t.call('GET', `/api/admin/tcs?month=${month(Date.now())}`, { token: admin.token });
    expect(res.status).toBe(200);
    // Malwa (MP → MP): 511.50 + 511.50 sold, 511.50 credited; 0.25% of 511.50 = 1.28 each.
    // Deccan (MH → MP): 500 + 500 sold, 500 credited; IGST 0.5% of 500 = 2.50. Gupta (no GSTIN): none.
    expect(res.data.suppliers).toEqual([
      {
        supplier_gstin: gstinOf('23', 'AAACM1234A'),
        supplier_name: 'Malwa Wholesale Pvt Ltd',
        gross_value: 1023,
        returns_value: 511.5,
        net_value: 511.5,
        igst: 0,
        cgst: 1.28,
        sgst: 1.28,
      },
      {
        supplier_gstin: gstinOf('27', 'AAFFD4321B'),
        supplier_name: 'Deccan Cleaning LLP',
        gross_value: 1000,
        returns_value: 500,
        net_value: 500,
        igst: 2.5,
        cgst: 0,
        sgst: 0,
      },
    ]);
    expect(res.data.totals).toEqual({
      gross_value: 2023,
      returns_value: 1011.5,
      net_value: 1011.5,
      igst: 2.5,
      cgst: 1.28,
      sgst: 1.28,
    });

    const csv = await download(t, `/api/admin/tcs/csv?month=${month(Date.now())}`, admin.token);
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename="TCS-${month(Date.now())}.csv"`,
    );
    const text = new TextDecoder().decode(csv.bytes).replace(/^\uFEFF/, '');
    expect(text.split('\r\n').slice(0, 2)).toEqual([
      'GSTIN of supplier,Trade/legal name,Gross value of supplies made,Value of supplies returned,Net amount liable for TCS,Integrated tax,Central tax,State/UT tax',
      `${gstinOf('23', 'AAACM1234A')},Malwa Wholesale Pvt Ltd,1023.00,511.50,511.50,0.00,1.28,1.28`,
    ]);
  });

  it('is empty for a month without documents, refuses a malformed month, and is the super admin’s alone', async () => {
    const admin = await t.userWithToken('admin');
    const empty = await t.call('GET', '/api/admin/tcs?month=2024-01', { token: admin.token });
    expect(empty.data).toMatchObject({ month: '2024-01', suppliers: [], totals: { net_value: 0 } });
    const bad = await t.call('GET', '/api/admin/tcs?month=2024-13', { token: admin.token });
    expect(bad.status).toBe(400);
    const sub = await t.userWithToken('sub_admin', { permissions: ['manage_orders', 'view_analytics'] });
    expect((await t.call('GET', '/api/admin/tcs?month=2024-01', { token: sub.token })).status).toBe(403);
  });
});
