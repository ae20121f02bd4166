import { type Database, newId, sandboxPayments } from '@app/db';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { PaymentProvider } from '../ports.ts';

/**
 * The default payment provider when no gateway keys are set: it serves its own hosted page
 * at /sandbox/pay/{ref} (Pay, Fail, Cancel) and then sends the browser to the return URL,
 * like a real hosted checkout. Status is only ever read back through fetchStatus.
 */
export function createSandboxPayments(db: Database): PaymentProvider {
  return {
    name: 'sandbox',
    async createPayment({ orderId, amountPaise, returnUrl }) {
      const ref = newId('sbx');
      await db.insert(sandboxPayments).values({ ref, orderId, amountPaise, returnUrl });
      return { providerRef: ref, paymentLink: `${new URL(returnUrl).origin}/sandbox/pay/${ref}` };
    },
    async fetchStatus(ref) {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.ref, ref));
      if (!row) return { status: 'failed', amountPaise: 0 };
      return { status: row.status === 'created' ? 'pending' : row.status, amountPaise: row.amountPaise };
    },
    async parseWebhook() {
      return null;
    },
    mountRoutes(app: Hono) {
      app.get('/sandbox/pay/:ref', async (c) => {
        const [row] = await db
          .select()
          .from(sandboxPayments)
          .where(eq(sandboxPayments.ref, c.req.param('ref')));
        if (!row) return c.html('<h1>Unknown payment</h1>', 404);
        const amount = (row.amountPaise / 100).toLocaleString('en-IN', {
          style: 'currency',
          currency: 'INR',
        });
        return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sandbox payment</title>
<style>body{font:16px system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#f3f6f4}main{background:#fff;padding:2rem;border-radius:12px;box-shadow:0 4px 24px #0001;max-width:22rem;width:90%}button{display:block;width:100%;padding:.9rem;margin:.5rem 0;border:0;border-radius:8px;font-size:1rem;cursor:pointer}.pay{background:#1b8a4a;color:#fff}.fail{background:#fbe9e7;color:#8a1b1b}.cancel{background:#eee}</style></head>
<body><main><p>Sandbox payment gateway — no money moves.</p><h1>Pay ${amount}</h1><form method="post"><button class="pay" name="outcome" value="success">Pay now</button><button class="fail" name="outcome" value="failed">Simulate failure</button><button class="cancel" name="outcome" value="cancel">Cancel</button></form></main></body></html>`);
      });
      app.post('/sandbox/pay/:ref', async (c) => {
        const ref = c.req.param('ref');
        const form = await c.req.parseBody();
        const outcome = form.outcome === 'success' ? 'success' : 'failed';
        const [row] = await db
          .update(sandboxPayments)
          .set({ status: outcome })
          .where(eq(sandboxPayments.ref, ref))
          .returning();
        if (!row) return c.html('<h1>Unknown payment</h1>', 404);
        return c.redirect(row.returnUrl, 303);
      });
    },
  };
}
