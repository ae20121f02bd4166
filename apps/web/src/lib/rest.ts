import { activeLanguage } from './i18n.ts';
import { session } from './session.ts';

/** A refused REST call: the server's `detail` sentence and status. */
export class RestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** Server detail when there is one, otherwise the screen's fallback (spec section 8). */
export const restErrorMessage = (e: unknown, fallback: string) =>
  e instanceof RestError && e.message ? e.message : fallback;

/**
 * Sends one file as multipart field `file` (with any text `fields`) to a REST call with the
 * bearer token, reporting upload progress (0-1). tRPC carries JSON only, so uploads use REST.
 */
export function uploadFile<T>(
  path: string,
  file: Blob,
  onProgress?: (fraction: number) => void,
  fields: Record<string, string> = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    const token = session.token();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept-Language', activeLanguage());
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: { detail?: string } | undefined;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(new RestError(body?.detail ?? '', xhr.status));
    };
    xhr.onerror = () => reject(new RestError('', 0));
    const form = new FormData();
    form.append('file', file);
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    xhr.send(form);
  });
}

/** Downloads a file from a REST call and hands it to the browser as `filename`. */
export async function downloadFile(path: string, filename: string) {
  const token = session.token();
  const res = await fetch(`/api${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new RestError('', res.status);
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
