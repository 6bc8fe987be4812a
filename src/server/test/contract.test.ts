import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import swagger from '@fastify/swagger';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiDocumentOptions } from '../lib/openapi-setup';
import { routeKit } from '../lib/route-kit';
import { checkResponsesAgainstDocument, takeViolations } from './contract';

/** The contract check itself: a response the document does not describe is reported, one it does is not. */
describe('contract check', () => {
  const app = Fastify({ logger: false });

  beforeAll(async () => {
    checkResponsesAgainstDocument(app);
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(swagger, apiDocumentOptions('http://localhost:3000'));
    await app.register(async (scope) => {
      const api = routeKit(scope, ['orders']);
      const ZThing = z.object({ name: z.string() });
      // Untyped on purpose: the handler answers what its schema does not allow.
      const handler = (req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
        const { id } = req.params;
        // Strings bypass the serializer, as a handler that builds its own JSON would.
        if (id === 'wrong-shape') return reply.type('application/json').send(JSON.stringify({ name: 42 }));
        if (id === 'teapot') return reply.status(418).send({ error: { code: 'INTERNAL_ERROR', message: 'Teapot', status: 418 } });
        if (id === 'missing') return reply.status(404).send({ error: { code: 'RESOURCE_NOT_FOUND', message: 'Not found', status: 404 } });
        if (id === 'bad-code')
          return reply.status(404).type('application/json').send('{"error":{"code":"NOPE","message":"x","status":404}}');
        return { name: 'Siomai cart' };
      };
      api.get(
        '/api/things/:id',
        'public',
        { summary: 'A thing', params: z.object({ id: z.string() }), response: { 200: ZThing } },
        handler as never,
      );
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const get = async (id: string) => {
    await app.inject({ method: 'GET', url: `/api/things/${id}` });
    return takeViolations();
  };

  it('passes a documented status with a body that matches', async () => {
    expect(await get('ok')).toEqual([]);
    expect(await get('missing')).toEqual([]);
  });

  it('reports a status the document does not list', async () => {
    const [v] = await get('teapot');
    expect(v).toMatchObject({ operation: 'GET /api/things/:id', status: 418 });
    expect(v.problem).toContain('status 418 is not documented');
  });

  it('reports a body that does not match its schema, and an error code outside the catalogue', async () => {
    expect((await get('wrong-shape'))[0].problem).toContain('body does not match the 200 schema');
    expect((await get('bad-code'))[0].problem).toContain('body does not match the 404 schema');
  });

  it('documents every error response as the one ErrorResponse component', () => {
    const doc = app.swagger() as unknown as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    const responses = doc.paths['/api/things/{id}'].get.responses;
    expect(Object.keys(responses).sort()).toEqual(['200', '404', '422', '500', '503']);
    expect(responses['404']).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } } });
  });
});
