import { CODE_MESSAGES } from '../../../shared/errors';
import { ApiError, toApiError } from '../../lib/api-client';

/** Upload progress, 0…1, as the browser reports bytes sent. */
export type OnProgress = (fraction: number) => void;

/**
 * POSTs `file` as the multipart field "file" with XMLHttpRequest, the one browser API that reports upload progress
 * (fetch does not). Failures become the same ApiError as apiFetch's, so the server's message can be shown.
 * `fields` go first, for a form that creates a record and its file in one request; `file` may then be null.
 */
export function uploadWithProgress<T>(
  path: string,
  file: File | null,
  {
    schema,
    onProgress,
    timeoutMs = 60_000,
    signal,
    fields,
  }: {
    schema: { parse: (data: unknown) => T };
    onProgress?: OnProgress;
    timeoutMs?: number;
    signal?: AbortSignal;
    fields?: Record<string, unknown>;
  },
): Promise<T> {
  const endpoint = path.split('?')[0];
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.timeout = timeoutMs;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let payload: unknown;
      try {
        payload = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        payload = undefined;
      }
      if (xhr.status < 200 || xhr.status >= 300) return reject(toApiError(xhr.status, payload, endpoint));
      try {
        onProgress?.(1);
        resolve(schema.parse(payload));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new ApiError({ code: 'NETWORK_ERROR', message: CODE_MESSAGES.NETWORK_ERROR, status: 0, path: endpoint }));
    xhr.ontimeout = () => reject(new ApiError({ code: 'TIMEOUT_ERROR', message: CODE_MESSAGES.TIMEOUT_ERROR, status: 0, path: endpoint }));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    for (const [key, value] of Object.entries(fields ?? {})) if (value !== undefined && value !== null) body.set(key, String(value));
    if (file) body.set('file', file, file.name);
    xhr.send(body);
  });
}
