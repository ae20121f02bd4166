import { useEffect, useState } from 'react';
import { uploadFile } from './rest.ts';

/** Phone photos are several MB; the longest side of this many pixels is plenty to see the goods. */
const MAX_SIDE = 1280;

/** The photo re-encoded as a JPEG of at most MAX_SIDE px, or as taken when the browser cannot. */
export async function shrinkPhoto(file: File): Promise<File> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', 0.8));
    return blob ? new File([blob], 'photo.jpg', { type: 'image/jpeg' }) : file;
  } catch {
    return file;
  }
}

/** A photo of delivered goods (a claim's, or a refusal's at the door), shrunk, then uploaded; answers its id. */
export async function uploadGoodsPhoto(file: File, onProgress: (fraction: number) => void) {
  const small = await shrinkPhoto(file);
  const res = await uploadFile<{ photo_id: string }>('/claims/photos', small, onProgress);
  return res.photo_id;
}

/** An object URL showing `file` while it is chosen, revoked when it changes. */
export function usePreview(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
