import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { signedIn } from '../../lib/openapi-errors';
import { ZSecuritySettings } from '../../../shared/iam.contracts';
import { ACCOUNT_MESSAGES } from '../../../shared/errors';
import { AppError } from '../../lib/app-error';
import { requireSignedIn } from '../../auth/session';

export async function securitySettingsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['iam'];

  // Reachable by head office that still has to enrol, so a franchisor can always switch the requirement off.
  const allowUnenrolled = true;

  r.get(
    '/api/iam/settings',
    {
      onRequest: ctx.guards.can('iam.view', { allowUnenrolled }),
      schema: signedIn({ tags, summary: 'Security settings', response: { 200: ZSecuritySettings } }),
    },
    () => ctx.securitySettings.get(),
  );

  r.put(
    '/api/iam/settings',
    {
      onRequest: ctx.guards.can('iam.settings', { allowUnenrolled }),
      schema: signedIn(
        { tags, summary: 'Change security settings (franchisor)', body: ZSecuritySettings, response: { 200: ZSecuritySettings } },
        409,
      ),
    },
    async (request) => {
      const s = requireSignedIn(request);
      if (request.body.requireTwoFactorForHeadOffice && !s.twoFactorEnabled) {
        throw AppError.of('DUPLICATE_RESOURCE', ACCOUNT_MESSAGES.TWO_FACTOR_SELF_FIRST);
      }
      return ctx.securitySettings.update(s.actor, request.body, request.ip);
    },
  );
}
