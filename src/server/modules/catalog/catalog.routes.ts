import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { withRls } from '../../lib/rls';
import { requireActor } from '../../auth/session';
import {
  ZCatalogFacets,
  ZCategory,
  ZCategoryInput,
  ZProduct,
  ZProductInput,
  ZProductList,
  ZProductPatch,
  ZProductQuery,
} from '../../../shared/catalog.contracts';
import type { CatalogScope } from './catalog.service';
import { saveProductImage } from './product-images';
import { replaceUpload } from '../../lib/image-upload';
import { routeKit } from '../../lib/route-kit';
import { ZId } from '../../../shared/http';

export async function catalogRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = routeKit(app, ['catalog']);
  const browse = ctx.guards.can('catalog.browse');
  const manage = ctx.guards.can('catalog.manage');

  /** Franchisees see the products of their ordering location's brand; head office sees the network. */
  async function scopeOf(request: FastifyRequest): Promise<CatalogScope> {
    const actor = requireActor(request);
    if (actor.role !== 'franchisee') return { kind: 'network' };
    const { selected } = await withRls(ctx.db, actor, (tx) => ctx.orderingLocations.currentIn(tx, actor));
    return { kind: 'brand', brandId: selected?.brand.id ?? null };
  }

  api.get(
    '/api/catalog/products',
    browse,
    { summary: 'Browse products (search, filters, sort, pages)', querystring: ZProductQuery, response: { 200: ZProductList } },
    async (request) => ctx.catalog.list(await scopeOf(request), request.query),
  );
  api.get(
    '/api/catalog/products/:id',
    browse,
    { summary: 'One product', params: ZId, response: { 200: ZProduct }, errors: [404] },
    async (request) => ctx.catalog.get(await scopeOf(request), request.params.id),
  );
  api.get(
    '/api/catalog/facets',
    browse,
    { summary: 'Categories and brands for the filters', response: { 200: ZCatalogFacets } },
    async (request) => ctx.catalog.facets(await scopeOf(request)),
  );

  api.post(
    '/api/catalog/products',
    manage,
    {
      summary: 'Create a product (head office)',
      body: ZProductInput,
      example: {
        sku: 'KK-ESP-1KG',
        name: 'Espresso beans, house blend (1 kg)',
        description: 'Medium-dark roast of Batangas barako and Benguet arabica.',
        categoryId: '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f',
        unit: 'bag',
        pricePesos: 1250.5,
        minOrderQty: 2,
        maxOrderQty: 40,
        brandIds: ['0b7d4e21-5a3c-4f8e-9d62-7c1e3a5b9f04'],
        active: true,
        reorderLevel: 50,
      },
      response: { 200: ZProduct },
      errors: [409],
    },
    async (request) => ctx.catalog.create(request.body),
  );
  api.patch(
    '/api/catalog/products/:id',
    manage,
    {
      summary: 'Edit, reprice, deactivate a product (head office)',
      params: ZId,
      body: ZProductPatch,
      example: { pricePesos: 1320, maxOrderQty: 30 },
      response: { 200: ZProduct },
      errors: [404],
    },
    async (request) => ctx.catalog.update(request.params.id, request.body),
  );
  api.post(
    '/api/catalog/products/:id/image',
    manage,
    {
      summary: 'Upload a product image (multipart "file", JPG/PNG ≤ 5 MB)',
      params: ZId,
      response: { 200: ZProduct },
      errors: [404, 429],
      upload: { file: 'A JPG or PNG image, at most 5 MB (checked by content)' },
    },
    async (request) => {
      const actor = requireActor(request);
      const before = await ctx.catalog.get({ kind: 'network' }, request.params.id);
      const url = await saveProductImage(request, ctx.storage, request.params.id, { userId: actor.userId, limiter: ctx.limiter });
      return replaceUpload(ctx.storage, url, async () => ({
        value: await ctx.catalog.setImage(request.params.id, url),
        replaced: before.imageUrl,
      }));
    },
  );
  api.post(
    '/api/catalog/categories',
    manage,
    {
      summary: 'Create a category (head office)',
      body: ZCategoryInput,
      example: { name: 'Coffee beans', parentId: '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f' },
      response: { 200: ZCategory },
    },
    async (request) => ctx.catalog.createCategory(request.body),
  );
  api.patch(
    '/api/catalog/categories/:id',
    manage,
    {
      summary: 'Rename or move a category (head office)',
      params: ZId,
      body: ZCategoryInput,
      example: { name: 'Coffee and espresso beans', parentId: null },
      response: { 200: ZCategory },
      errors: [404],
    },
    async (request) => ctx.catalog.updateCategory(request.params.id, request.body),
  );
}
