export type Scheme = 'http' | 'https';

const lastOf = (header: string | null) =>
  (header ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The client as a chain of `hops` trusted reverse proxies reports it: each proxy appends the
 * address it saw to X-Forwarded-For, so the client is `hops` entries from the right (anything
 * further left was written by the client and proves nothing). With no trusted hops, or a
 * header too short to have come through them, the socket's own address and scheme stand.
 */
export function forwardedClient(
  headers: Headers,
  socket: { ip: string; scheme: Scheme },
  hops: number,
): { ip: string; scheme: Scheme } {
  if (hops <= 0) return socket;
  const chain = lastOf(headers.get('x-forwarded-for'));
  const ip = chain.length >= hops ? chain[chain.length - hops]! : socket.ip;
  const proto = lastOf(headers.get('x-forwarded-proto')).at(-1)?.toLowerCase();
  return { ip, scheme: proto === 'https' || proto === 'http' ? proto : socket.scheme };
}
