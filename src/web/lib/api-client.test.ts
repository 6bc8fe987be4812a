import { afterEach, describe, expect, it, vi } from 'vitest';
import { CODE_MESSAGES, httpStatusMessage } from '../../shared/errors';
import { ApiError, apiFetch, fieldErrorsOf } from './api-client';

function mockFetch(impl: (url: string, init: RequestInit) => Promise<Response>) {
  const fn = vi.fn(impl);
  vi.stubGlobal('fetch', fn);
  return fn;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('apiFetch', () => {
  it('sends JSON with credentials and returns the parsed body', async () => {
    const fetch = mockFetch(async () => new Response(JSON.stringify({ ok: true }), { status: 200 }));
    await expect(apiFetch('/api/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    const init = fetch.mock.calls[0][1];
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends a FormData body as multipart, leaving its Content-Type to the browser', async () => {
    const fetch = mockFetch(async () => new Response(JSON.stringify({ ok: true }), { status: 200 }));
    const form = new FormData();
    form.set('file', new Blob(['x'], { type: 'image/png' }), 'x.png');
    await apiFetch('/api/upload', { method: 'POST', body: form });
    const init = fetch.mock.calls[0][1];
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('turns the server error shape into ApiError with its code, status and details', async () => {
    mockFetch(
      async () =>
        new Response(
          JSON.stringify({
            error: { code: 'VALIDATION_ERROR', message: 'Bad', status: 422, details: { fieldErrors: { email: ['Nope'] } } },
          }),
          { status: 422 },
        ),
    );
    const error = await apiFetch('/api/x?y=1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Bad', status: 422, path: '/api/x' });
    expect(fieldErrorsOf(error)).toEqual({ email: ['Nope'] });
  });

  it('falls back to the status catalogue for a non-JSON error body', async () => {
    mockFetch(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      status: 502,
      message: httpStatusMessage(502),
    });
  });

  it('reports a network failure as NETWORK_ERROR', async () => {
    mockFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ code: 'NETWORK_ERROR', message: CODE_MESSAGES.NETWORK_ERROR, status: 0 });
  });

  it('gives up after the timeout with TIMEOUT_ERROR', async () => {
    vi.useFakeTimers();
    mockFetch(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = apiFetch('/api/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(pending).resolves.toMatchObject({ code: 'TIMEOUT_ERROR', message: CODE_MESSAGES.TIMEOUT_ERROR });
  });

  it('passes a caller cancellation through untouched', async () => {
    mockFetch(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = apiFetch('/api/x', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});
