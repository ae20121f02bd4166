// The registry mirror here serves only Linux builds of some native packages, so `npm install`
// leaves their other-platform optional dependencies out of package-lock.json and `npm ci`
// then refuses the lock. This records those entries with their os/cpu, exactly as npm would
// on an unrestricted registry, so npm ci skips them. Run after `npm install` changes the lock.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const platformOf = (name) => {
  const os = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'wasm32'].find((o) =>
    name.includes(`-${o}-`),
  );
  const cpu = ['arm64', 'x64', 'arm', 'ia32', 'wasi'].find((c) =>
    new RegExp(`-${c}(-|$)`).test(name.split(`-${os}-`)[1] ?? ''),
  );
  if (!os) return null;
  if (os === 'wasm32') return { cpu: ['wasm32'] };
  return {
    os: [os],
    ...(cpu ? { cpu: [cpu] } : {}),
    ...(name.includes('musl') ? { libc: ['musl'] } : name.includes('linux') ? { libc: ['glibc'] } : {}),
  };
};
let added = 0;
for (const [path, pkg] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const key = `${path ? `${path}/` : ''}node_modules/${dep}`;
    const hoisted = `node_modules/${dep}`;
    if (lock.packages[key] || lock.packages[hoisted]) continue;
    const platform = platformOf(dep);
    if (!platform) continue;
    lock.packages[hoisted] = { version, optional: true, ...platform };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`Recorded ${added} other-platform optional packages in package-lock.json`);
