import { shippedOrder } from './rest-orders.ts';
import type { Fixture } from './rest-world.ts';

/** A customer with a shipped order today: its spend (decision 0098) has a row, a price and a CSV line. */
const spendCall =
  (path: string, query = ''): Fixture =>
  async (t, w) => {
    const { me } = await shippedOrder(t, w);
    const today = new Date(t.services.clock.now() + 330 * 60_000).toISOString().slice(0, 10);
    return { token: me.token, path: `/api${path}?from=${today}&to=${today}${query}` };
  };

export const SPEND_FIXTURES: Record<string, Fixture> = {
  'GET /account/spend': spendCall('/account/spend', '&group_by=outlet'),
  'GET /account/spend/prices': spendCall('/account/spend/prices'),
  'GET /account/spend/csv': spendCall('/account/spend/csv', '&group_by=category'),
};
