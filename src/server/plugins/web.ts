import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Vite names every built asset by its content hash: a new build means a new URL, so a year is safe. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html (and the SPA fallback) must be revalidated, or a deploy would keep old chunk URLs alive. */
export const NO_CACHE = 'no-cache';
const OTHER_FILES = 'public, max-age=3600';
/**
 * The service worker and what it loads (vite-plugin-pwa: sw.js, workbox-<hash>.js) and the web app manifest are
 * checked on every load, so a deploy's new worker is found at once (decision 023, "Offline (web)").
 */
const SERVICE_WORKER_FILES = /^(sw\.js|workbox-[\w-]+\.js|manifest\.webmanifest)$/;

/** The cache policy of one served file; `file` may be the .br or .gz copy of it. */
export function cacheControlFor(webDir: string, file: string): string {
  const rel = path
    .relative(webDir, file)
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  if (rel.startsWith('assets/')) return IMMUTABLE;
  if (rel.endsWith('.html') || SERVICE_WORKER_FILES.test(rel)) return NO_CACHE;
  return OTHER_FILES;
}

/**
 * Serves the built SPA; unknown non-API GETs get index.html so the client router decides (incl. not-found).
 * The build writes brotli and gzip copies beside each file (vite-plugin-compression2); `preCompressed`
 * sends the one the browser accepts, with no compression work per request.
 */
export async function registerWeb(app: FastifyInstance, webDir: string): Promise<boolean> {
  if (!existsSync(path.join(webDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, file: string) => {
      reply.header('cache-control', cacheControlFor(webDir, file));
    },
  });
  return true;
}

/**
 * Page addresses get index.html; a missing built asset does not (a tab from before a deploy asking for a chunk that is
 * gone must see a 404, not HTML served as JavaScript).
 */
export function isSpaRequest(method: string, url: string): boolean {
  return (method === 'GET' || method === 'HEAD') && !url.startsWith('/api/') && url !== '/api' && !url.startsWith('/assets/');
}
