import { SESSION } from '../../shared/constants';
import { CODE_MESSAGES, codeForStatus, httpStatusMessage, type ApiErrorBody, type ErrorCode } from '../../shared/errors';

/**
 * The single way the web app talks to `/api`. Every failure becomes an {@link ApiError} whose `code`
 * comes from the shared error catalogue, so callers branch on codes, never on message text.
 */

/** Codes the client produces itself when no server answer arrived. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'TIMEOUT_ERROR';

export class ApiError extends Error {
  readonly code: ErrorCode | ClientErrorCode | (string & {});
  /** HTTP status; 0 when the request never got an answer (network failure or timeout). */
  readonly status: number;
  readonly details: unknown;
  /** Request path without query string: the circuit breaker counts failures per endpoint. */
  readonly path: string;

  constructor(init: { code: ApiError['code']; message: string; status: number; details?: unknown; path: string }) {
    super(init.message);
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status;
    this.details = init.details;
    this.path = init.path;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialised as JSON when present; a FormData is sent as multipart/form-data as is (file uploads). */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Overridable for tests; defaults to the spec's API timeout. */
  timeoutMs?: number;
}

export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const { status, ok, body } = await apiSend(path, options);
  if (!ok) throw toApiError(status, body, path.split('?')[0]);
  return body as T;
}

/** A server's answer, whatever its status: the offline queue (lib/offline-queue) decides itself what a 409 or 5xx means. */
export interface ApiAnswer {
  status: number;
  ok: boolean;
  /** The parsed JSON body, or undefined when there was none (or it was not JSON). */
  body: unknown;
}

/**
 * One request with the client's conventions (cookies, JSON headers, multipart as is, the timeout), answered with the
 * status and body instead of throwing on an error status. Only a request that got no answer throws (NETWORK_ERROR,
 * TIMEOUT_ERROR), or the caller's own abort.
 */
export async function apiSend(path: string, options: ApiFetchOptions = {}): Promise<ApiAnswer> {
  const { method = 'GET', body, signal, headers, timeoutMs = SESSION.apiTimeoutMs } = options;
  const endpoint = path.split('?')[0];

  // One controller aborts on either the caller's signal (query cancelled) or our timeout.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  else signal?.addEventListener('abort', forwardAbort, { once: true });

  // The browser writes a multipart body's Content-Type itself (with its boundary); never set it by hand.
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(body !== undefined && !multipart ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: multipart ? body : body !== undefined ? JSON.stringify(body) : undefined,
      signal: controller.signal,
    });
  } catch (cause) {
    if (timedOut) {
      throw new ApiError({ code: 'TIMEOUT_ERROR', message: CODE_MESSAGES.TIMEOUT_ERROR, status: 0, path: endpoint });
    }
    // A cancellation by the caller is not a failure: let TanStack Query see the AbortError as is.
    if (signal?.aborted) throw cause;
    throw new ApiError({ code: 'NETWORK_ERROR', message: CODE_MESSAGES.NETWORK_ERROR, status: 0, path: endpoint });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }

  return { status: response.status, ok: response.ok, body: await readJson(response) };
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function toApiError(status: number, payload: unknown, path: string): ApiError {
  if (isApiErrorBody(payload)) {
    const { code, message, details } = payload.error;
    return new ApiError({ code, message: message || httpStatusMessage(status), status, details, path });
  }
  // Proxies and crashed upstreams answer with HTML or nothing: fall back to the status catalogue.
  return new ApiError({ code: codeForStatus(status), message: httpStatusMessage(status), status, path });
}

function isApiErrorBody(payload: unknown): payload is ApiErrorBody {
  if (typeof payload !== 'object' || payload === null || !('error' in payload)) return false;
  const error = (payload as { error: unknown }).error;
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string';
}

/** Field messages from a VALIDATION_ERROR's `details.fieldErrors`, if the server sent any. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  if (!isApiError(error) || typeof error.details !== 'object' || error.details === null) return {};
  const fieldErrors = (error.details as { fieldErrors?: unknown }).fieldErrors;
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return {};
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    out[field] = Array.isArray(messages) ? messages.filter((m): m is string => typeof m === 'string') : [];
  }
  return out;
}

/** The text to show a person for any thrown value. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.message || fallback;
  return fallback;
}
