import { type ChildProcess, fork } from 'node:child_process';
import type { DocumentPress } from '@app/api';

/**
 * GST documents drawn in a process of their own beside the server (issue 40), at the lowest
 * priority. Drawing a document is ~115 ms of synchronous work: on the server's thread, 100 first
 * downloads at once held a catalogue page for seconds, and a worker thread still shared V8's
 * collector threads, at the server's priority, with it. One process is enough on two cores (the
 * heavy-work gate limits how many wait); it starts when warmed (once the server listens) or on the
 * first drawing, and again after a crash, which fails only what it was drawing. `file` is its entry beside this module (pdf-worker.ts, or
 * .js once built), started with this process's module loader (`--import tsx` from source).
 */
export function createPdfPress(file: URL): DocumentPress & { warm: () => void } {
  let child: ChildProcess | null = null;
  let next = 0;
  const waiting = new Map<number, { resolve: (b: Uint8Array) => void; reject: (e: Error) => void }>();
  const start = () => {
    const c = fork(file, [], {
      serialization: 'advanced',
      stdio: 'inherit',
      execArgv: loaders(process.execArgv),
    });
    c.on('message', ({ id, bytes, error }: { id: number; bytes?: Uint8Array; error?: string }) => {
      const asked = waiting.get(id);
      waiting.delete(id);
      if (waiting.size === 0) idle(c);
      if (bytes) asked?.resolve(bytes);
      else asked?.reject(new Error(`PDF not drawn: ${error}`));
    });
    c.on('exit', (code, signal) => {
      if (child === c) child = null;
      for (const asked of waiting.values()) asked.reject(new Error(`PDF press stopped (${code ?? signal})`));
      waiting.clear();
    });
    return c;
  };
  // Nothing to draw: the press does not keep the server's process alive.
  const idle = (c: ChildProcess) => {
    c.unref();
    c.channel?.unref();
  };
  const press: DocumentPress = (docs) =>
    new Promise((resolve, reject) => {
      child ??= start();
      child.ref();
      child.channel?.ref();
      const id = next++;
      waiting.set(id, { resolve, reject });
      child.send({ id, docs });
    });
  // Started once the server listens: the press prepares its renderer before the first download.
  const warm = () => {
    child ??= start();
    if (waiting.size === 0) idle(child);
  };
  return Object.assign(press, { warm });
}

/** Only the flags that load modules (`--import tsx`), not a profiler's or a preload's. */
const loaders = (argv: string[]) =>
  argv.flatMap((a, i) => (a === '--import' ? [a, argv[i + 1]!] : a.startsWith('--import=') ? [a] : []));
