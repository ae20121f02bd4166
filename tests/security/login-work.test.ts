import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { customerRegistration } from '../support/rest-fixtures.ts';

// Wall time is not asserted (it varies by machine); the work is: every PBKDF2 derivation the
// platform's Web Crypto makes during one login, with its iteration count.
let t: TestApp;
let derivations: number[];
beforeEach(async () => {
  t = await createTestApp({}, { PASSWORD_ITERATIONS: '4321' });
  derivations = [];
  const deriveBits = crypto.subtle.deriveBits.bind(crypto.subtle);
  vi.spyOn(crypto.subtle, 'deriveBits').mockImplementation((algorithm, key, length) => {
    if (typeof algorithm === 'object' && algorithm.name === 'PBKDF2')
      derivations.push((algorithm as Pbkdf2Params).iterations);
    return deriveBits(algorithm, key, length);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  t.close();
});

const login = async (email: string, password: string, ip: string) => {
  derivations = [];
  const res = await t.call('POST', '/api/auth/login', {
    body: { email, password },
    headers: { 'x-test-ip': ip },
  });
  return { status: res.status, data: res.data, derivations };
};

describe('a failed login does not tell whether the e-mail has an account', () => {
  it('makes the same PBKDF2 work, at the configured count, for an unknown e-mail as for a wrong password', async () => {
    const reg = await t.call('POST', '/api/auth/register', {
      body: customerRegistration('asha@kitchen.example.in'),
    });
    expect(reg.status).toBe(201);

    const known = await login('asha@kitchen.example.in', 'not-her-password', '203.0.113.1');
    const unknown = await login('nobody@kitchen.example.in', 'not-her-password', '203.0.113.2');
    expect(known.derivations).toEqual([4321]);
    expect(unknown.derivations).toEqual(known.derivations);
    expect(unknown.status).toBe(known.status);
    expect(unknown.data).toEqual(known.data);

    // The right password still logs in, with the same single derivation.
    const ok = await login('asha@kitchen.example.in', 'secret123', '203.0.113.3');
    expect(ok.status).toBe(200);
    expect(ok.derivations).toEqual([4321]);
  });
});
