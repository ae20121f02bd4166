import { ConfigError, forwardedClient, readConfig } from '@app/api';
import { describe, expect, it } from 'vitest';
import { readNodeSettings } from '../../apps/server/src/settings.ts';
import { PRODUCTION_ENV } from '../support/app.ts';

describe('settings', () => {
  it('the demo seeds and shows its sandbox; production never seeds', () => {
    expect(readConfig({})).toMatchObject({ production: false, seedDemo: true, trustProxyHops: 0 });
    expect(readConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(readConfig(PRODUCTION_ENV)).toMatchObject({ production: true, seedDemo: false });
    expect(readConfig({ ...PRODUCTION_ENV, SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('only NODE_ENV=production switches to production (a mailer alone does not)', () => {
    expect(readConfig({ MAILER_URL: 'https://mail.example', MAILER_API_KEY: 'k' }).production).toBe(false);
  });

  it('takes all three Razorpay keys or none, and names the missing one', () => {
    expect(readConfig({}).razorpay).toBeUndefined();
    expect(() => readConfig({ RAZORPAY_KEY_ID: 'rzp', RAZORPAY_KEY_SECRET: 's' })).toThrow(
      new ConfigError('RAZORPAY_WEBHOOK_SECRET is required when the other Razorpay keys are set.'),
    );
  });

  it('takes a channel whole or not at all: half a WhatsApp or SMS setting stops the start, naming what is missing', () => {
    expect(readConfig(PRODUCTION_ENV).channels).toEqual({ whatsapp: undefined, sms: undefined });
    const whatsapp = {
      WHATSAPP_TOKEN: 't',
      WHATSAPP_PHONE_NUMBER_ID: '1234',
      WHATSAPP_APP_SECRET: 'a',
      WHATSAPP_VERIFY_TOKEN: 'v',
      WHATSAPP_REPLY_SECRET: 'r'.repeat(32),
    };
    expect(readConfig({ ...PRODUCTION_ENV, ...whatsapp }).channels.whatsapp).toMatchObject({
      apiUrl: 'https://graph.facebook.com/v21.0',
      phoneNumberId: '1234',
    });
    expect(() => readConfig({ ...PRODUCTION_ENV, ...whatsapp, WHATSAPP_APP_SECRET: '' })).toThrow(
      new ConfigError('WHATSAPP_APP_SECRET is required when the other WhatsApp settings are set.'),
    );
    // Buttons and deep links are signed: production fails closed without the secret.
    expect(() => readConfig({ ...PRODUCTION_ENV, ...whatsapp, WHATSAPP_REPLY_SECRET: undefined })).toThrow(
      new ConfigError('WHATSAPP_REPLY_SECRET is required when the other WhatsApp settings are set.'),
    );
    expect(() => readConfig({ ...PRODUCTION_ENV, ...whatsapp, WHATSAPP_REPLY_SECRET: 'short' })).toThrow(
      new ConfigError('WHATSAPP_REPLY_SECRET must be at least 32 characters.'),
    );
    expect(() => readConfig({ ...PRODUCTION_ENV, WHATSAPP_API_URL: 'https://graph.example/v21.0' })).toThrow(
      new ConfigError('WHATSAPP_TOKEN is required when the other WhatsApp settings are set.'),
    );
    expect(() => readConfig({ ...PRODUCTION_ENV, SMS_AUTH_KEY: 'k' })).toThrow(
      new ConfigError('SMS_SENDER_ID is required when the other SMS settings are set.'),
    );
    expect(() => readConfig({ SMS_AUTH_KEY: 'k', SMS_SENDER_ID: 'SUPBYD', SMS_API_URL: 'ftp://x' })).toThrow(
      new ConfigError('SMS_API_URL must be an http(s) address, not "ftp://x".'),
    );
    expect(() =>
      readConfig({ SMS_AUTH_KEY: 'k', SMS_SENDER_ID: 'SUPBYD', SMS_RECEIPT_TOKEN: 'short' }),
    ).toThrow(
      new ConfigError('SMS_RECEIPT_TOKEN must be at least 24 letters, digits, hyphens or underscores.'),
    );
    expect(readConfig({ SMS_AUTH_KEY: 'k', SMS_SENDER_ID: 'SUPBYD' }).channels.sms).toEqual({
      apiUrl: 'https://control.msg91.com/api/v5/flow',
      authKey: 'k',
      senderId: 'SUPBYD',
      receiptToken: undefined,
    });
  });

  it('refuses a number setting that is not a whole number, naming it', () => {
    expect(() => readConfig({ TRUST_PROXY: 'yes' })).toThrow(
      new ConfigError('TRUST_PROXY must be a whole number, not "yes".'),
    );
    expect(() => readConfig({ PASSWORD_ITERATIONS: '-5' })).toThrow(/^PASSWORD_ITERATIONS/);
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxyHops).toBe(1);
  });

  it('refuses fewer than 100,000 PBKDF2 iterations in production, naming the setting; the demo may go lower', () => {
    for (const weak of ['0', '1', '99999'])
      expect(() => readConfig({ ...PRODUCTION_ENV, PASSWORD_ITERATIONS: weak })).toThrow(
        new ConfigError(
          `PASSWORD_ITERATIONS must be at least 100000 in production, not ${weak}: fewer makes a stolen password hash cheaper to crack.`,
        ),
      );
    expect(readConfig(PRODUCTION_ENV).passwordIterations).toBe(100_000);
    expect(readConfig({ ...PRODUCTION_ENV, PASSWORD_ITERATIONS: '100000' }).passwordIterations).toBe(100_000);
    expect(readConfig({ ...PRODUCTION_ENV, PASSWORD_ITERATIONS: '600000' }).passwordIterations).toBe(600_000);
    expect(readConfig({ PASSWORD_ITERATIONS: '1000' }).passwordIterations).toBe(1000);
  });

  it('keeps the public URL without a trailing slash', () => {
    expect(readConfig({ ...PRODUCTION_ENV, PUBLIC_URL: 'https://shop.example.in/' }).publicUrl).toBe(
      'https://shop.example.in',
    );
  });
});

describe('settings only the Node server reads', () => {
  it('serves the embedded file by default, and a libSQL server with its token', () => {
    expect(readNodeSettings({}, '/srv/shop/')).toEqual({
      databaseUrl: 'file:/srv/shop/data/marketplace.db',
      authToken: undefined,
      workEverySeconds: 10,
    });
    expect(
      readNodeSettings({ DATABASE_URL: 'libsql://shop.turso.io', TURSO_AUTH_TOKEN: 't' }, '/'),
    ).toMatchObject({ databaseUrl: 'libsql://shop.turso.io', authToken: 't' });
    // sqld on this machine may go without a token, as the Worker's bindings allow.
    expect(readNodeSettings({ DATABASE_URL: 'http://127.0.0.1:8080' }, '/').authToken).toBeUndefined();
  });

  it('refuses a remote database without its token and odd values, naming the setting', () => {
    expect(() => readNodeSettings({ DATABASE_URL: 'libsql://shop.turso.io' }, '/')).toThrow(
      new ConfigError('TURSO_AUTH_TOKEN is required when DATABASE_URL names a database on another machine.'),
    );
    expect(() => readNodeSettings({ DATABASE_URL: 'postgres://db' }, '/')).toThrow(/^DATABASE_URL/);
    for (const odd of ['0', '1.5', 'often', '3601'])
      expect(() => readNodeSettings({ BACKGROUND_WORK_SECONDS: odd }, '/')).toThrow(
        /^BACKGROUND_WORK_SECONDS/,
      );
    expect(readNodeSettings({ BACKGROUND_WORK_SECONDS: '60' }, '/').workEverySeconds).toBe(60);
  });
});

describe('the client behind reverse proxies', () => {
  const socket = { ip: '10.0.0.2', scheme: 'http' as const };
  const headers = (xff?: string, proto?: string) =>
    new Headers({
      ...(xff ? { 'x-forwarded-for': xff } : {}),
      ...(proto ? { 'x-forwarded-proto': proto } : {}),
    });

  it('believes nothing forwarded without trusted hops', () => {
    expect(forwardedClient(headers('203.0.113.7', 'https'), socket, 0)).toEqual(socket);
  });

  it('takes the address that many hops from the right; what the client wrote further left is ignored', () => {
    const h = headers('6.6.6.6, 203.0.113.7, 10.0.0.1', 'https');
    expect(forwardedClient(h, socket, 1)).toEqual({ ip: '10.0.0.1', scheme: 'https' });
    expect(forwardedClient(h, socket, 2)).toEqual({ ip: '203.0.113.7', scheme: 'https' });
  });

  it('falls back to the socket when the header is shorter than the trusted chain or the scheme is odd', () => {
    expect(forwardedClient(headers('203.0.113.7', 'gopher'), socket, 2)).toEqual(socket);
    expect(forwardedClient(headers(undefined, 'HTTPS'), socket, 1)).toEqual({
      ip: '10.0.0.2',
      scheme: 'https',
    });
  });
});
