import { beforeAll, describe, expect, it } from 'vitest';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { STATUS_FOR_CODE } from '../../shared/errors';
import { apiTypes, buildApiDocument } from '../../../scripts/api-document';
import { API_AREAS, operationIdOf } from './openapi-document';

type Operation = {
  operationId: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { in?: string; $ref?: string }[];
  requestBody?: { content: Record<string, { schema: object; example?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
};
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

/** The API document itself (issue 19): valid OpenAPI 3.1, and every operation describes what integrators need. */
describe('API document', () => {
  let document: Document;
  const operations: [string, Operation][] = [];

  beforeAll(async () => {
    document = (await buildApiDocument()) as unknown as Document;
    for (const [path, item] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(item)) operations.push([`${method.toUpperCase()} ${path}`, operation]);
  });

  it('validates as OpenAPI 3.1 with no lint errors (Redocly, recommended rules)', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} ${p.location[0]?.pointer ?? ''}`);
    expect(errors).toEqual([]);
    expect(operations.length).toBeGreaterThan(300);
  });

  it('tags every operation with one of the areas and gives it a unique operationId', () => {
    const ids = new Set<string>();
    for (const [name, op] of operations) {
      expect(op.tags?.length, name).toBe(1);
      expect(Object.keys(API_AREAS), name).toContain(op.tags?.[0]);
      expect(ids.has(op.operationId), `${name}: ${op.operationId} twice`).toBe(false);
      ids.add(op.operationId);
    }
    expect(operationIdOf('get', '/api/orders/{id}/history')).toBe('getOrdersByIdHistory');
  });

  it('declares security on every operation: both schemes when signed in, the location key for the POS feed, none when public', () => {
    for (const [name, op] of operations) {
      expect(op.security, name).toBeDefined();
      if (op.security!.length) {
        // The POS feed (issue 36) takes a location API key and nothing else; every other signed-in route a session.
        expect(op.security, name).toEqual(name.includes(' /api/pos/v1/') ? [{ posKeyAuth: [] }] : [{ cookieAuth: [] }, { bearerAuth: [] }]);
        expect(Object.keys(op.responses), name).toEqual(expect.arrayContaining(['401', '403']));
      }
    }
    const publicOps = operations.filter(([, op]) => op.security!.length === 0).map(([name]) => name);
    expect(publicOps).toEqual(expect.arrayContaining(['POST /api/auth/sign-in/email', 'GET /api/health', 'POST /api/applications']));
    expect(publicOps).not.toContain('GET /api/orders');
  });

  it('documents every error as the one ErrorResponse, whose code lists the catalogue', () => {
    for (const [name, op] of operations) {
      if (name.includes('{')) expect(Object.keys(op.responses), name).toContain('404');
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) < 400 || name === 'GET /api/health' || name === 'GET /api/ready') continue;
        expect(response.content?.['application/json'].schema, `${name} ${status}`).toEqual({ $ref: '#/components/schemas/ErrorResponse' });
      }
    }
    const error = document.components.schemas.ErrorResponse as { properties: { error: { properties: { code: { enum: string[] } } } } };
    expect(error.properties.error.properties.code.enum).toEqual(
      expect.arrayContaining(Object.keys(STATUS_FOR_CODE).filter((c) => c !== 'NETWORK_ERROR' && c !== 'TIMEOUT_ERROR')),
    );
    expect(error.properties.error.properties.code.enum).not.toContain('NETWORK_ERROR');
  });

  it('gives every JSON request body an example, every upload its multipart form, and checkout its Idempotency-Key', () => {
    for (const [name, op] of operations) {
      if (!op.requestBody) continue;
      const json = op.requestBody.content['application/json'];
      const form = op.requestBody.content['multipart/form-data'];
      expect(json || form, name).toBeDefined();
      if (json) expect(json.example, `${name} has no example`).toBeDefined();
    }
    const checkout = document.paths['/api/orders'].post;
    expect(checkout.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'idempotency-key' })]));
    expect(document.paths['/api/marketing/assets'].post.requestBody?.content['multipart/form-data']).toBeDefined();
  });

  it('describes paging once: the limit and offset parameters and the Page envelope', () => {
    const list = document.paths['/api/orders'].get;
    expect(list.parameters).toEqual(
      expect.arrayContaining([{ $ref: '#/components/parameters/Limit' }, { $ref: '#/components/parameters/Offset' }]),
    );
    expect(list.responses['200'].content?.['application/json'].schema).toMatchObject({
      allOf: [{ $ref: '#/components/schemas/Page' }, expect.anything()],
    });
  });

  it('generates TypeScript types for a client (npm run api:types)', async () => {
    const types = await apiTypes(document as never);
    expect(types).toContain('ErrorResponse: {');
    expect(types).toContain('"RESOURCE_NOT_FOUND"');
    expect(types).toMatch(/getOrders: \{/);
  });
});
