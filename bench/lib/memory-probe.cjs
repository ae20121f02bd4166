// Bench-only preload for the server (`node -r bench/lib/memory-probe.cjs --expose-gc …`), never
// part of the product: every MEM_EVERY ms (5,000) a line of JSON to MEM_LOG with RSS (anonymous
// and file), V8's heap and its spaces. On SIGWINCH: a line before and after two full GCs (the
// live heap), and the resident anonymous memory by mapping from /proc/self/smaps (decision 0127).
const fs = require('node:fs');
const v8 = require('node:v8');

const file = process.env.MEM_LOG;
const t0 = Date.now();
const mb = (bytes) => Math.round(bytes / 104857.6) / 10;
const seconds = () => Math.round((Date.now() - t0) / 1000);
const write = (line) => fs.appendFileSync(file, `${JSON.stringify({ t: seconds(), ...line })}\n`);

function sample(tag) {
  const status = fs.readFileSync('/proc/self/status', 'utf8');
  const kb = (key) => Number(status.match(new RegExp(`${key}:\\s+(\\d+)`))?.[1] ?? 0);
  const m = process.memoryUsage();
  const spaces = Object.fromEntries(
    v8.getHeapSpaceStatistics().map((s) => [s.space_name, [mb(s.space_used_size), mb(s.space_size)]]),
  );
  write({
    tag,
    rss: mb(kb('VmRSS') * 1024),
    anon: mb(kb('RssAnon') * 1024),
    file: mb(kb('RssFile') * 1024),
    peak: mb(kb('VmHWM') * 1024),
    heapTotal: mb(m.heapTotal),
    heapUsed: mb(m.heapUsed),
    external: mb(m.external),
    arrayBuffers: mb(m.arrayBuffers),
    spaces,
  });
}

// glibc's thread arenas are read-write anonymous maps aligned to 64 MB; V8's pages and large
// mallocs are the other anonymous maps; the main malloc arena is [heap].
function residentByMapping() {
  const groups = {};
  let group = null;
  for (const line of fs.readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const m = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (m) {
      const start = Number.parseInt(m[1], 16);
      const size = Number.parseInt(m[2], 16) - start;
      const name = m[3];
      if (name.startsWith('/')) group = 'files';
      else if (name) group = name;
      else if (start % 2 ** 26 === 0 && size <= 2 ** 26) group = 'malloc thread arenas';
      else group = 'other anonymous (V8 heap, large mallocs)';
      continue;
    }
    const rss = /^Rss:\s+(\d+)/.exec(line);
    if (rss && group) groups[group] = (groups[group] ?? 0) + Number(rss[1]) * 1024;
  }
  return Object.fromEntries(Object.entries(groups).map(([k, v]) => [k, mb(v)]));
}

setInterval(() => sample('tick'), Number(process.env.MEM_EVERY ?? 5000)).unref();
process.on('SIGWINCH', () => {
  sample('before-gc');
  globalThis.gc?.();
  globalThis.gc?.();
  sample('after-gc');
  write({ tag: 'smaps', resident: residentByMapping() });
});
