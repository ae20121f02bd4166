/**
 * Where a webhook may be sent. In production only https to a public address: never this
 * machine, a private network or the cloud's metadata address (no request forgery through a
 * webhook). Names are judged as written when an endpoint is saved; before each send on Node the
 * name is resolved, every address it has is judged, and the send connects to the address judged
 * (`sendTarget`), so a name that resolves (or later rebinds) to a private address is refused.
 * Workers cannot resolve names from code; their fetch cannot reach private networks either.
 */
import { type Message, msg } from '../messages/index.ts';
import type { ResolvedAddress, WebhookTransport } from '../ports.ts';

/** IPv4 ranges that are not public: [first octets, prefix length]. */
const PRIVATE_V4: [number[], number][] = [
  [[0], 8], // "this network", 0.0.0.0
  [[10], 8],
  [[100, 64], 10], // carrier-grade NAT
  [[127], 8], // loopback
  [[169, 254], 16], // link-local (cloud metadata)
  [[172, 16], 12],
  [[192, 0, 0], 24], // IETF protocol assignments
  [[192, 168], 16],
  [[198, 18], 15], // benchmarking
  [[224], 4], // multicast
  [[240], 4], // reserved and broadcast
];

function parseV4(host: string): number[] | null {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return null;
  const octets = parts.map(Number);
  return octets.every((o) => o <= 255) ? octets : null;
}

function v4IsPrivate(octets: number[]): boolean {
  const value = octets.reduce((n, o) => n * 256 + o, 0);
  return PRIVATE_V4.some(([start, bits]) => {
    const base = [...start, 0, 0, 0].slice(0, 4).reduce((n, o) => n * 256 + o, 0);
    const size = 2 ** (32 - bits);
    return value >= base && value < base + size;
  });
}

/** Eight 16-bit groups of an IPv6 literal (the URL parser has already normalised it), or null. */
function parseV6(host: string): number[] | null {
  let text = host;
  let tail: number[] = [];
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const octets = parseV4(v4[1]!);
    if (!octets) return null;
    tail = [octets[0]! * 256 + octets[1]!, octets[2]! * 256 + octets[3]!];
    text = `${text.slice(0, -v4[1]!.length)}0:0`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groups = (s: string) => (s === '' ? [] : s.split(':'));
  const head = groups(halves[0]!);
  const rest = halves.length === 2 ? groups(halves[1]!) : [];
  const fill = halves.length === 2 ? 8 - head.length - rest.length : 0;
  const all = [...head, ...Array(Math.max(fill, 0)).fill('0'), ...rest];
  if (all.length !== 8 || !all.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return null;
  const words = all.map((g) => Number.parseInt(g, 16));
  if (tail.length) words.splice(6, 2, ...tail);
  return words;
}

function v6IsPrivate(w: number[]): boolean {
  const zeros = (n: number) => w.slice(0, n).every((x) => x === 0);
  const embeddedV4 = [w[6]! >> 8, w[6]! & 255, w[7]! >> 8, w[7]! & 255];
  if (zeros(8)) return true; // :: unspecified
  if (zeros(7) && w[7] === 1) return true; // ::1 loopback
  if (zeros(5) && w[5] === 0xffff) return v4IsPrivate(embeddedV4); // ::ffff:a.b.c.d mapped
  if (zeros(6)) return v4IsPrivate(embeddedV4); // ::a.b.c.d (deprecated compatible form)
  if (w[0] === 0x64 && w[1] === 0xff9b && w.slice(2, 6).every((x) => x === 0)) return v4IsPrivate(embeddedV4); // 64:ff9b::/96 NAT64
  const first = w[0]!;
  return (
    (first & 0xfe00) === 0xfc00 || // fc00::/7 unique local
    (first & 0xffc0) === 0xfe80 || // fe80::/10 link-local
    (first & 0xffc0) === 0xfec0 || // fec0::/10 site-local (deprecated)
    (first & 0xff00) === 0xff00 // multicast
  );
}

/** True when an IP address (no brackets) is not public; what is no address at all neither is. */
export function isPrivateAddress(address: string): boolean {
  const v4 = parseV4(address);
  if (v4) return v4IsPrivate(v4);
  const words = parseV6(address);
  return words === null || v6IsPrivate(words);
}

/** True when `hostname` (as `URL.hostname` gives it) names this machine or a non-public network. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host.startsWith('[') && host.endsWith(']')) return isPrivateAddress(host.slice(1, -1));
  const v4 = parseV4(host);
  return v4 !== null && v4IsPrivate(v4);
}

/**
 * Why `url` may not receive webhooks, or null when it may. Outside production (the demo, tests,
 * an integrator's laptop) any http(s) address is accepted.
 */
export function webhookTargetProblem(url: string, production: boolean): Message | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return msg('error.webhooks.fullUrl');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return msg('error.webhooks.https');
  if (!production) return null;
  if (parsed.protocol !== 'https:') return msg('error.webhooks.https');
  if (isPrivateHost(parsed.hostname)) return msg('error.webhooks.publicAddress');
  return null;
}

/** Where one send goes: the URL and the addresses to connect to (null: the transport resolves it). */
export type SendTarget = { url: URL; addresses: ResolvedAddress[] | null };

/**
 * The target of one send, or why it may not be sent. Where the transport resolves names, every
 * address of the name must pass (outside production any does, for local receivers) and the send
 * connects to one of them. Throws when the name does not resolve: the target is unreachable.
 */
export async function sendTarget(
  url: string,
  production: boolean,
  transport: WebhookTransport,
): Promise<SendTarget | { problem: Message }> {
  const problem = webhookTargetProblem(url, production);
  if (problem) return { problem };
  const parsed = new URL(url);
  if (!transport.resolve) return { url: parsed, addresses: null };
  const host = parsed.hostname;
  const literal: ResolvedAddress | null = host.startsWith('[')
    ? { address: host.slice(1, -1), family: 6 }
    : parseV4(host)
      ? { address: host, family: 4 }
      : null;
  const addresses = literal ? [literal] : await transport.resolve(host);
  if (addresses.length === 0) throw new Error(`${host} has no address`);
  if (production && addresses.some((a) => isPrivateAddress(a.address)))
    return { problem: msg('error.webhooks.publicAddress') };
  return { url: parsed, addresses };
}
