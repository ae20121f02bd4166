import { expect, inject } from 'vitest';

/** HTTP helpers for the edge smoke suite: every call goes to the Worker that wrangler dev runs. */
const base = inject('edgeUrl');
export const DEMO_PASSWORD = 'Demo@1234';

export interface Answer {
  status: number;
  headers: Headers;
  body: any;
  bytes: Uint8Array;
}

export async function call(
  method: string,
  path: string,
  o: {
    token?: string;
    json?: unknown;
    form?: FormData;
    headers?: Record<string, string>;
    redirect?: RequestRedirect;
  } = {},
): Promise<Answer> {
  const headers = new Headers(o.headers);
  if (o.token) headers.set('Authorization', `Bearer ${o.token}`);
  if (o.json !== undefined) headers.set('Content-Type', 'application/json');
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: o.form ?? (o.json === undefined ? undefined : JSON.stringify(o.json)),
    redirect: o.redirect,
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  let body: any = text;
  if (res.headers.get('content-type')?.includes('json')) body = JSON.parse(text);
  return { status: res.status, headers: res.headers, body, bytes };
}

export async function login(email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await call('POST', '/api/auth/login', { json: { email, password } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.access_token;
}

export const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.slice(from, to));
export const isWebp = (b: Uint8Array) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP';
