import type { SwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { finishDocument, SECURITY_SCHEMES } from './openapi-document';
import { ZApiErrorResponse } from './openapi-errors';

const DESCRIPTION = `The FranchiseHub API: the catalogue, ordering, approvals, shipping, inventory, sales, finance, training,
marketing, support and the public site of a franchise network.

Sign in with the session cookie (browsers) or a Bearer access token from GET /api/auth/token (other services).
Every error answers with one shape, \`{ error: { code, message, status, details } }\` (the ErrorResponse schema);
branch on \`code\`. Lists page with \`limit\` and \`offset\` and answer \`{ items, total }\` (the Page schema).`;

/** @fastify/swagger's options: OpenAPI 3.1 from the routes' zod schemas, finished with the shared components. */
export function apiDocumentOptions(baseUrl: string): SwaggerOptions {
  const { $schema: _dialect, ...errorResponse } = z.toJSONSchema(ZApiErrorResponse, { target: 'draft-2020-12', io: 'output' });
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'FranchiseHub API',
        version: '1.0.0',
        description: DESCRIPTION,
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: baseUrl }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => finishDocument(jsonSchemaTransformObject(document) as never, errorResponse) as never,
  };
}
