import { fileURLToPath } from 'node:url';
import { type AppConfig, ConfigError, readConfig } from '@app/api/config';
import { type NodeSettings, readNodeSettings } from './settings.ts';

// Paths are resolved from the repo root so the bundled dist/index.js and `tsx src/index.ts` agree.
const root = fileURLToPath(new URL('../../../', import.meta.url));

// Settings first, before the app is even loaded: a refused start is quick and says only why.
let config: AppConfig;
let settings: NodeSettings;
try {
  config = readConfig(process.env);
  settings = readNodeSettings(process.env, root);
} catch (e) {
  if (!(e instanceof ConfigError)) throw e;
  // One sentence naming the setting, and a non-zero exit, so a supervisor shows why.
  console.error(e.message);
  process.exit(1);
}

const { runServer } = await import('./server.ts');
try {
  await runServer(root, process.env, config, settings);
} catch (e) {
  // Settings only the database can judge (ADMIN_EMAIL naming another account) refuse the same way.
  if (!(e instanceof ConfigError)) throw e;
  console.error(e.message);
  process.exit(1);
}
