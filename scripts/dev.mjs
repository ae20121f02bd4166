// `npm run dev`: the API with tsx watch on :8787 and Vite with hot reload on :5173 (proxying /api, /trpc, /images).
import { execFileSync, spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
// The compiled message catalogues are not committed: written from the JSON as the servers start.
execFileSync(process.execPath, ['scripts/i18n-compile.mjs'], { cwd: root, stdio: 'inherit' });
const procs = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/index.ts'], { cwd: root, stdio: 'inherit' }),
  spawn('npx', ['vite', '--config', 'apps/web/vite.config.ts', 'apps/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const p of procs) p.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
