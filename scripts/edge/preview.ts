// `npm run preview:edge`: builds the SPA and serves the whole product from workerd (wrangler dev)
// against a real libSQL server, with local R2. State is kept in .wrangler/preview between runs;
// delete that folder for a fresh database.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startEdgeStack } from './stack.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const env = process.env;

execFileSync('npm', ['run', 'build', '-w', '@app/web'], { cwd: root, stdio: 'inherit' });
const stack = await startEdgeStack({
  stateDir: `${root}.wrangler/preview`,
  port: Number(env.PORT ?? 8787),
  admin:
    env.ADMIN_EMAIL && env.ADMIN_PASSWORD
      ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
      : undefined,
  // The preview is the demo on workerd (sandbox payments, token on screen); deploys are production.
  vars: { NODE_ENV: 'development' },
  log: (s) => process.stdout.write(s),
});
console.log(
  `\nEdge preview ready at ${stack.baseUrl} (workerd; libSQL server at ${stack.db.url}). Ctrl-C stops.`,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await stack.stop();
    process.exit(0);
  });
}
