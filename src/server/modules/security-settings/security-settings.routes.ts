import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ZSecuritySettings } from '../../../shared/iam.contracts';

export async function securitySettingsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['iam'];

  r.get('/api/iam/settings', { onRequest: ctx.guards.can('iam.view'), schema: { tags, summary: 'Security settings', response: { 200: ZSecuritySettings } } }, () =>
    ctx.securitySettings.get(),
  );

  r.put('/api/iam/settings', { onRequest: ctx.guards.can('iam.settings'), schema: { tags, summary: 'Change security settings (franchisor)', body: ZSecuritySettings, response: { 200: ZSecuritySettings } } }, async (request) => {
    const s = await ctx.guards.requireSession(request);
    return ctx.securitySettings.update(s.actor, request.body, request.ip);
  });
}
