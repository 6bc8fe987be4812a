import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { UPLOAD_URL_PREFIX } from '../lib/image-upload';

/**
 * Uploaded files under DATA_DIR/uploads, served read-only at /api/uploads/; names are random and contents were
 * checked on upload. A replaced or removed image is deleted from disk (404 from then on), so caches may keep a copy
 * for an hour at most.
 */
export async function registerUploads(app: FastifyInstance, dataDir: string) {
  const uploadsRoot = path.resolve(dataDir, 'uploads');
  mkdirSync(uploadsRoot, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsRoot,
    prefix: UPLOAD_URL_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: '1h',
  });
}
