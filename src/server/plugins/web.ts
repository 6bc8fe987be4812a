import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Serves the built SPA; unknown non-API GETs get index.html so the client router decides (incl. not-found). */
export async function registerWeb(app: FastifyInstance, webDir: string): Promise<boolean> {
  if (!existsSync(path.join(webDir, 'index.html'))) return false;
  await app.register(fastifyStatic, { root: webDir, wildcard: false, index: false, maxAge: '1h', immutable: false });
  return true;
}

export function isSpaRequest(method: string, url: string): boolean {
  return (method === 'GET' || method === 'HEAD') && !url.startsWith('/api/') && url !== '/api';
}
