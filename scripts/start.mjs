// `npm start`: build what is missing or stale, then run the Node server (migrates and seeds on start).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

// A build's per-file listing (hundreds of lines from vite) is kept back: one line when it works,
// all of it when it fails, so the demo accounts printed on start stay on screen.
function quietBuild(what, workspace) {
  const started = Date.now();
  process.stdout.write(`Building ${what}… `);
  try {
    execFileSync(npm, ['run', 'build', '-w', workspace], { cwd: root, stdio: 'pipe', maxBuffer: 64 << 20 });
  } catch (e) {
    console.log('failed:');
    process.stdout.write(e.stdout ?? '');
    process.stderr.write(e.stderr ?? '');
    process.exit(1);
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// The compiled message catalogues are not committed: written from the JSON before anything builds.
execFileSync(process.execPath, ['scripts/i18n-compile.mjs'], { cwd: root, stdio: 'inherit' });

const webIndex = join(root, 'apps/web/dist/index.html');
const webSources = Math.max(newestMtime(join(root, 'apps/web')), newestMtime(join(root, 'packages')));
if (!existsSync(webIndex) || statSync(webIndex).mtimeMs < webSources) {
  quietBuild('the web app', '@app/web');
}
const serverOut = join(root, 'apps/server/dist/index.js');
if (
  !existsSync(serverOut) ||
  statSync(serverOut).mtimeMs <
    Math.max(newestMtime(join(root, 'apps/server')), newestMtime(join(root, 'packages')))
) {
  quietBuild('the server', '@app/server');
}

const child = spawn(process.execPath, ['--enable-source-maps', serverOut], { cwd: root, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
