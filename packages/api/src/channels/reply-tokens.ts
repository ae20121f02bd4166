import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from '@oslojs/encoding';

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });
/** 128 bits of HMAC-SHA256: enough that a guess never passes, short enough for a button's payload. */
const MAC_BYTES = 16;

const keyOf = (secret: string) =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);

/** `purpose` keeps a button's payload from passing as a link and the other way round. */
async function mac(secret: string, purpose: string, body: string) {
  const full = await crypto.subtle.sign('HMAC', await keyOf(secret), encoder.encode(`${purpose}\n${body}`));
  return new Uint8Array(full).slice(0, MAC_BYTES);
}

/** Compares every byte whatever differs first, so the time taken tells nothing of where. */
function sameBytes(a: Uint8Array, b: Uint8Array) {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

/** An opaque token: the fields, unreadable at a glance, and their MAC. */
export async function signToken(secret: string, purpose: string, fields: string[]) {
  const body = fields.join('\n');
  const sig = await mac(secret, purpose, body);
  return `${encodeBase64urlNoPadding(encoder.encode(body))}.${encodeBase64urlNoPadding(sig)}`;
}

/** The fields of a token this server signed for `purpose`, or null for anything else. */
export async function readToken(secret: string, purpose: string, token: string): Promise<string[] | null> {
  const m = /^([\w-]{1,400})\.([\w-]{22})$/.exec(token);
  if (!m) return null;
  try {
    const body = decoder.decode(decodeBase64urlIgnorePadding(m[1]!));
    const given = decodeBase64urlIgnorePadding(m[2]!);
    return sameBytes(given, await mac(secret, purpose, body)) ? body.split('\n') : null;
  } catch {
    return null;
  }
}
