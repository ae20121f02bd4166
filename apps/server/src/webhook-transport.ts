import { lookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedAddress, WebhookTransport } from '@app/api';

/** A lookup that answers only the addresses already checked, so the connection cannot go elsewhere. */
const pinnedTo =
  (checked: ResolvedAddress[]): LookupFunction =>
  (_host, options, callback) => {
    if (options.all) callback(null, checked);
    else callback(null, checked[0]!.address, checked[0]!.family);
  };

/**
 * Webhooks on Node: names resolved here (every address, for targets.ts to judge), and each POST
 * connected to an address judged, never resolved again (no DNS rebinding between check and
 * connect). TLS still checks the certificate against the URL's name. A fresh connection per send
 * (no pooled socket outlives its check); redirects are not followed.
 */
export const nodeWebhookTransport: WebhookTransport = {
  async resolve(host) {
    const found = await lookup(host, { all: true, verbatim: true });
    return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
  },
  post(url, addresses, init) {
    return new Promise((resolve, reject) => {
      const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const req = request(
        url,
        {
          method: 'POST',
          headers: { ...init.headers, 'content-length': String(Buffer.byteLength(init.body)) },
          lookup: addresses ? pinnedTo(addresses) : undefined,
          agent: false,
          signal: init.signal,
        },
        (res) => {
          resolve(res.statusCode ?? 0);
          res.destroy();
        },
      );
      req.on('error', reject);
      req.end(init.body);
    });
  },
};
