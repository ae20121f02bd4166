// Where a server's CPU went: self time from a .cpuprofile (node --cpu-prof), by function and by
// package or file, and total (inclusive) time for functions whose name matches a word.
// `node bench/profile.mjs <file.cpuprofile> [top=30] [inclusive words, comma-separated]`.
// Take one with BENCH_SERVER_ARGS='--cpu-prof --cpu-prof-dir=bench/.profiles' (bench/README.md).
import { readFileSync } from 'node:fs';

const [file, topArg = '30', wordsArg = ''] = process.argv.slice(2);
if (!file) throw new Error('usage: node bench/profile.mjs <file.cpuprofile> [top] [words]');
const top = Number(topArg);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

// Self time per node from the samples and their time deltas (µs).
const self = new Map();
for (const [k, id] of profile.samples.entries())
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[k] ?? 0));
const total = [...self.values()].reduce((a, b) => a + b, 0);

const where = (cf) => {
  const url = cf.url.replace(/^file:\/\//, '');
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
  if (pkg) return pkg;
  if (url.includes('/dist/index.js')) return 'app bundle';
  if (url.startsWith('node:')) return url;
  return url ? url.split('/').slice(-2).join('/') : `(${cf.functionName || 'native'})`;
};
const label = (cf) => `${cf.functionName || '(anonymous)'}  ${where(cf)}:${cf.lineNumber + 1}`;

const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us);
const byFunction = new Map();
const byPlace = new Map();
for (const [id, us] of self) {
  const cf = nodes.get(id).callFrame;
  add(byFunction, label(cf), us);
  add(byPlace, where(cf), us);
}

const pct = (us) => `${((us / total) * 100).toFixed(1).padStart(5)} %`;
const print = (title, map, n) => {
  console.log(`\n${title}`);
  for (const [k, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n))
    console.log(`${pct(us)}  ${(us / 1000).toFixed(0).padStart(7)} ms  ${k}`);
};
console.log(`${file}: ${(total / 1e6).toFixed(2)} s sampled`);
print('Self time by package or file', byPlace, top);
print('Self time by function', byFunction, top);

// Inclusive: a sample counts once for a word if any frame on its stack matches it.
const words = wordsArg.split(',').filter(Boolean);
if (words.length) {
  const inclusive = new Map();
  for (const [id, us] of self) {
    const seen = new Set();
    for (let n = id; n !== undefined; n = parent.get(n)) {
      const name = nodes.get(n).callFrame.functionName;
      for (const w of words) if (name === w || name.includes(w)) seen.add(w);
    }
    for (const w of seen) add(inclusive, w, us);
  }
  print('Total time (self and callees) of functions named', inclusive, words.length);
}
