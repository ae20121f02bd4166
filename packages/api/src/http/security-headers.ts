import type { Context, MiddlewareHandler } from 'hono';
import type { Scheme } from './client-address.ts';

/** Headers on every answer. Scripts only from our origin; images also from https (pasted URLs). */
export function securityHeaders(opts: {
  production: boolean;
  scheme: (c: Context) => Scheme;
}): MiddlewareHandler {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    'frame-src https://maps.google.com https://www.google.com',
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('X-Frame-Options', 'DENY');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    if (!h.has('Content-Security-Policy')) h.set('Content-Security-Policy', csp);
    if (opts.production && opts.scheme(c) === 'https') {
      h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  };
}
