import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireActor } from '../../auth/session';
import { replaceUpload, saveImageUpload } from '../../lib/image-upload';
import { routeKit, who } from '../../lib/route-kit';
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
  const brands = routeKit(app, ['brands']);
  const locations = routeKit(app, ['locations']);
  const view = ctx.guards.can('network.view');
  const manage = ctx.guards.can('network.manage');

  brands.get(
    '/api/network/brands',
    view,
    { summary: 'Brands (head office: all; others: active ones)', response: { 200: ZBrandList } },
    async (req) => ctx.brands.list(requireActor(req)),
  );
  brands.post(
    '/api/network/brands',
    manage,
    {
      summary: 'Create a brand (slug unique)',
      body: ZBrandInput,
      example: {
        name: 'Kape Manila',
        slug: 'kape-manila',
        tagline: 'Barako coffee, brewed the Batangas way',
        description: 'A specialty coffee kiosk brand serving Batangas barako and Filipino pastries.',
        primaryColor: '#6B3E26',
        secondaryColor: '#F2C14E',
      },
      response: { 201: ZBrand },
      errors: [409],
    },
    async (req, reply) => reply.status(201).send(await ctx.brands.create(who(req), req.body)),
  );
  brands.patch(
    '/api/network/brands/:id',
    manage,
    {
      summary: 'Edit a brand',
      params: ZId,
      body: ZBrandUpdate,
      example: { tagline: 'Barako coffee, brewed the Batangas way', primaryColor: '#6B3E26' },
      response: { 200: ZBrand },
      errors: [404, 409],
    },
    async (req) => ctx.brands.update(who(req), req.params.id, req.body),
  );
  brands.post(
    '/api/network/brands/:id/images/:kind',
    manage,
    {
      summary: 'Upload the brand logo or cover (multipart "file", JPG/PNG ≤ 5 MB)',
      params: ZImageParams,
      response: { 200: ZBrand },
      errors: [404, 429],
      upload: { file: 'A JPG or PNG image, at most 5 MB (checked by content)' },
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

  locations.get(
    '/api/network/locations',
    view,
    { summary: 'Locations (franchisees: their own)', querystring: ZLocationQuery, response: { 200: ZLocationList } },
    async (req) => ctx.locations.list(requireActor(req), req.query),
  );
  locations.get(
    '/api/network/locations/:id',
    view,
    { summary: 'One location with its status history', params: ZId, response: { 200: ZLocationDetail }, errors: [404] },
    async (req) => ctx.locations.get(requireActor(req), req.params.id),
  );
  locations.post(
    '/api/network/locations',
    manage,
    {
      summary: 'Create a location (code unique)',
      body: ZLocationInput,
      example: {
        code: 'KM-MKT-001',
        name: 'Kape Manila Makati Ayala',
        brandId: '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f',
        addressLine: 'G/F Ayala Tower One, 6767 Ayala Avenue, Barangay San Lorenzo',
        city: 'Makati',
        province: 'Metro Manila',
        latitude: 14.5564,
        longitude: 121.0234,
        phone: '+639171234567',
        email: 'makati@example.com',
        status: 'planning',
        monthlySalesTargetCentavos: 85000000,
        royaltyRateBps: 600,
        marketingFeeRateBps: 200,
      },
      response: { 201: ZLocationDetail },
      errors: [409],
    },
    async (req, reply) => reply.status(201).send(await ctx.locations.create(who(req), req.body)),
  );
  locations.patch(
    '/api/network/locations/:id',
    manage,
    {
      summary: 'Edit a location (status changes go through /status)',
      params: ZId,
      body: ZLocationUpdate,
      example: { name: 'Kape Manila Makati Ayala', phone: '+639171234567', monthlySalesTargetCentavos: 90000000 },
      response: { 200: ZLocationDetail },
      errors: [404, 409],
    },
    async (req) => ctx.locations.update(who(req), req.params.id, req.body),
  );
  locations.post(
    '/api/network/locations/:id/status',
    manage,
    {
      summary: 'Move a location through its lifecycle (recorded in the history)',
      params: ZId,
      body: ZLocationStatusInput,
      example: { status: 'open', note: 'Grand opening after passing the final store inspection.', effectiveOn: '2026-06-15' },
      response: { 200: ZLocationDetail },
      errors: [404, 409],
    },
    async (req) => ctx.locations.changeStatus(who(req), req.params.id, req.body),
  );
}
