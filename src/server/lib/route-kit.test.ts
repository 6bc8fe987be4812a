import Fastify from 'fastify';
import swagger from '@fastify/swagger';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { apiDocumentOptions } from './openapi-setup';
import { routeKit } from './route-kit';

const ZNote = z.object({ note: z.string().min(3), amountCentavos: z.number().int() });

async function appWith(declare: (api: ReturnType<typeof routeKit>) => void) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, apiDocumentOptions('http://localhost:3000'));
  await app.register(async (scope) => declare(routeKit(scope, ['finance'])));
  await app.ready();
  return app;
}
type Doc = { paths: Record<string, Record<string, Record<string, unknown>>> };

/** What the route kit declares for every route, so no module has to remember it (issue 19). */
describe('route kit', () => {
  it('refuses to start with a body example its own schema refuses', async () => {
    await expect(
      appWith((api) =>
        api.post(
          '/api/notes',
          'public',
          { summary: 'A note', body: ZNote, example: { note: 'ok', amountCentavos: 1.5 }, response: { 200: ZNote } },
          (r) => r.body,
        ),
      ),
    ).rejects.toThrow('The example body of POST /api/notes does not match its schema');
  });

  it('documents the example, the shape errors, the upload form and the security of each route', async () => {
    const app = await appWith((api) => {
      api.post(
        '/api/notes',
        'public',
        { summary: 'A note', body: ZNote, example: { note: 'Paid in cash', amountCentavos: 125_000 }, response: { 200: ZNote } },
        (r) => r.body,
      );
      api.post(
        '/api/notes/:id/file',
        async () => {},
        {
          summary: 'Attach',
          params: z.object({ id: z.string() }),
          response: { 200: ZNote },
          upload: { file: 'A PDF', fields: { title: 'Title' } },
          errors: [409],
        },
        () => ({ note: 'x', amountCentavos: 1 }),
      );
    });
    const doc = app.swagger() as unknown as Doc;
    const create = doc.paths['/api/notes'].post;
    expect(create.security).toEqual([]);
    expect(create.requestBody).toMatchObject({
      content: { 'application/json': { example: { note: 'Paid in cash', amountCentavos: 125_000 } } },
    });
    expect(Object.keys(create.responses as object).sort()).toEqual(['200', '400', '403', '413', '422', '500', '503']);
    const attach = doc.paths['/api/notes/{id}/file'].post;
    expect(attach.security).toEqual([{ cookieAuth: [] }, { bearerAuth: [] }]);
    expect(Object.keys(attach.responses as object).sort()).toEqual(['200', '400', '401', '403', '404', '409', '413', '422', '500', '503']);
    expect(attach.requestBody).toMatchObject({
      content: {
        'multipart/form-data': {
          schema: { required: ['file'], properties: { title: { type: 'string' }, file: { description: 'A PDF' } } },
        },
      },
    });
    expect(attach).not.toHaveProperty('x-upload');
    await app.close();
  });
});
