import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireActor } from '../../auth/session';
import { replaceUpload, saveImageUpload } from '../../lib/image-upload';
import { signedIn } from '../../lib/openapi-errors';
import {
  ZBrand,
  ZBrandImageKind,
  ZBrandInput,
  ZBrandList,
  ZBrandUpdate,
  ZLocationDetail,
  ZLocationInput,
  ZLocationList,
  ZLocationQuery,
  ZLocationStatusInput,
  ZLocationUpdate,
} from '../../../shared/network.contracts';
import { ZId } from '../../../shared/http';

const ZImageParams = ZId.extend({ kind: ZBrandImageKind });

/** Network structure: brands and locations (IAM issue). Reads: network.view (franchisees: own, by RLS); writes: network.manage. */
export async function networkRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['network'];
  const view = ctx.guards.can('network.view');
  const manage = ctx.guards.can('network.manage');
  const who = (req: FastifyRequest) => ({ actor: requireActor(req), ip: req.ip });

  r.get(
    '/api/network/brands',
    {
      onRequest: view,
      schema: signedIn({ tags, summary: 'Brands (head office: all; others: active ones)', response: { 200: ZBrandList } }),
    },
    async (req) => ctx.brands.list(requireActor(req)),
  );
  r.post(
    '/api/network/brands',
    {
      onRequest: manage,
      schema: signedIn({ tags, summary: 'Create a brand (slug unique)', body: ZBrandInput, response: { 201: ZBrand } }, 409),
    },
    async (req, reply) => reply.status(201).send(await ctx.brands.create(who(req), req.body)),
  );
  r.patch(
    '/api/network/brands/:id',
    {
      onRequest: manage,
      schema: signedIn({ tags, summary: 'Edit a brand', params: ZId, body: ZBrandUpdate, response: { 200: ZBrand } }, 404),
    },
    async (req) => ctx.brands.update(who(req), req.params.id, req.body),
  );
  r.post(
    '/api/network/brands/:id/images/:kind',
    {
      onRequest: manage,
      schema: signedIn(
        {
          tags,
          summary: 'Upload the brand logo or cover (multipart "file", JPG/PNG ≤ 5 MB)',
          params: ZImageParams,
          response: { 200: ZBrand },
        },
        404,
        429,
      ),
    },
    async (req) => {
      const w = who(req);
      await ctx.brands.assertExists(w.actor, req.params.id);
      const url = await saveImageUpload(req, {
        storage: ctx.storage,
        folder: 'brands',
        namePrefix: `${req.params.id}-${req.params.kind}`,
        wrongTypeMessage: 'Brand images must be JPG or PNG files.',
        uploader: { userId: w.actor.userId, limiter: ctx.limiter },
      });
      return replaceUpload(ctx.storage, url, () => ctx.brands.setImage(w, req.params.id, req.params.kind, url));
    },
  );

  r.get(
    '/api/network/locations',
    {
      onRequest: view,
      schema: signedIn({
        tags,
        summary: 'Locations (franchisees: their own)',
        querystring: ZLocationQuery,
        response: { 200: ZLocationList },
      }),
    },
    async (req) => ctx.locations.list(requireActor(req), req.query),
  );
  r.get(
    '/api/network/locations/:id',
    {
      onRequest: view,
      schema: signedIn({ tags, summary: 'One location with its status history', params: ZId, response: { 200: ZLocationDetail } }, 404),
    },
    async (req) => ctx.locations.get(requireActor(req), req.params.id),
  );
  r.post(
    '/api/network/locations',
    {
      onRequest: manage,
      schema: signedIn({ tags, summary: 'Create a location (code unique)', body: ZLocationInput, response: { 201: ZLocationDetail } }, 409),
    },
    async (req, reply) => reply.status(201).send(await ctx.locations.create(who(req), req.body)),
  );
  r.patch(
    '/api/network/locations/:id',
    {
      onRequest: manage,
      schema: signedIn(
        {
          tags,
          summary: 'Edit a location (status changes go through /status)',
          params: ZId,
          body: ZLocationUpdate,
          response: { 200: ZLocationDetail },
        },
        404,
      ),
    },
    async (req) => ctx.locations.update(who(req), req.params.id, req.body),
  );
  r.post(
    '/api/network/locations/:id/status',
    {
      onRequest: manage,
      schema: signedIn(
        {
          tags,
          summary: 'Move a location through its lifecycle (recorded in the history)',
          params: ZId,
          body: ZLocationStatusInput,
          response: { 200: ZLocationDetail },
        },
        404,
      ),
    },
    async (req) => ctx.locations.changeStatus(who(req), req.params.id, req.body),
  );
}
