import type { DeliveryStatus } from '@app/db';
import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import { insertOrder } from './orders.ts';

export const OTP = '4821';
/** The legal path of spec section 4 up to each status. */
const PATH: Record<DeliveryStatus, DeliveryStatus[]> = {
  assigned: [],
  picked_up: ['picked_up'],
  in_transit: ['picked_up', 'in_transit'],
  delivered: ['picked_up', 'in_transit', 'delivered'],
  failed: ['picked_up', 'in_transit', 'failed'],
};

/** An admin, a customer and a rider in Indore, and helpers to move an order through delivery. */
export async function deliveryWorld(t: TestApp) {
  const admin = await t.userWithToken('admin');
  const customer = await t.userWithToken('customer');
  const rider = await t.userWithToken('delivery');

  async function assign(orderId: string, riderId = rider.id, token = admin.token) {
    return t.call('POST', `/api/admin/orders/${orderId}/assign-delivery`, {
      token,
      body: { delivery_person_id: riderId },
    });
  }

  /** A failed without a reason given is sent with one (customer_closed): `reason` given, as is. */
  async function update(
    assignmentId: string,
    body: { status: string; notes?: string; otp?: string; reason?: string; change_id?: string },
    token = rider.token,
  ) {
    const reason = body.status === 'failed' && !('reason' in body) ? { reason: 'customer_closed' } : {};
    return t.call('PUT', `/api/delivery/assignments/${assignmentId}/status`, {
      token,
      body: { ...body, ...reason },
    });
  }

  /** A fresh confirmed order assigned to the rider and moved along the legal path to `status`. */
  async function orderAt(status: DeliveryStatus, extra: Parameters<typeof insertOrder>[2] = {}) {
    const order = await insertOrder(t.db, customer, extra);
    const res = await assign(order.id);
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    const assignmentId = res.data.id as string;
    for (const step of PATH[status]) {
      const r = await update(assignmentId, { status: step, otp: step === 'delivered' ? OTP : undefined });
      expect(r.status, JSON.stringify(r.data)).toBe(200);
    }
    return { order, assignmentId };
  }

  return { admin, customer, rider, assign, update, orderAt };
}
