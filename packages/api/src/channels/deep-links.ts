import { readToken, signToken } from './reply-tokens.ts';

const PURPOSE = 'deep-link';
export const LINK_PATH = '/api/channels/link/';

/**
 * A link into the app that proves we sent it (decision 0110): the screen's path, signed. It
 * grants nothing: the screen still needs the person's session (signed out: login, then back).
 */
export async function deepLink(publicUrl: string, secret: string, path: string) {
  return `${publicUrl}${LINK_PATH}${await signToken(secret, PURPOSE, [path])}`;
}

/** The path a link we signed points to; null for a forged, altered or foreign one. */
export async function deepLinkPath(secret: string, token: string): Promise<string | null> {
  const fields = await readToken(secret, PURPOSE, token);
  const path = fields?.length === 1 ? fields[0]! : null;
  // Only a path of this site: never `//elsewhere` or a scheme.
  return path && /^\/(?![/\\])[\w\-/.?=&%]*$/.test(path) ? path : null;
}
