import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { z } from 'zod';
import { AppError } from '../lib/app-error';
import { UPLOAD_URL_PREFIX, type Storage } from '../lib/storage';
import { localPublicRoot } from '../lib/storage/local';
import { fileResponse } from '../lib/openapi-errors';
import { routeKit } from '../lib/route-kit';

/** A replaced or removed image is deleted (404 from then on), so caches may keep a copy for an hour at most. */
const MAX_AGE_SECONDS = 3600;
const IMAGE_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

/**
 * Public images at /api/uploads/<key>; names are random and contents were checked on upload (decision 007).
 * Only the storage's public/ folder is reachable here: on local disk the static root is DATA_DIR/uploads/public, so a
 * private object (DATA_DIR/uploads/private) has no path under it; with a bucket, this route asks for public/<key> only.
 * Private objects are streamed by their own API routes after a permission check.
 */
export async function registerUploads(app: FastifyInstance, ctx: { storage: Storage; config: { DATA_DIR: string } }) {
  const { storage } = ctx;
  if (storage.driver === 'local') {
    await app.register(fastifyStatic, {
      root: localPublicRoot(ctx.config.DATA_DIR),
      prefix: UPLOAD_URL_PREFIX,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      maxAge: MAX_AGE_SECONDS * 1000,
    });
    return;
  }
  // A bucket: its public objects stream through here unless S3_PUBLIC_URL serves them (images stored before that setting).
  routeKit(app, ['catalog']).get(
    `${UPLOAD_URL_PREFIX}*`,
    'public',
    {
      summary: 'A public image (avatar, product, brand); no sign-in needed',
      params: z.object({ '*': z.string() }),
      response: { 200: fileResponse([...new Set(Object.values(IMAGE_TYPES))], 'The image') },
      errors: [404],
    },
    async (req, reply) => {
      const key = req.params['*'];
      const type = IMAGE_TYPES[key.split('.').pop()?.toLowerCase() ?? ''];
      const body =
        type && storage.keyOfPublicUrl(`${UPLOAD_URL_PREFIX}${key}`) ? await storage.stream({ visibility: 'public', key }) : null;
      if (!body) throw AppError.notFound();
      return reply.header('content-type', type).header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`).send(body);
    },
  );
}
