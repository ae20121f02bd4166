import { decodeBase64, encodeBase64 } from '@oslojs/encoding';

/**
 * PBKDF2-SHA256 through Web Crypto: native speed on Node and Workers alike, and 100,000
 * iterations is the most Workers allows. The stored string names its parameters so the
 * cost can be raised later and old hashes still verify.
 */
export async function hashPassword(password: string, iterations: number): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, salt, iterations);
  return `pbkdf2_sha256$${iterations}$${encodeBase64(salt)}$${encodeBase64(hash)}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iter, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'pbkdf2_sha256' || !iter || !saltB64 || !hashB64) return false;
  const expected = decodeBase64(hashB64);
  const actual = await derive(password, new Uint8Array(decodeBase64(saltB64)), Number(iter));
  return constantTimeEqual(expected, actual);
}

const NO_ACCOUNT_SALT = new Uint8Array(16);

/**
 * The check made when no account has the e-mail: the same PBKDF2 derivation, at the count new
 * hashes use, as checking a real password; never a match. Login then costs the same work whether
 * or not the account exists, so its time does not tell.
 */
export async function verifyNoAccount(password: string, iterations: number): Promise<false> {
  await derive(password, NO_ACCOUNT_SALT, iterations);
  return false;
}

async function derive(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    256,
  );
  return new Uint8Array(bits);
}

function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}
