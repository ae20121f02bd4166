// `npm run db:backup -- [file]` and `npm run db:restore -- <file>`: a consistent copy of the
// embedded database (VACUUM INTO, safe while the server runs), and its restore (server stopped).
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createClient } from '@libsql/client';

const [command, target] = process.argv.slice(2);
const url = process.env.DATABASE_URL ?? 'file:./data/marketplace.db';
if (!url.startsWith('file:')) {
  console.error(
    'Backups here are for the embedded database; use Turso point-in-time restore for a remote one.',
  );
  process.exit(1);
}
const dbPath = resolve(url.slice('file:'.length));

if (command === 'backup') {
  const out = resolve(target ?? `backups/marketplace-${new Date().toISOString().replace(/[:.]/g, '-')}.db`);
  if (existsSync(out)) {
    console.error(`${out} already exists.`);
    process.exit(1);
  }
  mkdirSync(dirname(out), { recursive: true });
  const client = createClient({ url: `file:${dbPath}` });
  await client.execute({ sql: 'VACUUM INTO ?', args: [out] });
  const check = createClient({ url: `file:${out}` });
  const ok = (await check.execute('PRAGMA integrity_check')).rows[0]?.integrity_check;
  check.close();
  client.close();
  if (ok !== 'ok') {
    console.error(`Backup failed its integrity check: ${ok}`);
    process.exit(1);
  }
  console.log(`Backed up ${dbPath} to ${out}`);
} else if (command === 'restore' && target) {
  const from = resolve(target);
  if (!existsSync(from)) {
    console.error(`${from} does not exist; nothing restored.`);
    process.exit(1);
  }
  const check = createClient({ url: `file:${from}` });
  const ok = (await check.execute('PRAGMA integrity_check')).rows[0]?.integrity_check;
  check.close();
  if (ok !== 'ok') {
    console.error(`${from} is not a sound database (${ok}); nothing restored.`);
    process.exit(1);
  }
  for (const suffix of ['-wal', '-shm']) rmSync(dbPath + suffix, { force: true });
  copyFileSync(from, dbPath);
  console.log(`Restored ${dbPath} from ${from} (stop the server before restoring).`);
} else {
  console.error('Usage: npm run db:backup -- [file] | npm run db:restore -- <file>');
  process.exit(1);
}
