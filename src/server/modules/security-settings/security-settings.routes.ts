import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ZSecuritySettings } from '../../../shared/iam.contracts';
import { roleHas } from '../../../shared/roles';
import { ACCOUNT_MESSAGES } from '../../../shared/errors';
import { AppError } from '../../lib/app-error';

export async function securitySettingsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['iam'];

  // Reachable by head office that still has to enrol, so a franchisor can always switch the requirement off.
  const allowed = (permission: 'iam.view' | 'iam.settings') => async (request: FastifyRequest) => {
    const s = await ctx.guards.requireSession(request, { allowUnenrolled: true });
    if (!roleHas(s.actor.role, permission)) throw AppError.forbidden();
    return s;
  };

  r.get('/api/iam/settings', { schema: { tags, summary: 'Security settings', response: { 200: ZSecuritySettings } } }, async (request) => {
    await allowed('iam.view')(request);
    return ctx.securitySettings.get();
  });

  r.put('/api/iam/settings', { schema: { tags, summary: 'Change security settings (franchisor)', body: ZSecuritySettings, response: { 200: ZSecuritySettings } } }, async (request) => {
    const s = await allowed('iam.settings')(request);
    if (request.body.requireTwoFactorForHeadOffice && !s.twoFactorEnabled) {
      throw new AppError('DUPLICATE_RESOURCE', 409, ACCOUNT_MESSAGES.TWO_FACTOR_SELF_FIRST);
    }
    return ctx.securitySettings.update(s.actor, request.body, request.ip);
  });
}
