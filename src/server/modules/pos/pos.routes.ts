import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { ZIdempotencyHeaders } from '../../lib/openapi-errors';
import { routeKit, who } from '../../lib/route-kit';
import { ZId } from '../../../shared/http';
import {
  POS_MESSAGES,
  ZLocationIdParam,
  ZPosDailySalesInput,
  ZPosDailySalesResult,
  ZPosFeedStatus,
  ZPosKey,
  ZPosKeyCreate,
  ZPosKeyCreated,
  ZPosKeys,
  ZPosReceiptsInput,
  ZPosReceiptsResult,
} from '../../../shared/pos.contracts';
import type { KeyCaller } from './pos-keys.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The location key a POS route's guard accepted; null elsewhere. */
    posCaller: KeyCaller | null;
  }
}

/**
 * Location API keys (managed by head office or the location's owner, with a session) and the POS feed (called with
 * a key: `Authorization: Bearer fhpos_…`, scope sales:write, rate-limited per key).
 */
export async function posRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = routeKit(app, ['pos']);
  const keys = ctx.guards.can('pos.keys');
  const review = ctx.guards.can('sales.review');
  const rate = ctx.config.POS_KEY_RATE_PER_MINUTE;
  app.decorateRequest('posCaller', null);

  /** The feed's guard: a live key with the scope, within its rate. No session is looked at. */
  const locationKey = async (request: FastifyRequest, _reply: FastifyReply) => {
    const header = request.headers.authorization;
    const secret = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    const caller = secret ? await ctx.posKeys.verify(secret) : null;
    if (!caller) throw AppError.unauthenticated(POS_MESSAGES.invalidKey);
    if (!ctx.posKeys.allows(caller, 'sales:write')) throw AppError.forbidden(POS_MESSAGES.wrongScope);
    const claim = await ctx.limiter.reserve(`pos-key:${caller.keyId}`, 60, rate);
    if (!claim.allowed) throw AppError.of('RATE_LIMITED').retryAfter(claim.retryAfterSeconds);
    request.posCaller = caller;
  };
  const callerOf = (request: FastifyRequest): KeyCaller => {
    if (!request.posCaller) throw AppError.unauthenticated(POS_MESSAGES.invalidKey);
    return request.posCaller;
  };

  api.get(
    '/api/pos/locations/:locationId/keys',
    keys,
    {
      summary: 'A location’s API keys (head office, or the location’s owner): name, visible prefix, last use, revocation',
      params: ZLocationIdParam,
      response: { 200: ZPosKeys },
      errors: [404],
    },
    async (req) => ctx.posKeys.list(who(req).actor, req.params.locationId),
  );
  api.post(
    '/api/pos/locations/:locationId/keys',
    keys,
    {
      summary:
        'Create a key for the location (scope sales:write); the whole key is in this answer only (409 while the store is still opening)',
      params: ZLocationIdParam,
      body: ZPosKeyCreate,
      example: { name: 'Front counter POS' },
      response: { 201: ZPosKeyCreated },
      errors: [404, 409],
    },
    async (req, reply) => {
      const { actor, ip } = who(req);
      return reply.status(201).send(await ctx.posKeys.create(actor, req.params.locationId, req.body.name, ip));
    },
  );
  api.post(
    '/api/pos/keys/:id/revoke',
    keys,
    {
      summary: 'Revoke a key: the POS using it is refused from the next request',
      params: ZId,
      response: { 200: ZPosKey },
      errors: [404, 409],
    },
    async (req) => {
      const { actor, ip } = who(req);
      return ctx.posKeys.revoke(actor, req.params.id, ip);
    },
  );
  api.get(
    '/api/pos/feed-status',
    review,
    {
      summary: 'Each location with a key: last received, days missing and days late over the last 30 days',
      response: { 200: ZPosFeedStatus },
    },
    async () => ctx.posFeed.feedStatus(),
  );

  api.post(
    '/api/pos/v1/daily-sales',
    locationKey,
    {
      summary: 'Send Z-reports (one per day) for the key’s location; each day is answered on its own',
      credential: 'locationKey',
      headers: ZIdempotencyHeaders,
      body: ZPosDailySalesInput,
      example: {
        days: [
          {
            salesDate: '2026-11-20',
            grossCentavos: 4875000,
            discountsCentavos: 125000,
            refundsCentavos: 20000,
            voidsCentavos: 15000,
            netCentavos: 4715000,
            transactions: 312,
            payments: { cashCentavos: 2215000, cardCentavos: 1500000, digitalCentavos: 1000000 },
            items: [{ sku: 'SIO-PORK-12', quantity: 140, netCentavos: 2100000 }],
          },
        ],
      },
      response: { 200: ZPosDailySalesResult },
      errors: [429],
    },
    async (req) => ctx.posFeed.dailySales(callerOf(req), req.body, req.headers['idempotency-key']),
  );
  api.post(
    '/api/pos/v1/receipts',
    locationKey,
    {
      summary: 'Send up to 1,000 receipts for the key’s location; they roll up into their Manila days',
      credential: 'locationKey',
      headers: ZIdempotencyHeaders,
      body: ZPosReceiptsInput,
      example: {
        receipts: [
          {
            receiptId: 'T1-000123',
            posId: 'T1',
            occurredAt: '2026-11-20T12:34:56+08:00',
            lines: [{ sku: 'SIO-PORK-12', name: 'Pork siomai (4 pcs)', quantity: 2, netCentavos: 12000 }],
            grossCentavos: 12000,
            discountsCentavos: 0,
            refundsCentavos: 0,
            netCentavos: 12000,
            tender: { cashCentavos: 12000, cardCentavos: 0, digitalCentavos: 0 },
          },
        ],
      },
      response: { 200: ZPosReceiptsResult },
      errors: [429],
    },
    async (req) => ctx.posFeed.receipts(callerOf(req), req.body, req.headers['idempotency-key']),
  );
}
