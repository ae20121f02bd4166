import { ConfigError } from '@app/api/config';

/** What only the Node entry reads: where its database is and how often it does background work. */
export interface NodeSettings {
  databaseUrl: string;
  /** Turso's (or sqld's) token; an embedded file needs none. */
  authToken: string | undefined;
  /** Seconds between background-work passes (BACKGROUND_WORK_SECONDS, default 10). */
  workEverySeconds: number;
}

const isLocal = (url: string) => /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/.test(url);

/** A database other processes can reach too: limits and leases must then live in it. */
export const isSharedDatabase = (url: string) => !url.startsWith('file:');

export function readNodeSettings(env: NodeJS.ProcessEnv, root: string): NodeSettings {
  const databaseUrl = env.DATABASE_URL || `file:${root}data/marketplace.db`;
  if (!/^(file:|libsql:\/\/|https?:\/\/|wss?:\/\/)\S+$/.test(databaseUrl))
    throw new ConfigError('DATABASE_URL must be a file:, libsql://, https:// or http:// URL.');
  const authToken = env.TURSO_AUTH_TOKEN || undefined;
  if (isSharedDatabase(databaseUrl) && !authToken && !isLocal(databaseUrl))
    throw new ConfigError(
      'TURSO_AUTH_TOKEN is required when DATABASE_URL names a database on another machine.',
    );
  const raw = env.BACKGROUND_WORK_SECONDS;
  const workEverySeconds = raw ? Number(raw) : 10;
  if (!Number.isSafeInteger(workEverySeconds) || workEverySeconds < 1 || workEverySeconds > 3600)
    throw new ConfigError(`BACKGROUND_WORK_SECONDS must be a whole number from 1 to 3600, not "${raw}".`);
  return { databaseUrl, authToken, workEverySeconds };
}
