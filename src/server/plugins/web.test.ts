import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../test/harness';

/**
 * Issue 12 §1: the built SPA is served pre-compressed with long-lived caching for hashed assets and
 * no-cache for index.html; API JSON and CSV above 1 KB are compressed; the live stream never is.
 */

const webDir = mkdtempSync(path.join(tmpdir(), 'fh-web-'));
const INDEX = '<!doctype html><html><head><title>FranchiseHub</title></head><body><div id="root"></div></body></html>';
const ASSET = `export const x = ${JSON.stringify('abc '.repeat(600))};\n`;

function writeWithCopies(rel: string, body: string) {
  const file = path.join(webDir, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, body);
  writeFileSync(`${file}.br`, brotliCompressSync(body));
  writeFileSync(`${file}.gz`, gzipSync(body));
}

let t: TestApp;
let base: string;
let hq: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  writeWithCopies('index.html', INDEX);
  writeWithCopies('assets/x-abc123.js', ASSET);
  writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(webDir, 'workbox-1a2b3c4d.js'), 'export {};');
  writeFileSync(path.join(webDir, 'manifest.webmanifest'), JSON.stringify({ name: 'FranchiseHub' }));
  t = await createTestApp({ webDir });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  hq = await signUp(t, { role: 'franchisor' });
});
afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('the built web app', () => {
  it('sends the brotli copy to a browser that accepts br', async () => {
    const res = await get('/assets/x-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(ASSET);
    // The build's own copy, byte for byte: nothing is compressed per request.
    expect(res.rawPayload.equals(readFileSync(path.join(webDir, 'assets/x-abc123.js.br')))).toBe(true);
  });

  it('sends the gzip copy to a browser that accepts only gzip', async () => {
    const res = await get('/assets/x-abc123.js', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(ASSET);
    expect(res.rawPayload.equals(readFileSync(path.join(webDir, 'assets/x-abc123.js.gz')))).toBe(true);
  });

  it('sends the file as it is without accept-encoding', async () => {
    const res = await get('/assets/x-abc123.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(ASSET);
    const identity = await get('/assets/x-abc123.js', { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(ASSET);
  });

  it('caches hashed assets for a year, immutable, compressed or not', async () => {
    for (const enc of ['br', 'gzip', 'identity']) {
      const res = await get('/assets/x-abc123.js', { 'accept-encoding': enc });
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('revalidates index.html and the SPA fallback every time', async () => {
    for (const url of ['/', '/login', '/franchisor-dashboard', '/orders/123', '/index.html']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.body;
      expect(body, url).toBe(INDEX);
    }
  });

  it('does not cache other public files forever', async () => {
    const res = await get('/favicon.svg');
    expect(res.headers['cache-control']).not.toMatch(/immutable/);
  });

  it('serves the service worker, its Workbox file and the web app manifest with their types, revalidated every time', async () => {
    for (const [url, type] of [
      ['/sw.js', /javascript/],
      ['/workbox-1a2b3c4d.js', /javascript/],
      ['/manifest.webmanifest', /application\/manifest\+json/],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(type);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it("lets the page's own worker and manifest load under the content security policy", async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('answers a built asset that is gone (a tab from before a deploy) with 404, not the page as JavaScript', async () => {
    const res = await get('/assets/chunk-gone123.js');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/text\/html/);
  });

  it('answers an unknown API path with the JSON 404, not the app', async () => {
    const res = await get('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});

describe('API compression', () => {
  const hqGet = (url: string, enc?: string) =>
    t.app.inject({ method: 'GET', url, headers: { origin: TEST_ORIGIN, cookie: hq.cookie, ...(enc ? { 'accept-encoding': enc } : {}) } });

  it('compresses JSON above 1 KB, with brotli or gzip', async () => {
    const plain = await hqGet('/api/iam/permissions');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await hqGet('/api/iam/permissions', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);

    const gz = await hqGet('/api/iam/permissions', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small JSON alone', async () => {
    const res = await hqGet('/api/health', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('streams the CSV export compressed', async () => {
    const res = await fetch(`${base}/api/iam/audit.csv`, {
      headers: { origin: TEST_ORIGIN, cookie: hq.cookie, 'accept-encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-length')).toBeNull(); // streamed, not buffered into one body
    expect((await res.text()).split('\n')[0]).toMatch(/,/);
  });

  it('never compresses or buffers the live notification stream', async () => {
    const controller = new AbortController();
    const res = await fetch(`${base}/api/notifications/stream`, {
      headers: { cookie: hq.cookie, accept: 'text/event-stream', 'accept-encoding': 'br, gzip' },
      signal: controller.signal,
    });
    try {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
      expect(res.headers.get('content-encoding')).toBeNull();
      // The first event arrives while the stream is still open: nothing sits in a compression buffer.
      const reader = res.body!.getReader();
      const first = await reader.read();
      expect(new TextDecoder().decode(first.value)).toMatch(/event: ready/);
    } finally {
      controller.abort();
    }
  });
});

describe('HSTS', () => {
  it('is not sent when the site is plain http', async () => {
    const res = await get('/api/health');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent when PUBLIC_URL is https', async () => {
    const https = await createTestApp({ env: { PUBLIC_URL: 'https://franchise.example.com' } });
    try {
      const res = await https.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await https.close();
    }
  });
});
