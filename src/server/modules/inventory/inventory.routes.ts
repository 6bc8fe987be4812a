import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { routeKit } from '../../lib/route-kit';
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
  const api = routeKit(app, ['inventory']);
  const headOffice = ctx.guards.can('inventory.network');
  const franchisor = ctx.guards.can('inventory.adjust');
  const network = ctx.guards.can('inventory.view');

  api.get(
    '/api/inventory/warehouse',
    headOffice,
    { summary: 'Warehouse stock with totals and value', querystring: ZWarehouseStockQuery, response: { 200: ZWarehouseStock } },
    async (req) => ctx.inventory.warehouse(req.query),
  );
  api.post(
    '/api/inventory/receipts',
    franchisor,
    {
      summary: 'Record a warehouse receipt',
      body: ZReceipt,
      example: {
        productId: '0b7d4e21-5a3c-4f8e-9d62-7c1e3a5b9f04',
        quantity: 120,
        reason: 'Delivery from the Batangas roaster, DR no. 18734',
      },
      response: { 200: ZWarehouseRow },
      errors: [404],
    },
    async (req) => ctx.inventory.receive(requireActor(req), req.body.productId, req.body.quantity, req.body.reason),
  );
  api.post(
    '/api/inventory/adjustments',
    franchisor,
    {
      summary: 'Record an adjustment or waste (reason required)',
      body: ZAdjustment,
      example: {
        productId: '0b7d4e21-5a3c-4f8e-9d62-7c1e3a5b9f04',
        delta: -4,
        kind: 'waste',
        reason: 'Four bags torn in the Taguig warehouse during unloading.',
      },
      response: { 200: ZWarehouseRow },
      errors: [404],
    },
    async (req) => ctx.inventory.adjust(requireActor(req), req.body.productId, req.body.delta, req.body.kind, req.body.reason),
  );
  api.patch(
    '/api/inventory/warehouse/:productId/levels',
    franchisor,
    {
      summary: 'Set reorder and max levels',
      params: ZProductId,
      body: ZStockLevels,
      example: { reorderLevel: 50, maxLevel: 400 },
      response: { 200: ZWarehouseRow },
      errors: [404],
    },
    async (req) => ctx.inventory.setLevels(req.params.productId, req.body),
  );
  api.get(
    '/api/inventory/locations',
    network,
    { summary: 'Location stock (franchisee: own locations)', querystring: ZLocationStockQuery, response: { 200: ZLocationStock } },
    async (req) => ({
      items: await ctx.inventory.locationStock(requireActor(req), req.query),
    }),
  );
  api.get(
    '/api/inventory/movements',
    network,
    { summary: 'The stock ledger', querystring: ZMovementQuery, response: { 200: ZMovementList } },
    async (req) => ctx.inventory.movements(requireActor(req), req.query),
  );
  api.get('/api/inventory/alerts', network, { summary: 'Low-stock alerts', response: { 200: ZStockAlerts } }, async (req) => ({
    items: await ctx.inventory.alerts(requireActor(req)),
  }));
  api.post(
    '/api/inventory/alerts/:id/ack',
    franchisor,
    { summary: 'Acknowledge an alert', params: ZId, response: { 200: ZStockAlert }, errors: [404] },
    async (req) => ctx.inventory.acknowledge(requireActor(req), req.params.id),
  );
  api.post(
    '/api/inventory/suggested-to-cart',
    ctx.guards.can('inventory.reorder'),
    {
      summary: 'Fill my cart with the suggested reorder quantities',
      body: ZSuggestedToCart,
      example: { locationId: '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f' },
      response: { 200: ZReorderResult },
      errors: [404, 409],
    },
    async (req) => ctx.inventory.suggestedToCart(requireActor(req), req.body.locationId),
  );
}
