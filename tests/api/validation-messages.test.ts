import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import en from '../../packages/api/src/messages/en/validation.json';
import hi from '../../packages/api/src/messages/hi/validation.json';
import { translateValidation } from '../../packages/api/src/messages/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { schemaMessages } from './schema-messages.ts';

const holes = (m: string) => m.replace(/\{\w+\}/g, '{}');
const names = (m: string) => [...m.matchAll(/\{(\w+)\}/g)].map((x) => x[1]).sort();

/** Decision 0081, "Validation messages": the schemas' English sentences are the catalogue's ids. */
describe('validation messages', () => {
  it('has every message the schemas write in the validation area, in English and Hindi', () => {
    const english = new Set(Object.values(en).map(holes));
    const messages = schemaMessages();
    expect(messages.length).toBeGreaterThan(80);
    expect(messages.filter((m) => !english.has(m))).toEqual([]);
    for (const [key, text] of Object.entries(en)) {
      const hindi = (hi as Record<string, string>)[key];
      expect(hindi, key).toMatch(/[\u0900-\u097F]/);
      expect(names(hindi ?? ''), key).toEqual(names(text));
    }
  });

  it('words a sentence in the language asked, by its placeholders too; other text stays', () => {
    expect(translateValidation('hi', 'Password is required')).toBe('पासवर्ड ज़रूरी है');
    expect(translateValidation('hi', 'Must be at most 150 characters')).toBe('ज़्यादा से ज़्यादा 150 अक्षर');
    expect(translateValidation('en', 'Password is required')).toBe('Password is required');
    expect(translateValidation('hi', 'Invalid input: expected string')).toBe(
      'Invalid input: expected string',
    );
  });
});

describe('400 field errors in the caller’s language', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  const login = (headers: Record<string, string> = {}) =>
    t.call('POST', '/api/auth/login', { body: { email: 'nobody', password: '' }, headers });

  it('answers Hindi field messages with Accept-Language: hi, English without', async () => {
    const english = await login();
    expect(english.status).toBe(400);
    expect(english.data.code).toBe('invalid_input');
    expect(english.data.errors).toEqual([
      { path: ['email'], message: 'Please enter a valid email address' },
      { path: ['password'], message: 'Password is required' },
    ]);
    expect(english.data.detail).toBe('email: Please enter a valid email address');

    const hindi = await login({ 'accept-language': 'hi-IN,hi;q=0.9' });
    expect(hindi.status).toBe(400);
    expect(hindi.data.code).toBe('invalid_input');
    expect(hindi.data.errors).toEqual([
      { path: ['email'], message: 'कृपया सही ईमेल पता डालें' },
      { path: ['password'], message: 'पासवर्ड ज़रूरी है' },
    ]);
    expect(hindi.data.detail).toBe('email: कृपया सही ईमेल पता डालें');
  });

  it('answers tRPC callers the same way', async () => {
    const res = await t.app.request('/trpc/accounts.login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'hi' },
      body: JSON.stringify({ email: 'a@b.in', password: '' }),
    });
    const body = (await res.json()) as { error: { message: string; data: { errors: unknown } } };
    expect(res.status).toBe(400);
    expect(body.error.data.errors).toEqual([{ path: ['password'], message: 'पासवर्ड ज़रूरी है' }]);
    expect(body.error.message).toBe('password: पासवर्ड ज़रूरी है');
  });
});
