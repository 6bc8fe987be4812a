import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { signedIn } from '../../lib/openapi-errors';
import { requireActor } from '../../auth/session';
import {
  ZAdjustment,
  ZLocationStock,
  ZLocationStockQuery,
  ZMovementList,
  ZMovementQuery,
  ZReceipt,
  ZStockAlert,
  ZStockAlerts,
  ZStockLevels,
  ZSuggestedToCart,
  ZWarehouseRow,
  ZWarehouseStock,
  ZWarehouseStockQuery,
} from '../../../shared/inventory.contracts';
import { ZReorderResult } from '../../../shared/orders.contracts';
import { ZId, ZIdParam } from '../../../shared/http';

const ZProductId = ZIdParam('productId');

export async function inventoryRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['inventory'];
  const headOffice = ctx.guards.can('inventory.network');
  const franchisor = ctx.guards.can('inventory.adjust');
  const network = ctx.guards.can('inventory.view');

  r.get(
    '/api/inventory/warehouse',
    {
      onRequest: headOffice,
      schema: signedIn({
        tags,
        summary: 'Warehouse stock with totals and value',
        querystring: ZWarehouseStockQuery,
        response: { 200: ZWarehouseStock },
      }),
    },
    async (req) => ctx.inventory.warehouse(req.query),
  );
  r.post(
    '/api/inventory/receipts',
    {
      onRequest: franchisor,
      schema: signedIn({ tags, summary: 'Record a warehouse receipt', body: ZReceipt, response: { 200: ZWarehouseRow } }),
    },
    async (req) => ctx.inventory.receive(requireActor(req), req.body.productId, req.body.quantity, req.body.reason),
  );
  r.post(
    '/api/inventory/adjustments',
    {
      onRequest: franchisor,
      schema: signedIn({
        tags,
        summary: 'Record an adjustment or waste (reason required)',
        body: ZAdjustment,
        response: { 200: ZWarehouseRow },
      }),
    },
    async (req) => ctx.inventory.adjust(requireActor(req), req.body.productId, req.body.delta, req.body.kind, req.body.reason),
  );
  r.patch(
    '/api/inventory/warehouse/:productId/levels',
    {
      onRequest: franchisor,
      schema: signedIn(
        { tags, summary: 'Set reorder and max levels', params: ZProductId, body: ZStockLevels, response: { 200: ZWarehouseRow } },
        404,
      ),
    },
    async (req) => ctx.inventory.setLevels(req.params.productId, req.body),
  );
  r.get(
    '/api/inventory/locations',
    {
      onRequest: network,
      schema: signedIn({
        tags,
        summary: 'Location stock (franchisee: own locations)',
        querystring: ZLocationStockQuery,
        response: { 200: ZLocationStock },
      }),
    },
    async (req) => ({
      items: await ctx.inventory.locationStock(requireActor(req), req.query),
    }),
  );
  r.get(
    '/api/inventory/movements',
    {
      onRequest: network,
      schema: signedIn({ tags, summary: 'The stock ledger', querystring: ZMovementQuery, response: { 200: ZMovementList } }),
    },
    async (req) => ctx.inventory.movements(requireActor(req), req.query),
  );
  r.get(
    '/api/inventory/alerts',
    { onRequest: network, schema: signedIn({ tags, summary: 'Low-stock alerts', response: { 200: ZStockAlerts } }) },
    async (req) => ({
      items: await ctx.inventory.alerts(requireActor(req)),
    }),
  );
  r.post(
    '/api/inventory/alerts/:id/ack',
    {
      onRequest: franchisor,
      schema: signedIn({ tags, summary: 'Acknowledge an alert', params: ZId, response: { 200: ZStockAlert } }, 404),
    },
    async (req) => ctx.inventory.acknowledge(requireActor(req), req.params.id),
  );
  r.post(
    '/api/inventory/suggested-to-cart',
    {
      onRequest: ctx.guards.can('inventory.reorder'),
      schema: signedIn({
        tags,
        summary: 'Fill my cart with the suggested reorder quantities',
        body: ZSuggestedToCart,
        response: { 200: ZReorderResult },
      }),
    },
    async (req) => ctx.inventory.suggestedToCart(requireActor(req), req.body.locationId),
  );
}
