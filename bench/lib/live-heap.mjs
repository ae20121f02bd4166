// The server's live heap, for the soak's memory budget (decision 0127): the bench-only preload
// bench/lib/memory-probe.cjs answers SIGWINCH with two full GCs and a line of JSON after them.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

/** Node flags and environment that load the probe into the bench's server. */
export function probeFor(root, logPath) {
  rmSync(logPath, { force: true });
  return {
    args: ['-r', resolve(root, 'bench/lib/memory-probe.cjs'), '--expose-gc'],
    env: { MEM_LOG: logPath, MEM_EVERY: '60000' },
  };
}

const afterGc = (logPath) =>
  existsSync(logPath)
    ? readFileSync(logPath, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l))
        .filter((l) => l.tag === 'after-gc')
    : [];

/** The heap in use after full GCs, in MB: signals the server and waits for its answer (5 s at most). */
export async function liveHeapMb(pid, logPath) {
  const seen = afterGc(logPath).length;
  process.kill(pid, 'SIGWINCH');
  for (let waited = 0; waited < 5000; waited += 100) {
    await new Promise((r) => setTimeout(r, 100));
    const lines = afterGc(logPath);
    if (lines.length > seen) return lines.at(-1).heapUsed;
  }
  return undefined;
}
