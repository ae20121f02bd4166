import type { ImageStore } from '@app/api';

/** The part of Workers' R2Bucket the image store uses (wrangler's local proxy offers the same). */
export interface R2BucketLike {
  put(
    key: string,
    value: Uint8Array | ArrayBuffer,
    options?: { httpMetadata?: { contentType?: string; cacheControl?: string } },
  ): Promise<unknown>;
  get(key: string): Promise<{
    body: ReadableStream<Uint8Array>;
    size: number;
    httpMetadata?: { contentType?: string };
  } | null>;
  delete(key: string): Promise<void>;
}

/** Images in an R2 bucket: the Workers counterpart of the Node disk store. */
export function createR2ImageStore(bucket: R2BucketLike): ImageStore {
  return {
    async put(key, bytes, contentType) {
      await bucket.put(key, bytes, { httpMetadata: { contentType } });
    },
    async get(key) {
      const object = await bucket.get(key);
      if (!object) return null;
      return {
        body: object.body,
        contentType: object.httpMetadata?.contentType ?? 'application/octet-stream',
        size: object.size,
      };
    },
    async delete(key) {
      await bucket.delete(key);
    },
  };
}
