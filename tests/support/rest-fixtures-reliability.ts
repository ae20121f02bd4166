import { runScheduledWork } from '@app/api';
import { DAY, insertPart } from './reliability.ts';
import type { Fixture } from './rest-world.ts';

/** Valid calls for suppliers' reliability (decision 0090): the world's supplier with a short, late order. */
export const RELIABILITY_FIXTURES: Record<string, Fixture> = {
  'GET /supplier/reliability': async (t, w) => {
    await insertPart(t, w.supplier.id, w.customer, {
      ago: DAY,
      outcome: 'handed_over',
      handedAfter: 10 * DAY,
      lines: [{ pricePaise: 10_000, quantity: 3, short: 1 }],
    });
    return { token: w.supplier.token, path: '/api/supplier/reliability' };
  },
  'GET /admin/suppliers/reliability': async (t, w) => {
    await insertPart(t, w.supplier.id, w.customer, {
      ago: DAY,
      outcome: 'rejected',
      lines: [{ pricePaise: 10_000, quantity: 2 }],
    });
    await runScheduledWork(t.services, t.services.clock.now());
    return { token: w.admin.token, path: '/api/admin/suppliers/reliability?page_size=5' };
  },
};
