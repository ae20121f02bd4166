import { readFileSync } from 'node:fs';

const manifest = JSON.parse(
  readFileSync(new URL('../../apps/web/dist/.vite/manifest.json', import.meta.url), 'utf8'),
) as Record<string, { file: string; isDynamicEntry?: boolean }>;

/** The path a lazily loaded module is served at: route chunks are named by their hash alone. */
export function chunkOf(source: string) {
  const entry = Object.entries(manifest).find(([key, v]) => key.startsWith(source) && v.isDynamicEntry);
  if (!entry) throw new Error(`No chunk for ${source} in the build manifest`);
  return `/${entry[1].file}`;
}
