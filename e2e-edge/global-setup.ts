import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { EDGE_PRODUCTION_VARS, freePort, startEdgeStack } from '../scripts/edge/stack.ts';

export const EDGE_ADMIN = { email: 'root@edge.test', password: 'Root@12345' };

/**
 * sqld + `npm run db:migrate` (with the super admin) + demo seed (images into local R2) +
 * `wrangler dev --local` on a free port. The worker's output goes to a log the suite reads.
 */
export default async function setup({ provide }: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'mkt-edge-'));
  const logFile = join(dir, 'stack.log');
  const stack = await startEdgeStack({
    stateDir: dir,
    port: await freePort(),
    admin: EDGE_ADMIN,
    vars: EDGE_PRODUCTION_VARS,
    log: (s) => appendFileSync(logFile, s),
    proxy: true,
  });
  provide('edgeUrl', stack.baseUrl);
  provide('edgeLog', logFile);
  provide('edgeDb', { url: stack.db.url, token: stack.db.token });
  provide('edgeProxy', stack.proxyUrl!);
  return async () => {
    await stack.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    edgeUrl: string;
    edgeLog: string;
    edgeDb: { url: string; token: string };
    edgeProxy: string;
  }
}
