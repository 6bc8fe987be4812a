import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { ZDiagnosticStatusParams } from '../../../shared/diagnostics.contracts';

/**
 * Answers with the error of a chosen status, through the real error handler, so support staff
 * (and the browser tests) can see how the client reacts to each failure (/test/api-errors).
 */
export async function diagnosticsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['diagnostics'], summary: 'Respond with the error of the given status', params: ZDiagnosticStatusParams };
  const fail = async (status: number) => {
    throw AppError.fromStatus(status);
  };
  r.get('/api/diagnostics/errors/:status', { schema, onRequest: ctx.guards.signedIn }, (request) => fail(request.params.status));
  r.post('/api/diagnostics/errors/:status', { schema, onRequest: ctx.guards.signedIn }, (request) => fail(request.params.status));
}
