import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { ImageStore } from '@app/api';

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};

/** Images on local disk under the data folder (the Node counterpart of R2). */
export function createDiskImageStore(root: string): ImageStore {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const p = resolve(join(base, key));
    if (!p.startsWith(`${base}/`)) throw new Error('Invalid image key');
    return p;
  };
  return {
    async put(key, bytes) {
      const p = pathOf(key);
      await mkdir(dirname(p), { recursive: true });
      await writeFile(p, bytes);
    },
    async get(key) {
      try {
        const body = new Uint8Array(await readFile(pathOf(key)));
        return {
          body,
          contentType: TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream',
          size: body.byteLength,
        };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
