import { type DeliveryStatus, deliveryAssignments, orders } from '@app/db';
import { eq } from 'drizzle-orm';
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

  /**
   * A failed without a reason given is sent with one (customer_closed), a delivered COD order
   * without cash_collected with its total: `reason` and `cash_collected` given, as they are.
   */
  async function update(
    assignmentId: string,
    body: {
      status: string;
      notes?: string;
      otp?: string;
      reason?: string;
      cash_collected?: number;
      change_id?: string;
    },
    token = rider.token,
  ) {
    const reason = body.status === 'failed' && !('reason' in body) ? { reason: 'customer_closed' } : {};
    const cash =
      body.status === 'delivered' && !('cash_collected' in body) ? await cashDue(assignmentId) : {};
    return t.call('PUT', `/api/delivery/assignments/${assignmentId}/status`, {
      token,
      body: { ...body, ...reason, ...cash },
    });
  }

  async function cashDue(assignmentId: string) {
    const [row] = await t.db
      .select({ method: orders.paymentMethod, total: orders.totalPaise })
      .from(deliveryAssignments)
      .innerJoin(orders, eq(orders.id, deliveryAssignments.orderId))
      .where(eq(deliveryAssignments.id, assignmentId));
    return row?.method === 'COD' ? { cash_collected: row.total / 100 } : {};
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
