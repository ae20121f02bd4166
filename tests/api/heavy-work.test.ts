import { createWorkGate, readConfig } from '@app/api';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { heldFonts, warmUpPdfRenderer } from '../support/pdf.ts';

// Issue 34: PDFs, exports and bulk uploads are answered alone, a few per account per minute and
// a few at once per process, so that they cannot crowd out /api/health and ordinary reads.

const HEAVY_CALLS_PER_MINUTE = readConfig({}).heavy.perAccountPerMinute;

let t: TestApp;
beforeAll(warmUpPdfRenderer);
afterEach(() => t.close());

const statement = (token: string) => t.call('GET', '/api/account/ledger/statement', { token });
const trpcGet = (paths: string[], token: string) =>
  t.call('GET', `/trpc/${paths.join(',')}?batch=1`, { token });

describe('tRPC batches', () => {
  it('refuses a statement PDF inside a batch, and answers the same call alone', async () => {
    t = await createTestApp();
    const me = await t.userWithToken('customer');
    const batch = await trpcGet(['credit.statement', 'credit.statement', 'credit.statement'], me.token);
    expect(batch.status).toBe(400);
    for (const answer of batch.data) {
      expect(answer.error.data.appCode).toBe('heavy_in_batch');
      expect(answer.error.message).toBe(
        'Documents, exports and uploads are sent one per request, never in a batch. Ask for this one on its own.',
      );
    }
    // The same refusal in Hindi, and an ordinary call beside a heavy one is still answered.
    const mixed = await t.call('GET', '/trpc/credit.ledger,credit.statement?batch=1', {
      token: me.token,
      headers: { 'accept-language': 'hi' },
    });
    expect(mixed.data[0].result.data.balance).toBe(0);
    expect(mixed.data[1].error.data.appCode).toBe('heavy_in_batch');
    expect(mixed.data[1].error.message).toContain('बैच में कभी नहीं');

    const alone = await trpcGet(['credit.statement'], me.token);
    expect(alone.status).toBe(200);
    expect(alone.data[0].result.data.contentType).toBe('application/pdf');
  });
});

describe('per account', () => {
  it(`answers heavy call ${HEAVY_CALLS_PER_MINUTE + 1} of a minute 429, while another account gets its PDF`, async () => {
    t = await createTestApp();
    const busy = await t.userWithToken('customer');
    const other = await t.userWithToken('customer');
    for (let i = 0; i < HEAVY_CALLS_PER_MINUTE; i++) expect((await statement(busy.token)).status).toBe(200);
    const refused = await statement(busy.token);
    expect(refused.status).toBe(429);
    expect(refused.data.code).toBe('rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Over tRPC too, with the header.
    const overTrpc = await trpcGet(['credit.statement'], busy.token);
    expect(overTrpc.status).toBe(429);
    expect(Number(overTrpc.headers.get('retry-after'))).toBeGreaterThan(0);

    const theirs = await statement(other.token);
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get('content-type')).toBe('application/pdf');
    // Ordinary calls of the limited account are not limited.
    expect((await t.call('GET', '/api/account/ledger', { token: busy.token })).status).toBe(200);
    t.advance(61_000);
    expect((await statement(busy.token)).status).toBe(200);
  });
});

describe('per process', () => {
  it('queues heavy calls beyond the bound, refuses beyond the queue, and keeps health and reads answering', async () => {
    const gate = createWorkGate({ atOnce: 1, queue: 1 });
    const held = heldFonts();
    t = await createTestApp({ heavyWork: gate, fonts: held.fonts });
    const [a, b, c] = [
      await t.userWithToken('customer'),
      await t.userWithToken('customer'),
      await t.userWithToken('customer'),
    ];
    const first = statement(a.token);
    await held.drawing;
    expect(gate.running).toBe(1);
    const second = statement(b.token);
    // The second call reaches the gate after its session check; wait for it to stand in line.
    for (let i = 0; i < 200 && gate.waiting === 0; i++) await new Promise((r) => setTimeout(r, 5));
    expect(gate.waiting).toBe(1);

    const third = await statement(c.token);
    expect(third.status).toBe(503);
    expect(third.data.code).toBe('heavy_busy');
    expect(third.headers.get('retry-after')).toBe('2');
    expect((await t.call('GET', '/api/health')).status).toBe(200);
    expect((await t.call('GET', '/api/categories')).status).toBe(200);
    expect((await t.call('GET', '/api/account/ledger', { token: c.token })).status).toBe(200);

    held.release();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
    expect((await statement(c.token)).status).toBe(200);
  });
});
